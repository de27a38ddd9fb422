import type { MinorUnits } from "@lotus/contracts";
import { useTranslation } from "react-i18next";
import type { MyBet } from "../api/live-api";
import { toMinorAmount } from "../model/chips";

/** The member's own outcome of the round under the felt: the win, no win, a stake back, or a refund. */
export function MyRoundLine({
  bet,
  voided,
  stake,
  money,
}: {
  /** The member's play in the round once revealed (settled or still being paid). */
  bet: MyBet | undefined;
  voided: boolean;
  stake: MinorUnits;
  money: (minor: MinorUnits) => string;
}) {
  const { t } = useTranslation("live");
  let line: { text: string; tone: "win" | "plain" } | null = null;
  if (voided) line = { text: t("myRound.refund", { amount: money(stake) }), tone: "plain" };
  else if (bet && bet.status === "won")
    line = { text: t("myRound.won", { amount: money(toMinorAmount(bet.win)) }), tone: "win" };
  else if (bet && bet.status === "push")
    line = { text: t("myRound.push", { amount: money(toMinorAmount(bet.win)) }), tone: "plain" };
  else if (bet && bet.status === "lost") line = { text: t("myRound.lost"), tone: "plain" };
  if (!line) return null;
  return (
    <p className={`live-mine live-mine--${line.tone}`} role="status" data-testid="live-my-round">
      {line.text}
    </p>
  );
}
