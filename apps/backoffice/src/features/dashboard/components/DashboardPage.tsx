import "./dashboard.css";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { compareDays, formatCount, formatDateTime, signed } from "@lotus/ui/format/format";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader, RefreshButton } from "../../../components/ui/States";
import { useBrandId, useCan, useConsole } from "../../../lib/console-context";
import { dashboardQuery } from "../api/dashboard-api";
import { LedgerDriftBanner, LedgerProofNote } from "./LedgerProof";
import { MoneyDashboard } from "./MoneyDashboard";

function DayStat({ title, today, yesterday }: { title: string; today: number; yesterday: number }) {
  const { t } = useTranslation(["dashboard", "common"]);
  const { delta, percent, trend } = compareDays(today, yesterday);
  const tone = trend === "up" ? "up" : trend === "down" ? "down" : "flat";
  return (
    <section className="stat card" aria-label={title}>
      <h2 className="stat__title">{title}</h2>
      <p className="stat__value">
        <span className="visually-hidden">{t("today")}: </span>
        {formatCount(today)}
      </p>
      <p className={`stat__delta stat__delta--${tone}`}>
        {trend !== "flat" && <Icon name={trend === "up" ? "arrowUp" : "arrowDown"} size={14} />}
        <span>
          {t("difference", { delta: signed(delta) })}
          {percent !== null && ` (${percent > 0 ? "+" : ""}${percent}%)`}
        </span>
      </p>
      <p className="stat__compare muted small">
        {t("yesterday", { count: yesterday, value: formatCount(yesterday) })}
      </p>
    </section>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation(["dashboard", "common"]);
  const brandId = useBrandId();
  const { brand } = useConsole();
  const query = useQuery(dashboardQuery(brandId));
  const can = useCan();
  return (
    <>
      <PageHeader
        title={t("title")}
        description={brand ? t("description", { brand: brand.name }) : undefined}
        actions={<RefreshButton query={query} />}
      />
      <LedgerDriftBanner />
      {can("reports.view") && <MoneyDashboard />}
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="stack stack--lg">
          <div className="stats">
            <DayStat
              title={t("registrations")}
              today={query.data.registrations.today}
              yesterday={query.data.registrations.yesterday}
            />
            <DayStat
              title={t("logins")}
              today={query.data.logins.today}
              yesterday={query.data.logins.yesterday}
            />
            <section className="stat card" aria-label={t("online")}>
              <h2 className="stat__title">{t("online")}</h2>
              <p className="stat__value">{formatCount(query.data.onlineMembers)}</p>
              <p className="stat__compare muted small">{t("onlineHint")}</p>
            </section>
          </div>
          <p className="muted small">
            {t("timeZone", { zone: query.data.timeZone })} ·{" "}
            {t("updated", { time: formatDateTime(query.dataUpdatedAt, query.data.timeZone) })}
          </p>
          <LedgerProofNote />
        </div>
      )}
    </>
  );
}
