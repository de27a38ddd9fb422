import { bankAccountAddCall, paymentPasswordSetCall, transferDownlineCall } from "@lotus/contracts";

/**
 * Field checks on the contracts' own schemas (DESIGN §7), so a form refuses what the server would
 * refuse; each returns a problem key the form translates, or undefined.
 */
const schemas = {
  paymentPassword: paymentPasswordSetCall.body?.shape.paymentPassword,
  accountNumber: bankAccountAddCall.body?.shape.accountNumber,
  downlineAccount: transferDownlineCall.body?.shape.account,
};

const passes = (schema: { safeParse(value: unknown): { success: boolean } } | undefined, value: string) =>
  schema?.safeParse(value).success === true;

/** Six digits (SPEC §5 money password). */
export function paymentPasswordProblem(value: string): "required" | "format" | undefined {
  if (value === "") return "required";
  return passes(schemas.paymentPassword, value) ? undefined : "format";
}

/** 6 to 24 digits, spaces ignored as typed. */
export function accountNumberProblem(value: string): "required" | "format" | undefined {
  const digits = value.replace(/\s/g, "");
  if (digits === "") return "required";
  return passes(schemas.accountNumber, digits) ? undefined : "format";
}

export function downlineAccountProblem(value: string): "required" | "format" | undefined {
  if (value.trim() === "") return "required";
  return passes(schemas.downlineAccount, value) ? undefined : "format";
}
