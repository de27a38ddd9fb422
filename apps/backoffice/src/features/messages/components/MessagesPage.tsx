import { CAMPAIGN_STATUSES, type CampaignStatus } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { formatCount } from "@lotus/ui/format/format";
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
import { currentLanguage } from "../../../lib/i18n";
import { useBrandTime } from "../../games/components/parts";
import { type CampaignRow, campaignsQuery, messageOptionsQuery } from "../api/messages-api";
import { audienceText, STATUS_TONE, titleIn } from "./message-helpers";

const PAGE_SIZE = 20;

/** The brand's messages to members' inboxes: status, audience, delivery and read counts. */
export default function MessagesPage() {
  const { t } = useTranslation(["messages", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const navigate = useNavigate();
  const time = useBrandTime();
  const language = currentLanguage();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "status",
        name: "status",
        label: t("fields.status"),
        options: CAMPAIGN_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const status = (CAMPAIGN_STATUSES as readonly string[]).includes(filters.values.status ?? "")
    ? (filters.values.status as CampaignStatus)
    : undefined;
  const query = useQuery(campaignsQuery(brandId, { status, page: filters.page, pageSize: PAGE_SIZE }));
  const options = useQuery(messageOptionsQuery(brandId, language));
  const levelName = (rank: number) =>
    options.data?.vipLevels.find((level) => level.rank === rank)?.name ?? String(rank);

  const columns: DataColumn<CampaignRow>[] = [
    {
      id: "title",
      header: t("fields.title"),
      primary: true,
      rowHeader: true,
      cell: (row) => (
        <Link to={`/messages/${row.id}`}>{titleIn(row.title, language) || t("list.untitled")}</Link>
      ),
    },
    { id: "audience", header: t("fields.audience"), cell: (row) => audienceText(t, row.audience, levelName) },
    {
      id: "status",
      header: t("fields.status"),
      cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{t(`statuses.${row.status}`)}</Badge>,
    },
    { id: "sendAt", header: t("fields.sendAt"), className: "nowrap", cell: (row) => time.format(row.sendAt) },
    {
      id: "recipients",
      header: t("fields.recipients"),
      numeric: true,
      cell: (row) => formatCount(row.recipients),
    },
    { id: "read", header: t("fields.read"), numeric: true, cell: (row) => formatCount(row.read) },
    { id: "createdBy", header: t("fields.createdBy"), cell: (row) => row.createdBy },
  ];

  return (
    <>
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        actions={
          can("messages.send") && (
            <Button variant="primary" icon={<Icon name="plus" />} onClick={() => navigate("/messages/new")}>
              {t("list.new")}
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
          rowKey={(row) => row.id}
        />
      </FilteredList>
    </>
  );
}
