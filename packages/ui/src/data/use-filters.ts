import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { SortValue } from "./columns";
import { formatSort, parseSort } from "./columns";
import {
  checkChange,
  clearFilters,
  type FilterErrors,
  type FilterField,
  type FilterValidator,
  type FilterValues,
  hasErrors,
  readFilters,
  readPage,
  writeFilters,
  writePage,
} from "./filters";

const SORT_PARAM = "sort";
const NO_ERRORS: FilterErrors = {};

interface FilterOptions {
  /**
   * Messages for values the list must not be filtered by (an id that is no id, a range the wrong
   * way round). Such values stay in the bar with their message and never reach the URL.
   */
  validate?: FilterValidator;
}

/** A list's filters, page and sort, read from and written to the URL query. */
export function useFilters(
  fields: readonly FilterField[],
  sortable: readonly string[] = [],
  { validate }: FilterOptions = {},
) {
  const [params, setParams] = useSearchParams();
  const current = useMemo(() => readFilters(params, fields), [params, fields]);
  // Values typed but not valid yet: shown in the bar, kept out of the URL.
  const [pending, setPending] = useState<FilterValues>({});
  const values = useMemo(() => ({ ...current, ...pending }), [current, pending]);
  const errors = validate ? validate(values) : NO_ERRORS;
  // Only a link typed by hand can carry invalid filters; such a list has no query to run.
  const applied = validate && hasErrors(validate(current)) ? null : current;
  const page = readPage(params);
  const sort = parseSort(params.get(SORT_PARAM), sortable);
  const setFilters = useCallback(
    (changes: FilterValues) => {
      if (!validate) {
        setParams((url) => writeFilters(url, changes), { replace: true });
        return;
      }
      const checked = checkChange(current, pending, changes, validate);
      setPending(checked.pending);
      const apply = checked.apply;
      if (apply) setParams((url) => writeFilters(url, apply), { replace: true });
    },
    [setParams, validate, current, pending],
  );
  const reset = useCallback(() => {
    setPending({});
    setParams((url) => clearFilters(url, fields));
  }, [setParams, fields]);
  const setPage = useCallback((next: number) => setParams((url) => writePage(url, next)), [setParams]);
  const setSort = useCallback(
    (next: SortValue | null) =>
      setParams((url) => writeFilters(url, { [SORT_PARAM]: formatSort(next) }), { replace: true }),
    [setParams],
  );
  return { values, errors, applied, page, sort, setFilters, reset, setPage, setSort };
}

export type FilterState = ReturnType<typeof useFilters>;
