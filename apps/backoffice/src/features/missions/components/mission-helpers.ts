import type { MissionCounter } from "@lotus/contracts";
import type { TFunction } from "i18next";

type Money = (amount: number) => string;

/** Counters whose target is money; the others count bets, deposits or a profile step. */
export const AMOUNT_COUNTERS: readonly MissionCounter[] = ["valid_turnover", "deposit_amount"];

/** What a mission asks, in words: "Valid turnover 500.00 (SLOT)", "Profile: bind phone". */
export function targetText(
  t: TFunction<["missions", "common"]>,
  mission: { counter: MissionCounter; target: number; gameType: string | null; profileAction: string | null },
  money: Money,
): string {
  if (mission.counter === "profile")
    return t("targets.profile", {
      action: t(`profileActions.${mission.profileAction ?? "bind_phone"}` as never),
    });
  const amount = AMOUNT_COUNTERS.includes(mission.counter) ? money(mission.target) : String(mission.target);
  const text = `${t(`counters.${mission.counter}`)}: ${amount}`;
  return mission.gameType ? `${text} (${mission.gameType})` : text;
}

/** What a mission or a prize gives: cash (with its turnover), points, tickets. */
export function rewardText(
  t: TFunction<["missions", "common"]>,
  reward: { rewardCash: number; rewardPoints: number; rewardTickets: number; turnoverMultiple?: number },
  money: Money,
): string {
  const parts: string[] = [];
  if (reward.rewardCash > 0)
    parts.push(
      reward.turnoverMultiple
        ? t("rewards.cashTurnover", { amount: money(reward.rewardCash), multiple: reward.turnoverMultiple })
        : money(reward.rewardCash),
    );
  if (reward.rewardPoints > 0) parts.push(t("rewards.points", { count: reward.rewardPoints }));
  if (reward.rewardTickets > 0) parts.push(t("rewards.tickets", { count: reward.rewardTickets }));
  return parts.join(" · ");
}

/** A `datetime-local` value in the operator's browser time, or "" for none. */
export function toLocalInput(epochMs: number | null | undefined): string {
  if (epochMs === null || epochMs === undefined) return "";
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Epoch ms of a `datetime-local` value; null when empty, NaN-safe (an unreadable value stays as typed for the schema to refuse). */
export function fromLocalInput(value: string): number | null | string {
  if (!value.trim()) return null;
  const at = new Date(value).getTime();
  return Number.isFinite(at) ? at : value;
}

/** A number typed in a text field: the number, or the text itself so the schema names the field. */
export function numberOf(value: string): number | string {
  const text = value.trim().replace(/,/g, "");
  if (text === "") return "";
  const number = Number(text);
  return Number.isFinite(number) ? number : value;
}
