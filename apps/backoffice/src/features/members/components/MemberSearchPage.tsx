import { memberSearchCall } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { SelectField, TextField } from "../../../components/ui/Field";
import { Paginator } from "../../../components/ui/Paginator";
import { Card, EmptyState, ErrorState, PageHeader, Spinner, TableWrap } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { defined } from "../../../lib/form";
import { formatDateTime } from "../../../lib/format";
import { type MemberSearch, memberSearchQuery } from "../api/members-api";
import { AccountTypeLabel } from "./AccountTypeLabel";
import { StatusBadge } from "./StatusBadge";

const SEARCH_BY = ["account", "mobile", "email", "ip"] as const;
const PAGE_SIZE = 20;

/** The search as kept in the address (by, q, page), so back and reload keep it. */
function readSearch(params: URLSearchParams): MemberSearch {
  const parsed = defined(memberSearchCall.query).safeParse({
    by: params.get("by") ?? undefined,
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  const value = parsed.success ? parsed.data : { by: "account" as const, q: "", page: 1 };
  return { by: value.by, q: value.q, page: value.page, pageSize: PAGE_SIZE };
}

export default function MemberSearchPage() {
  const { t } = useTranslation(["members", "common"]);
  const brandId = useBrandId();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const [by, setBy] = useState<MemberSearch["by"]>(search.by);
  const [q, setQ] = useState(search.q);
  const query = useQuery(memberSearchQuery(brandId, search));

  const go = (next: Partial<MemberSearch>) => {
    const merged = { ...search, ...next };
    const entries: Record<string, string> = { by: merged.by };
    if (merged.q) entries.q = merged.q;
    if (merged.page > 1) entries.page = String(merged.page);
    setParams(entries);
  };

  return (
    <>
      <PageHeader title={t("search.title")} description={t("search.description")} />
      <div className="stack stack--lg">
        <Card>
          <form
            className="filters"
            onSubmit={(event) => {
              event.preventDefault();
              go({ by, q: q.trim(), page: 1 });
            }}
          >
            <SelectField
              label={t("search.by")}
              value={by}
              onChange={(event) => setBy(event.target.value as MemberSearch["by"])}
            >
              {SEARCH_BY.map((option) => (
                <option key={option} value={option}>
                  {t(`search.byOptions.${option}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t("search.query")}
              type="search"
              value={q}
              maxLength={100}
              onChange={(event) => setQ(event.target.value)}
              fieldClassName="filters__grow"
            />
            <Button type="submit" variant="primary" icon="search">
              {t("common:actions.search")}
            </Button>
          </form>
        </Card>
        <Card className="card--flush">
          {query.isPending ? (
            <Spinner />
          ) : query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : query.data.list.length === 0 ? (
            <EmptyState title={search.q ? t("search.noMatch") : t("search.empty")} />
          ) : (
            <>
              <TableWrap label={t("search.results")}>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t("fields.account")}</th>
                      <th scope="col">{t("fields.nickname")}</th>
                      <th scope="col">{t("fields.accountType")}</th>
                      <th scope="col">{t("fields.status")}</th>
                      <th scope="col">{t("fields.mobile")}</th>
                      <th scope="col">{t("fields.email")}</th>
                      <th scope="col">{t("fields.registerIp")}</th>
                      <th scope="col">{t("fields.createdAt")}</th>
                      <th scope="col">{t("fields.lastLoginAt")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.list.map((member) => (
                      <tr key={member.id}>
                        <td>
                          <Link to={`/members/${member.id}`}>{member.account}</Link>
                        </td>
                        <td>{member.nickname ?? ""}</td>
                        <td>
                          <AccountTypeLabel type={member.accountType} />
                        </td>
                        <td>
                          <StatusBadge status={member.status} />
                        </td>
                        <td className="mono">{member.mobile ?? ""}</td>
                        <td>{member.email ?? ""}</td>
                        <td className="mono">{member.registerIp ?? ""}</td>
                        <td className="nowrap">{formatDateTime(member.createdAt)}</td>
                        <td className="nowrap">{formatDateTime(member.lastLoginAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <Paginator
                page={query.data.page}
                pageSize={query.data.pageSize}
                total={query.data.total}
                onPage={(page) => go({ page })}
              />
            </>
          )}
        </Card>
      </div>
    </>
  );
}
