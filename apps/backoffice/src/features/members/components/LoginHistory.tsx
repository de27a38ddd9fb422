import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Paginator } from "../../../components/ui/Paginator";
import { Badge, Card, EmptyState, ErrorState, Spinner, TableWrap } from "../../../components/ui/States";
import { countryName } from "../../../lib/countries";
import { formatDateTime } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { memberLoginsQuery } from "../api/members-api";

/** Every login attempt with its IP and country, newest first. */
export function LoginHistory({ brandId, memberId }: { brandId: string; memberId: string }) {
  const { t } = useTranslation(["members", "common"]);
  const [page, setPage] = useState(1);
  const query = useQuery(memberLoginsQuery(brandId, memberId, page));
  const language = currentLanguage();
  return (
    <Card title={t("logins.title")} className="card--flush">
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <EmptyState title={t("logins.empty")} />
      ) : (
        <>
          <TableWrap label={t("logins.title")}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t("logins.at")}</th>
                  <th scope="col">{t("logins.ip")}</th>
                  <th scope="col">{t("logins.country")}</th>
                  <th scope="col">{t("logins.result")}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.list.map((entry) => (
                  <tr key={entry.id}>
                    <td className="nowrap">{formatDateTime(entry.at)}</td>
                    <td className="mono">{entry.ip ?? ""}</td>
                    <td>
                      {entry.country ? `${entry.country} · ${countryName(entry.country, language)}` : ""}
                    </td>
                    <td>
                      {entry.success ? (
                        <Badge tone="success">{t("logins.success")}</Badge>
                      ) : (
                        <span className="row">
                          <Badge tone="danger">{t("logins.failure")}</Badge>
                          {entry.reason && <span className="small muted">{entry.reason}</span>}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <Paginator
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onPage={setPage}
          />
        </>
      )}
    </Card>
  );
}
