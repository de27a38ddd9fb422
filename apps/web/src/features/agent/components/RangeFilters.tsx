import { AGENT_RANGES, type AgentRange } from "@lotus/contracts";
import { FilterBar } from "@lotus/ui/data/FilterBar";
import type { FilterErrors, FilterField, FilterValues } from "@lotus/ui/data/filters";
import { useFilters } from "@lotus/ui/data/use-filters";
import { dayKey } from "@lotus/ui/format/format";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { type ReactNode, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useWhitelabel } from "../../../lib/queries";
import {
  chooseRange,
  customRangeProblem,
  DATE_FIELD,
  DEFAULT_RANGE,
  FROM_PARAM,
  RANGE_PARAM,
  type RangeChoice,
  rangeQuery,
  readRange,
} from "../model/ranges";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";

/** The account filter of the team pages (any depth of the downline), `account` in the URL. */
export const ACCOUNT_PARAM = "account";

export function accountFilter(label: string): FilterField {
  return { kind: "text", name: ACCOUNT_PARAM, label, maxLength: 64 };
}

/** Today (yyyy-MM-dd) in the brand's time zone (DESIGN §5). */
function useBrandToday(): string {
  const { timeZone } = useWhitelabel();
  return dayKey(Date.now(), timeZone);
}

/**
 * An agent page's filters kept in the URL: the range (a preset, or custom days shown only for a
 * custom range), then the page's own fields. A custom range the server would refuse stays in the
 * bar with its message and is never searched. `rangeAs: "tabs"` leaves the preset to RangeTabs.
 */
export function useAgentFilters({
  extra = [],
  rangeAs = "select",
}: {
  extra?: readonly FilterField[];
  rangeAs?: "select" | "tabs";
} = {}) {
  const { t } = useTranslation("agent");
  const today = useBrandToday();
  const [params] = useSearchParams();
  const custom = params.get(RANGE_PARAM) === "custom";
  const fields = useMemo<FilterField[]>(
    () => [
      ...(rangeAs === "select"
        ? [
            {
              kind: "select" as const,
              name: RANGE_PARAM,
              label: t("range.label"),
              required: true,
              defaultValue: DEFAULT_RANGE,
              options: AGENT_RANGES.map((range) => ({ value: range, label: t(`range.${range}`) })),
            },
          ]
        : []),
      ...(custom ? [{ kind: "dateRange" as const, name: DATE_FIELD, label: t("range.days") }] : []),
      ...extra,
    ],
    [t, rangeAs, custom, extra],
  );
  const validate = useCallback(
    (values: FilterValues): FilterErrors => {
      const problem = customRangeProblem(readRange({ ...values, [RANGE_PARAM]: "custom" }));
      return custom && problem ? { [FROM_PARAM]: t(`range.problem.${problem}`) } : {};
    },
    [t, custom],
  );
  const state = useFilters(fields, [], { validate });
  const range = readRange({ ...state.values, [RANGE_PARAM]: params.get(RANGE_PARAM) ?? DEFAULT_RANGE });
  const { setFilters: writeFilters } = state;
  // Picking a preset drops the custom days; picking custom starts from the days of the range before.
  const setFilters = useCallback(
    (changes: FilterValues) => {
      const next = changes[RANGE_PARAM];
      writeFilters(
        next === undefined ? changes : { ...changes, ...chooseRange(next as AgentRange, range, today) },
      );
    },
    [writeFilters, range, today],
  );
  // Only a hand-typed link can carry a custom range the server would refuse: nothing is searched then.
  const query: ReturnType<typeof rangeQuery> | undefined = state.applied ? rangeQuery(range) : undefined;
  return { fields, state: { ...state, setFilters }, range, query, today };
}

export type AgentFilters = ReturnType<typeof useAgentFilters>;

/** The query the team lists share: the range, the account filter when set, and the page. */
export function teamListQuery(filters: AgentFilters, pageSize: number) {
  const account = filters.state.values[ACCOUNT_PARAM] ?? "";
  return {
    ...(filters.query ?? { range: DEFAULT_RANGE }),
    ...(account ? { account } : {}),
    page: filters.state.page,
    pageSize,
  };
}

/** The filter bar of an agent page (range, custom days, the page's own fields). */
export function AgentFilterBar({ filters, children }: { filters: AgentFilters; children?: ReactNode }) {
  if (filters.fields.length === 0) return null;
  return (
    <div className="record-filter-bar">
      <FilterBar fields={filters.fields} state={filters.state}>
        {children}
      </FilterBar>
    </div>
  );
}

/** The preset ranges as tabs (team overview); the content is the chosen range's figures. */
export function RangeTabs({ filters, children }: { filters: AgentFilters; children: ReactNode }) {
  const { t } = useTranslation("agent");
  const choose = (range: RangeChoice["range"]) => filters.state.setFilters({ [RANGE_PARAM]: range });
  return (
    <Tabs
      label={t("range.label")}
      tabs={AGENT_RANGES.map((range) => ({ id: range, label: t(`range.${range}`) }))}
      active={filters.range.range}
      onChange={choose}
    >
      <AgentFilterBar filters={filters} />
      {children}
    </Tabs>
  );
}
