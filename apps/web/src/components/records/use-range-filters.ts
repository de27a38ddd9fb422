import type { FilterField } from "@lotus/ui/data/filters";
import { useFilters } from "@lotus/ui/data/use-filters";
import { useEffect } from "react";
import type { DayRange } from "./day-range";

/** The date-range field of every record list: `dateFrom` and `dateTo` in the URL. */
export const RANGE_FIELD = "date";
const FROM = `${RANGE_FIELD}From`;
const TO = `${RANGE_FIELD}To`;

/**
 * A record list's filters kept in the URL, opening on `initial` (the last days up to today): with
 * no range in the URL the default is written there, so the inputs show what is searched.
 */
export function useRangeFilters(fields: readonly FilterField[], initial: DayRange) {
  const state = useFilters(fields);
  const from = state.values[FROM] ?? "";
  const to = state.values[TO] ?? "";
  const unset = !from && !to;
  const { setFilters } = state;
  useEffect(() => {
    if (unset) setFilters({ [FROM]: initial.from, [TO]: initial.to });
  }, [unset, initial.from, initial.to, setFilters]);
  const range: DayRange = unset ? initial : { from, to };
  const values = unset ? { ...state.values, [FROM]: initial.from, [TO]: initial.to } : state.values;
  return { ...state, values, range };
}

export type RangeFilterState = ReturnType<typeof useRangeFilters>;
