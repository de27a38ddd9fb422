import type { CallValue, memberLoginHistoryCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/States";
import { countryName } from "../../../lib/countries";
import { currentLanguage } from "../../../lib/i18n";
import { memberLoginsQuery } from "../api/members-api";

type LoginEntry = CallValue<typeof memberLoginHistoryCall>["list"][number];

/** Every login attempt with its IP and country, newest first. */
export function LoginHistory({ brandId, memberId }: { brandId: string; memberId: string }) {
  const { t } = useTranslation(["members", "common"]);
  const [page, setPage] = useState(1);
  const query = useQuery(memberLoginsQuery(brandId, memberId, page));
  const language = currentLanguage();
  const columns: DataColumn<LoginEntry>[] = [
    {
      id: "at",
      header: t("logins.at"),
      primary: true,
      className: "nowrap",
      cell: (entry) => <DateTime at={entry.at} />,
    },
    { id: "ip", header: t("logins.ip"), className: "mono", cell: (entry) => entry.ip ?? "" },
    {
      id: "country",
      header: t("logins.country"),
      cell: (entry) => (entry.country ? `${entry.country} · ${countryName(entry.country, language)}` : ""),
    },
    {
      id: "result",
      header: t("logins.result"),
      cell: (entry) =>
        entry.success ? (
          <Badge tone="success">{t("logins.success")}</Badge>
        ) : (
          <span className="row">
            <Badge tone="danger">{t("logins.failure")}</Badge>
            {entry.reason && <span className="small muted">{entry.reason}</span>}
          </span>
        ),
    },
  ];
  return (
    <Card title={t("logins.title")} className="card--flush">
      <PagedTable
        query={query}
        empty={t("logins.empty")}
        onPage={setPage}
        label={t("logins.title")}
        columns={columns}
        rowKey={(entry) => entry.id}
      />
    </Card>
  );
}
