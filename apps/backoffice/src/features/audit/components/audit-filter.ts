import { auditListCall } from "@lotus/contracts";
import { defined, type SchemaOutput } from "../../../lib/form";
import { dayBoundary } from "../../../lib/format";

/** The audit filter as kept in the address: dates as yyyy-MM-dd, the rest as typed. */
export interface AuditFilter {
  operatorId: string;
  targetType: string;
  targetId: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

export const EMPTY_FILTER: AuditFilter = {
  operatorId: "",
  targetType: "",
  targetId: "",
  action: "",
  from: "",
  to: "",
  page: 1,
};
const TEXT_KEYS = ["operatorId", "targetType", "targetId", "action", "from", "to"] as const;

export function readFilter(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = { ...EMPTY_FILTER };
  for (const key of TEXT_KEYS) filter[key] = params.get(key)?.trim() ?? "";
  const page = Number(params.get("page"));
  filter.page = Number.isInteger(page) && page > 0 ? page : 1;
  return filter;
}

export function writeFilter(filter: AuditFilter): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const key of TEXT_KEYS) if (filter[key]) entries[key] = filter[key];
  if (filter.page > 1) entries.page = String(filter.page);
  return entries;
}

/**
 * The call's query for a filter, checked with the contract; problems come back per field
 * (an operator id that is no id, a date range the wrong way round).
 */
export function toQuery(
  filter: AuditFilter,
  pageSize: number,
):
  | { ok: true; query: SchemaOutput<NonNullable<typeof auditListCall.query>> }
  | { ok: false; problems: Partial<Record<keyof AuditFilter, "format" | "range">> } {
  const from = filter.from ? dayBoundary(filter.from, "start") : undefined;
  const to = filter.to ? dayBoundary(filter.to, "end") : undefined;
  const problems: Partial<Record<keyof AuditFilter, "format" | "range">> = {};
  if (filter.from && from === undefined) problems.from = "format";
  if (filter.to && to === undefined) problems.to = "format";
  if (from !== undefined && to !== undefined && from > to) problems.to = "range";
  const parsed = defined(auditListCall.query).safeParse({
    operatorId: filter.operatorId || undefined,
    targetType: filter.targetType || undefined,
    targetId: filter.targetId || undefined,
    action: filter.action || undefined,
    from,
    to,
    page: filter.page,
    pageSize,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string" && key in EMPTY_FILTER) problems[key as keyof AuditFilter] = "format";
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, query: parsed.data };
}
