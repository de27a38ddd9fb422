import type { LotteryResultView, LotteryRoundDetail } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { EmptyState } from "@lotus/ui/data/states";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../finance/components/money";
import { KenoResult } from "./KenoResult";
import { prizeRows } from "./lottery-helpers";
import { LineStatusBadge, PrizeTable } from "./parts";

/** What every list of bet lines shows of a line (a draw's lines, a member's ticket). */
type ShownLine = Pick<
  LotteryRoundDetail["lines"][number],
  "market" | "numbers" | "points" | "stake" | "status" | "win"
>;

/**
 * The columns a bet line has wherever it is listed, by name: each list puts them in its own order
 * among its own columns.
 */
export function useLineColumns<Line extends ShownLine>() {
  const { t } = useTranslation("lottery");
  const money = useMoney();
  return {
    market: {
      id: "market",
      header: t("lines.fields.market"),
      cell: (line) => t(`marketNames.${line.market}`),
    },
    numbers: {
      id: "numbers",
      header: t("lines.fields.numbers"),
      className: "mono",
      cell: (line) =>
        line.numbers.length === 0 ? (
          <span className="muted">{t("lines.noNumbers")}</span>
        ) : (
          line.numbers.join(", ")
        ),
    },
    points: { id: "points", header: t("lines.fields.points"), numeric: true, cell: (line) => line.points },
    stake: {
      id: "stake",
      header: t("lines.fields.stake"),
      numeric: true,
      className: "nowrap",
      cell: (line) => money(line.stake),
    },
    status: {
      id: "status",
      header: t("lines.fields.status"),
      cell: (line) => <LineStatusBadge status={line.status} />,
    },
    win: {
      id: "win",
      header: t("lines.fields.win"),
      numeric: true,
      className: "nowrap",
      cell: (line) => money(line.win),
    },
  } satisfies Record<string, DataColumn<Line>>;
}

/** The full result: the prize table (lô/đề formats) or the 20 Keno balls in order with their facts. */
export function ResultBlock({ result, status }: { result: LotteryResultView | null; status: string }) {
  const { t } = useTranslation("lottery");
  if (result?.balls && result.balls.length > 0) return <KenoResult balls={result.balls} />;
  if (prizeRows(result).length === 0)
    return <EmptyState title={status === "void" ? t("result.voidNone") : t("result.notDrawn")} />;
  return <PrizeTable result={result} />;
}
