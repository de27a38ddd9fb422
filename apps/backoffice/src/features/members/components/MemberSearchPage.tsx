import type { CallValue, memberSearchCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FilteredList } from "../../../components/ui/FilteredList";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { type MemberSearch, memberSearchQuery } from "../api/members-api";
import { AccountTypeLabel } from "./AccountTypeLabel";
import { StatusBadge } from "./StatusBadge";

const SEARCH_BY = ["account", "mobile", "email", "ip"] as const;
const PAGE_SIZE = 20;
const QUERY_MAX_LENGTH = 100;

type Member = CallValue<typeof memberSearchCall>["list"][number];

export default function MemberSearchPage() {
  const { t } = useTranslation(["members", "common"]);
  const brandId = useBrandId();
  // The search is kept in the address (by, q, page), so back and reload keep it.
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "select",
        name: "by",
        label: t("search.by"),
        required: true,
        options: SEARCH_BY.map((value) => ({ value, label: t(`search.byOptions.${value}`) })),
      },
      { kind: "text", name: "q", label: t("search.query"), maxLength: QUERY_MAX_LENGTH },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const search: MemberSearch = {
    by: filters.values.by as MemberSearch["by"],
    q: filters.values.q ?? "",
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery({ ...memberSearchQuery(brandId, search), placeholderData: keepPreviousData });
  const columns: DataColumn<Member>[] = [
    {
      id: "account",
      header: t("fields.account"),
      primary: true,
      cell: (member) => <Link to={`/members/${member.id}`}>{member.account}</Link>,
    },
    { id: "nickname", header: t("fields.nickname"), cell: (member) => member.nickname ?? "" },
    {
      id: "accountType",
      header: t("fields.accountType"),
      cell: (member) => <AccountTypeLabel type={member.accountType} />,
    },
    { id: "status", header: t("fields.status"), cell: (member) => <StatusBadge status={member.status} /> },
    { id: "mobile", header: t("fields.mobile"), className: "mono", cell: (member) => member.mobile ?? "" },
    { id: "email", header: t("fields.email"), cell: (member) => member.email ?? "" },
    {
      id: "registerIp",
      header: t("fields.registerIp"),
      className: "mono",
      cell: (member) => member.registerIp ?? "",
    },
    {
      id: "createdAt",
      header: t("fields.createdAt"),
      className: "nowrap",
      cell: (m) => <DateTime at={m.createdAt} />,
    },
    {
      id: "lastLoginAt",
      header: t("fields.lastLoginAt"),
      className: "nowrap",
      cell: (member) => <DateTime at={member.lastLoginAt} />,
    },
  ];

  return (
    <>
      <PageHeader title={t("search.title")} description={t("search.description")} />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={search.q ? t("search.noMatch") : t("search.empty")}
          onPage={filters.setPage}
          label={t("search.results")}
          columns={columns}
          rowKey={(member) => member.id}
        />
      </FilteredList>
    </>
  );
}
