import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { useBrandTime } from "../../games/components/parts";
import { referralsQuery } from "../api/missions-api";

const PAGE_SIZE = 20;

type ReferrerRow = NonNullable<ReturnType<typeof useReport>["data"]>["list"][number];

function useReport(search: Parameters<typeof referralsQuery>[1]) {
  return useQuery(referralsQuery(useBrandId(), search));
}

/** Invite friends per referrer: friends who joined with the code, who deposited, what was paid. */
export default function ReferralsPage() {
  const { t } = useTranslation(["missions", "common"]);
  const money = useMoney();
  const time = useBrandTime();
  const fields = useMemo<FilterField[]>(
    () => [{ kind: "text", name: "account", label: t("referrals.referrer"), maxLength: 64 }],
    [t],
  );
  const filters = useFilters(fields);
  const query = useReport({
    account: filters.values.account || undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  });
  const columns: DataColumn<ReferrerRow>[] = [
    {
      id: "referrer",
      header: t("referrals.referrer"),
      primary: true,
      rowHeader: true,
      cell: (row) => (
        <>
          {row.account}
          {row.code && <div className="muted small">{row.code}</div>}
        </>
      ),
    },
    { id: "invitees", header: t("referrals.invitees"), numeric: true, cell: (row) => row.invitees },
    { id: "depositors", header: t("referrals.depositors"), numeric: true, cell: (row) => row.depositors },
    { id: "rewards", header: t("referrals.rewards"), numeric: true, cell: (row) => row.rewards },
    { id: "earned", header: t("referrals.earned"), numeric: true, cell: (row) => money(row.earned) },
    {
      id: "last",
      header: t("referrals.lastJoined"),
      className: "nowrap",
      cell: (row) => time.format(row.lastJoinedAt),
    },
  ];
  return (
    <>
      <PageHeader title={t("referrals.title")} description={t("referrals.description")} />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("referrals.empty")}
          onPage={filters.setPage}
          label={t("referrals.title")}
          columns={columns}
          rowKey={(row) => row.memberId}
        />
      </FilteredList>
    </>
  );
}
