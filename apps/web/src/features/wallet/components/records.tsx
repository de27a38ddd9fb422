import type { FilterField } from "@lotus/ui/data/filters";
import { dayKey } from "@lotus/ui/format/format";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RANGE_FIELD, useRangeFilters } from "../../../components/records/use-range-filters";
import { useMoney } from "../hooks/use-money";
import { defaultRange, rangeProblem } from "../model/record-filters";

export { Paginator } from "@lotus/ui/data/Paginator";
export { QueryView } from "@lotus/ui/data/QueryView";
export { EmptyState } from "@lotus/ui/data/states";
export { RecordFilterBar, RecordList } from "../../../components/records/RecordList";

/** Today in the brand's time zone (yyyy-MM-dd). */
export function useToday(): string {
  const { timeZone } = useMoney();
  return dayKey(Date.now(), timeZone);
}

/**
 * A wallet record list's filters in the URL: the date range (brand time zone, the last 7 days at
 * first) and one more filter (type or status), with the translated reason a range cannot be searched.
 */
export function useWalletRecordFilters<O extends string>(option: {
  name: "type" | "status";
  label: string;
  values: readonly O[];
  text: (value: O) => string;
}) {
  const { t } = useTranslation("wallet");
  const today = useToday();
  const { name, label, values, text } = option;
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: "dateRange", name: RANGE_FIELD, label: t("records.time") },
      {
        kind: "select",
        name,
        label,
        allLabel: t("records.all"),
        options: values.map((value) => ({ value, label: text(value) })),
      },
    ],
    [t, name, label, values, text],
  );
  const initial = useMemo(() => defaultRange(today), [today]);
  const state = useRangeFilters(fields, initial);
  const problem = rangeProblem(state.range, today);
  const chosen = state.values[name] ?? "";
  return {
    fields,
    state,
    /** The extra filter, one of `values`, or "" for all. */
    option: (values as readonly string[]).includes(chosen) ? (chosen as O) : ("" as const),
    problem: problem ? t(`records.range.${problem}`) : undefined,
  };
}
