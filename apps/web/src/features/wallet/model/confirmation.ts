import type { C2C_CONFIRMATION_STATUSES } from "@lotus/contracts";

export type ConfirmAction = "received" | "not_received" | "partially_received";
type Status = (typeof C2C_CONFIRMATION_STATUSES)[number];

/**
 * What the withdrawer may still do with a payment (the server's rule): received or partially
 * received once it is being paid or paid; not received only after the payer reported paying;
 * partial receipt only for member-to-member payments (a bank payout is all or nothing).
 */
export function allowedActions(confirmation: { status: Status; source: "c2c" | "bank" }): ConfirmAction[] {
  const actions: ConfirmAction[] = [];
  if (confirmation.status !== "paid" && confirmation.status !== "awaiting_payment") return actions;
  actions.push("received");
  if (confirmation.status === "paid") actions.push("not_received");
  if (confirmation.source === "c2c") actions.push("partially_received");
  return actions;
}
