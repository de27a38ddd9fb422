/**
 * The console's form helpers on top of the kit's contract form binding (@lotus/ui/form): the
 * binding itself is re-exported so feature code keeps one import; what follows is the console's
 * own handling of edit forms (PATCH bodies, nullable texts, per-language texts).
 */
export {
  applyServerErrors,
  type BodyOf,
  type ContractSchema,
  contractResolver,
  defined,
  describeIssue,
  flattenErrors,
  issuesToFieldErrors,
  nestErrors,
  type SchemaOutput,
  type ValidationMessage,
} from "@lotus/ui/form/contract-form";

/** Only the top-level fields whose value differs from where the form started, for PATCH calls. */
export function changedFrom<T extends Record<string, unknown>>(values: T, initial: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (JSON.stringify(values[key]) !== JSON.stringify(initial[key])) changed[key] = values[key];
  }
  return changed;
}

/** Empty text inputs mean "none" for nullable fields. */
export function emptyToNull(value: unknown): string | null {
  if (typeof value !== "string") return value === undefined ? null : (value as string | null);
  return value.trim() === "" ? null : value;
}

/** Removes blank entries from a per-language text, so the site falls back to EN instead of showing nothing. */
export function withoutBlankLanguages<T extends Record<string, string | undefined>>(
  text: T,
  isBlank = (value: string) => value.trim() === "",
): T {
  return Object.fromEntries(
    Object.entries(text).filter(([, value]) => value !== undefined && !isBlank(value)),
  ) as T;
}
