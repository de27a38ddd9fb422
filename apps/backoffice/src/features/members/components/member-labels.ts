/** Account types of SPEC §3/§6 the console names; others show as "type N". */
export const ACCOUNT_TYPES = [0, 1, 2, 41, 42, 6] as const;
export type EditableAccountType = (typeof ACCOUNT_TYPES)[number];
export const KNOWN_ACCOUNT_TYPES: readonly number[] = [0, 1, 2, 4, 6, 41, 42];

export function isEditableAccountType(value: number): value is EditableAccountType {
  return (ACCOUNT_TYPES as readonly number[]).includes(value);
}

export type StatusTone = "success" | "danger" | "warning" | "neutral";

export function statusTone(status: string): StatusTone {
  if (status === "active") return "success";
  if (status === "locked") return "danger";
  if (status === "disabled" || status === "closed") return "warning";
  return "neutral";
}
