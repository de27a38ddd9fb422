import { QueryView } from "@lotus/ui/data/QueryView";
import { formatCount, formatDateTime } from "@lotus/ui/format/format";
import { Money } from "@lotus/ui/format/Money";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../../../components/ui/Icon";
import { useWhitelabel } from "../../../lib/queries";
import { type TeamOverview, teamOverviewQuery } from "../api/agent-api";
import { RangeNote } from "./parts";
import { RangeTabs, useAgentFilters } from "./RangeFilters";

/** agentTeamOverview (the default page): the team's figures over today, yesterday, this week, this month or a range. */
export function TeamOverviewPage() {
  const filters = useAgentFilters({ rangeAs: "tabs" });
  const overview = useQuery({
    ...teamOverviewQuery(filters.query ?? { range: "today" }),
    enabled: filters.query !== undefined,
  });
  return (
    <div className="agent-page">
      <RangeTabs filters={filters}>
        {filters.query && <QueryView query={overview}>{(data) => <OverviewCards data={data} />}</QueryView>}
      </RangeTabs>
    </div>
  );
}

function OverviewCards({ data }: { data: TeamOverview }) {
  const { t } = useTranslation("agent");
  const { currency, timeZone } = useWhitelabel();
  const money = (amount: number) => <Money amount={amount} symbol={currency.symbol} />;
  return (
    <>
      <RangeNote from={data.from} to={data.to} />
      <ul className="agent-cards">
        <Card
          icon="users"
          label={t("overview.teamSize")}
          note={t("overview.direct", { count: data.directDownlines })}
        >
          {formatCount(data.teamSize)}
        </Card>
        <Card icon="user" label={t("overview.newMembers")}>
          {formatCount(data.newMembers)}
        </Card>
        <Card icon="target" label={t("overview.activeMembers")}>
          {formatCount(data.activeMembers)}
        </Card>
        <Card icon="arrowDown" label={t("overview.deposits")}>
          {money(data.deposits)}
        </Card>
        <Card icon="arrowUp" label={t("overview.withdrawals")}>
          {money(data.withdrawals)}
        </Card>
        <Card icon="game" label={t("overview.bets")} note={t("overview.betCount", { count: data.betCount })}>
          {money(data.bets)}
        </Card>
        <Card icon="chart" label={t("overview.winLoss")} note={t("overview.winLossNote")}>
          {money(data.memberWinLoss)}
        </Card>
        <Card icon="award" label={t("overview.myIncome")} highlight>
          {money(data.myIncome)}
        </Card>
      </ul>
      {data.rolledUpAt !== null && (
        <p className="agent-note">
          {t("overview.rolledUpAt", { time: formatDateTime(data.rolledUpAt, timeZone) })}
        </p>
      )}
    </>
  );
}

function Card({
  icon,
  label,
  note,
  highlight = false,
  children,
}: {
  icon: IconName;
  label: string;
  note?: string;
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={`agent-card${highlight ? " agent-card--highlight" : ""}`}>
      <span className="agent-card__icon">
        <Icon name={icon} size={20} />
      </span>
      <span className="agent-card__label">{label}</span>
      <span className="agent-card__value">{children}</span>
      {note && <span className="agent-card__note">{note}</span>}
    </li>
  );
}
