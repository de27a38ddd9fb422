import { auditListCall } from "@lotus/contracts";
import type { FilterValues } from "@lotus/ui/data/filters";
import { dayBoundary } from "@lotus/ui/format/format";
import { defined, type SchemaOutput } from "../../../lib/form";

/** The URL parameters of the audit filter; the date range is the kit's `at` range (yyyy-MM-dd). */
export const AUDIT_PARAMS = {
  operatorId: "operatorId",
  targetType: "targetType",
  targetId: "targetId",
  action: "action",
  from: "atFrom",
  to: "atTo",
} as const;

type AuditParam = (typeof AUDIT_PARAMS)[keyof typeof AUDIT_PARAMS];
export type AuditProblems = Partial<Record<AuditParam, "format" | "range">>;
type AuditListQuery = SchemaOutput<NonNullable<typeof auditListCall.query>>;

const PARAM_OF_QUERY_KEY: Record<string, AuditParam> = AUDIT_PARAMS;

/**
 * The call's query for the filter values, checked with the contract; problems come back per URL
 * parameter (an operator id that is no id, a date range the wrong way round).
 */
export function toQuery(
  values: FilterValues,
  page: number,
  pageSize: number,
): { ok: true; query: AuditListQuery } | { ok: false; problems: AuditProblems } {
  const text = (param: AuditParam) => values[param]?.trim() || undefined;
  const fromDay = text(AUDIT_PARAMS.from);
  const toDay = text(AUDIT_PARAMS.to);
  const from = fromDay ? dayBoundary(fromDay, "start") : undefined;
  const to = toDay ? dayBoundary(toDay, "end") : undefined;
  const problems: AuditProblems = {};
  if (fromDay && from === undefined) problems[AUDIT_PARAMS.from] = "format";
  if (toDay && to === undefined) problems[AUDIT_PARAMS.to] = "format";
  if (from !== undefined && to !== undefined && from > to) problems[AUDIT_PARAMS.to] = "range";
  const parsed = defined(auditListCall.query).safeParse({
    operatorId: text(AUDIT_PARAMS.operatorId),
    targetType: text(AUDIT_PARAMS.targetType),
    targetId: text(AUDIT_PARAMS.targetId),
    action: text(AUDIT_PARAMS.action),
    from,
    to,
    page,
    pageSize,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const param = PARAM_OF_QUERY_KEY[String(issue.path[0])];
      if (param) problems[param] ??= "format";
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, query: parsed.data };
}

/** The filter's problems as messages under the fields (for the kit FilterBar's validation). */
export function auditFilterErrors(
  values: FilterValues,
  messages: { format: string; range: string },
): Partial<Record<string, string>> {
  const checked = toQuery(values, 1, 1);
  if (checked.ok) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const [param, kind] of Object.entries(checked.problems)) errors[param] = messages[kind];
  return errors;
}
