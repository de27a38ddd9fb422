import { PROMOTION_STATUSES, PROMOTION_TYPES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { Button } from "@lotus/ui/primitives/Button";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useBrandTime } from "../../games/components/parts";
import { type Promotion, type PromotionListQuery, promotionsQuery } from "../api/promotions-api";
import { PhaseBadge, textIn, useTextLanguage } from "./parts";

const PAGE_SIZE = 20;
const oneOf = <T extends string>(list: readonly T[], value: string | undefined) =>
  list.find((entry) => entry === value);

/** The brand's promotions: type, phase, dates, applications waiting; a row opens the editor. */
export default function PromotionsPage() {
  const { t } = useTranslation(["promotions", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const navigate = useNavigate();
  const time = useBrandTime();
  const language = useTextLanguage();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "status",
        name: "status",
        label: t("fields.status"),
        allLabel: t("filters.all"),
        options: PROMOTION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
      {
        kind: "select",
        name: "type",
        label: t("fields.type"),
        allLabel: t("filters.all"),
        options: PROMOTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
      },
      { kind: "text", name: "q", label: t("filters.title"), maxLength: 100 },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const search: PromotionListQuery = {
    status: oneOf(PROMOTION_STATUSES, filters.values.status),
    type: oneOf(PROMOTION_TYPES, filters.values.type),
    q: filters.values.q || undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery(promotionsQuery(brandId, search));
  const columns: DataColumn<Promotion>[] = [
    {
      id: "title",
      header: t("fields.title"),
      primary: true,
      rowHeader: true,
      cell: (promotion) => (
        <>
          <Link to={`/promotions/${promotion.id}`}>{textIn(promotion.title, language)}</Link>
          <div className="muted small">{t(`joinModes.${promotion.joinMode}`)}</div>
        </>
      ),
    },
    { id: "type", header: t("fields.type"), cell: (promotion) => t(`types.${promotion.type}`) },
    { id: "phase", header: t("fields.phase"), cell: (promotion) => <PhaseBadge phase={promotion.phase} /> },
    {
      id: "dates",
      header: t("fields.dates"),
      className: "nowrap",
      cell: (promotion) => (
        <>
          {time.format(promotion.startsAt)}
          <div className="muted small">
            {promotion.endsAt ? time.format(promotion.endsAt) : t("list.noEnd")}
          </div>
        </>
      ),
    },
    {
      id: "applications",
      header: t("fields.applications"),
      numeric: true,
      cell: (promotion) =>
        promotion.pendingApplications > 0 ? (
          <Link to={`/promotion-applications?promotionId=${promotion.id}`}>
            <Badge tone="warning">{promotion.pendingApplications}</Badge>
          </Link>
        ) : null,
    },
  ];
  return (
    <>
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        actions={
          can("promotions.manage") && (
            <Button variant="primary" icon={<Icon name="plus" />} onClick={() => navigate("/promotions/new")}>
              {t("list.create")}
            </Button>
          )
        }
      />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("list.empty")}
          onPage={filters.setPage}
          label={t("list.title")}
          columns={columns}
          rowKey={(promotion) => promotion.id}
          onRowClick={(promotion) => navigate(`/promotions/${promotion.id}`)}
        />
      </FilteredList>
    </>
  );
}
