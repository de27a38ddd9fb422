import { type brandListCall, type CallValue, LANGUAGE_NAMES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useCan } from "../../../lib/console-context";
import { brandListQuery } from "../api/brands-api";

type BrandSummary = CallValue<typeof brandListCall>[number];

export default function BrandListPage() {
  const { t } = useTranslation(["brands", "common"]);
  const can = useCan();
  const navigate = useNavigate();
  const query = useQuery(brandListQuery);
  const columns: DataColumn<BrandSummary>[] = [
    {
      id: "name",
      header: t("fields.name"),
      primary: true,
      cell: (brand) => <Link to={`/brands/${brand.id}`}>{brand.name}</Link>,
    },
    {
      id: "merchantCode",
      header: t("fields.merchantCode"),
      className: "mono",
      cell: (brand) => brand.merchantCode,
    },
    {
      id: "domains",
      header: t("fields.domains"),
      cell: (brand) =>
        brand.domains.length ? (
          brand.domains.join(", ")
        ) : (
          <span className="muted">{t("common:states.none")}</span>
        ),
    },
    {
      id: "defaultLanguage",
      header: t("fields.defaultLanguage"),
      cell: (brand) => LANGUAGE_NAMES[brand.defaultLanguage],
    },
    {
      id: "currency",
      header: t("fields.currency"),
      cell: (brand) => `${brand.currencyCode} (${brand.currencySymbol})`,
    },
    { id: "timeZone", header: t("fields.timeZone"), cell: (brand) => brand.timeZone },
    {
      id: "updated",
      header: t("list.updated"),
      className: "nowrap",
      cell: (brand) => <DateTime at={brand.updatedAt} />,
    },
  ];
  return (
    <>
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        actions={
          can("brands.create") && (
            <Button variant="primary" icon={<Icon name="plus" />} onClick={() => navigate("/brands/new")}>
              {t("list.create")}
            </Button>
          )
        }
      />
      <Card className="card--flush">
        <QueryView query={query} empty={<EmptyState title={t("list.empty")} />}>
          {(brands) => (
            <DataTable label={t("list.title")} columns={columns} rows={brands} rowKey={(brand) => brand.id} />
          )}
        </QueryView>
      </Card>
    </>
  );
}
