import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { FilterBar } from "@lotus/ui/data/FilterBar";
import type { FilterErrors, FilterField, FilterValues } from "@lotus/ui/data/filters";
import { EmptyState } from "@lotus/ui/data/states";
import { useFilters } from "@lotus/ui/data/use-filters";
import { dayKey } from "@lotus/ui/format/format";
import { Money } from "@lotus/ui/format/Money";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";
import { SAMPLE_DEPOSITS, SAMPLE_SYMBOL, SAMPLE_TIME_ZONE, type SampleDeposit } from "./sample-deposits";

/** The sample's own URL parameters, so they cannot clash with a page's. */
const PARAMS = { reference: "kitReference", day: "kitDay" } as const;
const REFERENCE = /^DP-\d{6}$/;

/** Checks of the sample's filters: a reference is DP- and six digits; a range ends after it starts. */
export function depositFilterErrors(
  values: FilterValues,
  messages: { reference: string; range: string },
): FilterErrors {
  const errors: FilterErrors = {};
  const reference = values[PARAMS.reference]?.trim() ?? "";
  if (reference && !REFERENCE.test(reference.toUpperCase())) errors[PARAMS.reference] = messages.reference;
  const from = values[`${PARAMS.day}From`] ?? "";
  const to = values[`${PARAMS.day}To`] ?? "";
  if (from && to && from > to) errors[`${PARAMS.day}To`] = messages.range;
  return errors;
}

function matches(row: SampleDeposit, values: FilterValues): boolean {
  const reference = values[PARAMS.reference]?.toUpperCase() ?? "";
  const from = values[`${PARAMS.day}From`] ?? "";
  const to = values[`${PARAMS.day}To`] ?? "";
  const day = dayKey(row.createdAt, SAMPLE_TIME_ZONE);
  return (!reference || row.reference === reference) && (!from || day >= from) && (!to || day <= to);
}

/** Filters kept in this page's URL: reload or share the address and the list comes back the same. */
function FilterSample() {
  const { t } = useTranslation("kit");
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "text",
        name: PARAMS.reference,
        label: t("filters.reference"),
        placeholder: "DP-100231",
        maxLength: 12,
      },
      { kind: "dateRange", name: PARAMS.day, label: t("filters.day") },
    ],
    [t],
  );
  const validate = useCallback(
    (values: FilterValues) =>
      depositFilterErrors(values, { reference: t("filters.badReference"), range: t("filters.badRange") }),
    [t],
  );
  const filters = useFilters(fields, [], { validate });
  const columns = useMemo<DataColumn<SampleDeposit>[]>(
    () => [
      { id: "reference", header: t("table.reference"), cell: (row) => row.reference, primary: true },
      { id: "day", header: t("filters.day"), cell: (row) => dayKey(row.createdAt, SAMPLE_TIME_ZONE) },
      {
        id: "amount",
        header: t("table.amount"),
        cell: (row) => <Money amount={row.amount} symbol={SAMPLE_SYMBOL} />,
        numeric: true,
      },
    ],
    [t],
  );
  const applied = filters.applied;
  const rows = applied ? SAMPLE_DEPOSITS.filter((row) => matches(row, applied)) : [];
  return (
    <div className="stack">
      <p className="muted small">{t("filters.hint")}</p>
      <FilterBar fields={fields} state={filters} />
      {rows.length > 0 ? (
        <DataTable
          label={t("filters.results")}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.reference}
          compact
        />
      ) : (
        <EmptyState title={t("filters.noMatch")} />
      )}
    </div>
  );
}

export const filterSamples: KitSample = {
  group: "filters",
  importPaths: ["@lotus/ui/data/FilterBar", "@lotus/ui/data/use-filters", "@lotus/ui/data/filters"],
  Sample: FilterSample,
};
