import type { DownlineKind } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DateTime } from "@lotus/ui/format/DateTime";
import { formatAmount } from "@lotus/ui/format/format";
import { Badge } from "@lotus/ui/status/Badge";
import { useTranslation } from "react-i18next";
import { useWhitelabel } from "../../../lib/queries";

/** The days a range resolved to, as the server echoed them. */
export function RangeNote({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation("agent");
  return (
    <p className="agent-note">
      {from === to ? t("range.on", { day: from }) : t("range.between", { from, to })}
    </p>
  );
}

/**
 * A win/loss from the players' side with its sign: a team's win in the success colour, a loss in the
 * danger colour (the text carries the sign too).
 */
export function WinLoss({ amount }: { amount: number }) {
  const { currency } = useWhitelabel();
  const tone = amount > 0 ? "win" : amount < 0 ? "loss" : "even";
  return (
    <span className={`agent-win-loss agent-win-loss--${tone}`}>
      {amount > 0 ? "+" : ""}
      {formatAmount(amount, currency.symbol)}
    </span>
  );
}

/** Amounts of a page in the brand's currency (SPEC §9: two decimals, comma thousands). */
export function useAmount(): (amount: number) => string {
  const { currency } = useWhitelabel();
  return (amount) => formatAmount(amount, currency.symbol);
}

/** A downline's account with its kind, and under it its nickname (when any) and level. */
export function DownlineAccount({
  account,
  kind,
  level,
  nickname,
}: {
  account: string;
  kind: DownlineKind;
  level: number;
  nickname?: string | null;
}) {
  const { t } = useTranslation("agent");
  return (
    <span className="agent-account">
      <span className="agent-account__name">{account}</span>
      <Badge tone={kind === "agent" ? "info" : "neutral"}>{t(`kinds.${kind}`)}</Badge>
      <span className="agent-note-inline">
        {nickname ? `${nickname} · ` : ""}
        {t("downlines.level", { level })}
      </span>
    </span>
  );
}

/** The first columns of the team's record lists: when, and whose (account and level). */
export function useRecordColumns<Row extends { time: number; account: string; level: number }>(
  timeHeader: string,
): DataColumn<Row>[] {
  const { t } = useTranslation("agent");
  const { timeZone } = useWhitelabel();
  return [
    {
      id: "time",
      header: timeHeader,
      primary: true,
      cell: (row) => <DateTime at={row.time} timeZone={timeZone} />,
    },
    {
      id: "account",
      header: t("filters.account"),
      cell: (row) => (
        <span>
          {row.account}
          <span className="agent-note-inline">{t("downlines.level", { level: row.level })}</span>
        </span>
      ),
    },
  ];
}
