import { type FieldRule, fieldMessage, matchesRule, patternById, patternMessage } from "@lotus/contracts";

export type PreviewResult =
  | { state: "hidden" }
  | { state: "empty" }
  | { state: "missing"; message: string }
  | { state: "ok" }
  | { state: "error"; message: string };

/**
 * A sample value checked the way the site checks a registration field (SPEC §5): hidden when the
 * field is off; empty is refused ("missing") only when required; otherwise pattern and length, with the
 * pattern's message and (min)/(max) filled in; the confirmation must equal the password.
 */
export function previewRule(
  rule: Pick<FieldRule, "field" | "enabled" | "required" | "patternId" | "minLength" | "maxLength">,
  sample: string,
  context: { label: string; language: string; password?: string },
): PreviewResult {
  if (!rule.enabled) return { state: "hidden" };
  if (sample === "") {
    return rule.required
      ? { state: "missing", message: fieldMessage("empty", context.language, { field: context.label }) }
      : { state: "empty" };
  }
  if (!matchesRule(rule, sample)) return { state: "error", message: patternMessage(rule, context.language) };
  if (rule.field === "confirmPassword" && context.password !== undefined && sample !== context.password) {
    return { state: "error", message: fieldMessage("confirmMismatch", context.language) };
  }
  return { state: "ok" };
}

/** The pattern's EN message as the select shows it, with this row's limits filled in. */
export function patternOption(patternId: number, minLength: number, maxLength: number): string {
  const pattern = patternById(patternId);
  return `${patternId} · ${pattern.message.EN.replace("(min)", String(minLength)).replace("(max)", String(maxLength))}`;
}

/** Rules the schema cannot express: limits in order, and a required field must be shown. */
export function ruleProblems(
  rules: readonly Pick<FieldRule, "enabled" | "required" | "minLength" | "maxLength">[],
  messages: { minAboveMax: string; requiredHidden: string },
): Record<string, string> {
  const problems: Record<string, string> = {};
  rules.forEach((rule, index) => {
    if (rule.minLength > rule.maxLength) problems[`rules.${index}.maxLength`] = messages.minAboveMax;
    if (rule.required && !rule.enabled) problems[`rules.${index}.required`] = messages.requiredHidden;
  });
  return problems;
}
