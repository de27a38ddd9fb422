import type { ContractSchema } from "../../../lib/form";

/**
 * List filters kept in the address (so back, reload and links from other screens keep them):
 * text fields as typed, the page as a number. The contract's query schema decides what is valid.
 */
export type Filter<K extends string> = Record<K, string> & { page: number };

export function readFilter<K extends string>(params: URLSearchParams, keys: readonly K[]): Filter<K> {
  const filter = { page: 1 } as Filter<K>;
  for (const key of keys) (filter as Record<string, string>)[key] = params.get(key)?.trim() ?? "";
  const page = Number(params.get("page"));
  filter.page = Number.isInteger(page) && page > 0 ? page : 1;
  return filter;
}

export function writeFilter<K extends string>(filter: Filter<K>, keys: readonly K[]): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const key of keys) {
    const value = (filter as Record<string, string>)[key]?.trim();
    if (value) entries[key] = value;
  }
  if (filter.page > 1) entries.page = String(filter.page);
  return entries;
}

/**
 * The call's query for a filter: blank fields left out, and fields the contract refuses (an
 * address edited by hand) dropped rather than failing the whole screen. `dropped` names them.
 */
export function filterToQuery<K extends string, Q>(
  schema: ContractSchema<Q>,
  filter: Filter<K>,
  keys: readonly K[],
  pageSize: number,
): { query: Q; dropped: K[] } {
  const input: Record<string, unknown> = { page: filter.page, pageSize };
  for (const key of keys) {
    const value = (filter as Record<string, string>)[key];
    if (value) input[key] = value;
  }
  const dropped: K[] = [];
  for (let attempt = 0; attempt <= keys.length + 1; attempt++) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return { query: parsed.data, dropped };
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (key === "page") input.page = 1;
      else if ((keys as readonly string[]).includes(key) && key in input) {
        delete input[key];
        dropped.push(key as K);
      }
    }
  }
  throw new Error("the list query schema refuses an empty filter");
}

/** A yyyy-MM-dd day range: which end is wrong (not a day, or the range backwards). */
export function dayRangeProblem(from: string, to: string): { from?: "format"; to?: "format" | "range" } {
  const problems: { from?: "format"; to?: "format" | "range" } = {};
  if (from && !isDay(from)) problems.from = "format";
  if (to && !isDay(to)) problems.to = "format";
  if (!problems.from && !problems.to && from && to && from > to) problems.to = "range";
  return problems;
}

function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
