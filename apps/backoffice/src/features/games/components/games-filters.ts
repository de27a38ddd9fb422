import type { ContractSchema } from "../../../lib/form";

/**
 * A list's filter as the kit's FilterBar keeps it in the address (text as typed, choices the
 * fields accept) plus the page; the contract's query schema decides what the call may send.
 */
export type Filter<K extends string> = Record<K, string> & { page: number };

/** The filter of the named keys out of the kit's filter state (`useFilters`); missing keys are blank. */
export function listFilter<K extends string>(
  state: { values: Readonly<Record<string, string>>; page: number },
  keys: readonly K[],
): Filter<K> {
  const filter = { page: state.page } as Filter<K>;
  for (const key of keys) (filter as Record<string, string>)[key] = state.values[key] ?? "";
  return filter;
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
