import type { FilterField } from "@lotus/ui/data/filters";
import { dayKey } from "@lotus/ui/format/format";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  RANGE_FIELD,
  type RangeFilterState,
  useRangeFilters,
} from "../../../components/records/use-range-filters";
import { useWhitelabel } from "../../../lib/queries";
import { matchingQuickRange, QUICK_RANGES, quickRange, rangeProblem } from "../model/records";
import "./records.css";

/** Today (yyyy-MM-dd) in the brand's time zone (DESIGN §5). */
export function useBrandToday(): string {
  const { timeZone } = useWhitelabel();
  return dayKey(Date.now(), timeZone);
}

/**
 * A game record list's filters in the URL: the date range (brand time zone, the last 7 days at
 * first) then the page's own fields, with the translated reason a range cannot be searched.
 */
export function useGameRecordFilters(extra: readonly FilterField[] = []) {
  const { t } = useTranslation("games");
  const today = useBrandToday();
  const fields = useMemo<FilterField[]>(
    () => [{ kind: "dateRange", name: RANGE_FIELD, label: t("records.time") }, ...extra],
    [t, extra],
  );
  const initial = useMemo(() => quickRange("week", today), [today]);
  const state = useRangeFilters(fields, initial);
  const problem = rangeProblem(state.range, today);
  return { fields, state, today, problem: problem ? t(`records.range.${problem}`) : undefined };
}

/** Today, yesterday and the last 7 days: one tap searches that range. */
export function QuickRanges({ state, today }: { state: RangeFilterState; today: string }) {
  const { t } = useTranslation("games");
  const chosen = matchingQuickRange(state.range, today);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields to wrap in a fieldset
    <div className="record-filters__quick" role="group" aria-label={t("records.quick.label")}>
      {QUICK_RANGES.map((kind) => (
        <button
          key={kind}
          type="button"
          className="tag-chip"
          aria-pressed={chosen === kind}
          onClick={() => {
            const range = quickRange(kind, today);
            state.setFilters({ [`${RANGE_FIELD}From`]: range.from, [`${RANGE_FIELD}To`]: range.to });
          }}
        >
          {t(`records.quick.${kind}`)}
        </button>
      ))}
    </div>
  );
}
