import { REBATE_CATEGORIES, type VipLevelView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { formatAmount, formatCount } from "@lotus/ui/format/format";
import { Badge } from "@lotus/ui/status/Badge";
import { useTranslation } from "react-i18next";
import { useWhitelabel } from "../../../lib/queries";
import { rateText } from "../model/progress";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";

/** The ladder as a table: what reaches each level, what it keeps, its bonuses, rebates and limits. */
export function VipLadderTable({
  levels,
  currentRank,
}: {
  levels: readonly VipLevelView[];
  currentRank?: number;
}) {
  const { t } = useTranslation("vip");
  const { currency } = useWhitelabel();
  const money = (amount: number) => (amount > 0 ? formatAmount(amount, currency.symbol) : "—");
  const columns: DataColumn<VipLevelView>[] = [
    {
      id: "level",
      header: t("ladder.level"),
      primary: true,
      rowHeader: true,
      cell: (level) => (
        <span className="vip-ladder__level">
          {level.name}
          {level.rank === currentRank && <Badge tone="success">{t("ladder.yours")}</Badge>}
        </span>
      ),
    },
    {
      id: "deposit",
      header: t("ladder.deposit"),
      numeric: true,
      cell: (level) => money(level.depositRequired),
    },
    {
      id: "turnover",
      header: t("ladder.turnover"),
      numeric: true,
      cell: (level) => money(level.turnoverRequired),
    },
    {
      id: "maintenance",
      header: t("ladder.maintenance"),
      numeric: true,
      cell: (level) =>
        level.rank === 0 || level.maintenanceTurnover <= 0
          ? "—"
          : t("ladder.maintenanceValue", {
              amount: money(level.maintenanceTurnover),
              days: level.maintenanceDays,
            }),
    },
    {
      id: "upgrade",
      header: t("ladder.upgradeBonus"),
      numeric: true,
      cell: (level) => money(level.upgradeBonus),
    },
    {
      id: "birthday",
      header: t("ladder.birthdayBonus"),
      numeric: true,
      cell: (level) => money(level.birthdayBonus),
    },
    {
      id: "rebate",
      header: t("ladder.rebate"),
      cell: (level) => (
        <ul className="vip-ladder__rates">
          {REBATE_CATEGORIES.map((category) => (
            <li key={category}>
              <span>{t(`categories.${category}`)}</span>{" "}
              <span className="mono">{rateText(level.rebateRates[category])}</span>
            </li>
          ))}
        </ul>
      ),
    },
    { id: "cap", header: t("ladder.rebateCap"), numeric: true, cell: (level) => money(level.rebateDailyCap) },
    {
      id: "withdrawal",
      header: t("ladder.withdrawalLimit"),
      numeric: true,
      cell: (level) => money(level.withdrawalDailyLimit),
    },
    {
      id: "withdrawals",
      header: t("ladder.freeWithdrawals"),
      numeric: true,
      cell: (level) => formatCount(level.freeWithdrawals),
    },
  ];
  return (
    <DataTable
      label={t("ladder.title")}
      columns={columns}
      rows={levels}
      rowKey={(level) => level.id}
      rowClassName={(level) => (level.rank === currentRank ? "vip-ladder__row--current" : undefined)}
      className="vip-ladder"
    />
  );
}
