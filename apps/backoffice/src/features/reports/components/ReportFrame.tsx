import { formatAmount, REPORT_MAX_DAYS, type ReportName } from "@lotus/contracts";
import { FilterBar } from "@lotus/ui/data/FilterBar";
import type { FilterField } from "@lotus/ui/data/filters";
import { ErrorState, useErrorText } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import type { FilterState } from "@lotus/ui/data/use-filters";
import { formatDateTime } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { reportsDashboardQuery } from "../../dashboard/api/dashboard-api";
import { type CsvQuery, downloadReportCsv } from "../api/reports-api";
import { FROM_PARAM, RANGE_FIELD, REPORT_PATHS, TO_PARAM } from "./report-links";
import {
  type DayRange,
  effectiveRange,
  matchQuickRange,
  QUICK_RANGES,
  quickRange,
  rangeTooLong,
  todayIn,
} from "./report-range";
import "./reports.css";

/** What every report screen shows its figures in: the brand's time zone, currency and roll-up time. */
export interface ReportFrame {
  brandId: string;
  timeZone: string;
  currencyCode: string;
  /** The brand's current business day. */
  today: string;
  money: (amount: number) => string;
  rolledUpAt: number | null;
}

/**
 * Waits for the brand's time zone and currency (the reports dashboard call carries both, under the
 * same permission), then draws the report with them.
 */
export function WithReportFrame({ children }: { children: (frame: ReportFrame) => ReactNode }) {
  const brandId = useBrandId();
  const query = useQuery(reportsDashboardQuery(brandId));
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { timeZone, currency, rolledUpAt } = query.data;
  return children({
    brandId,
    timeZone,
    currencyCode: currency.code,
    today: todayIn(timeZone),
    money: (amount) => formatAmount(amount, currency.symbol),
    rolledUpAt,
  });
}

/** The date range field every report starts its filter bar with. */
export function useRangeField(): FilterField {
  const { t } = useTranslation("reports");
  return { kind: "dateRange", name: RANGE_FIELD, label: t("range") };
}

/** The range the report reads from the URL (the last 7 days when none is chosen). */
export function readRange(filters: Pick<FilterState, "values">, frame: ReportFrame): DayRange {
  return effectiveRange(filters.values[FROM_PARAM] ?? "", filters.values[TO_PARAM] ?? "", frame.today);
}

function ReportNav({ current }: { current: ReportName }) {
  const { t } = useTranslation("reports");
  return (
    <nav className="report-nav" aria-label={t("nav.label")}>
      {(Object.keys(REPORT_PATHS) as ReportName[]).map((report) => (
        <NavLink
          key={report}
          to={REPORT_PATHS[report]}
          end
          className={report === current ? "report-nav__link report-nav__link--current" : "report-nav__link"}
          aria-current={report === current ? "page" : undefined}
        >
          {t(`nav.${report}`)}
        </NavLink>
      ))}
    </nav>
  );
}

function QuickRanges({
  range,
  today,
  onPick,
}: {
  range: DayRange;
  today: string;
  onPick: (r: DayRange) => void;
}) {
  const { t } = useTranslation("reports");
  const current = matchQuickRange(range, today);
  return (
    <fieldset className="plain-fieldset quick-ranges">
      <legend className="visually-hidden">{t("quick.label")}</legend>
      {QUICK_RANGES.map((name) => (
        <button
          key={name}
          type="button"
          className="btn btn--ghost btn--small"
          aria-pressed={current === name}
          onClick={() => onPick(quickRange(name, today))}
        >
          {t(`quick.${name}`)}
        </button>
      ))}
    </fieldset>
  );
}

function CsvButton({ report, query, disabled }: { report: ReportName; query: CsvQuery; disabled: boolean }) {
  const { t } = useTranslation("reports");
  const errorText = useErrorText();
  const brandId = useBrandId();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await downloadReportCsv(brandId, report, query);
    } catch (error) {
      toast(t("csvFailed", { reason: errorText(error) }), "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<Icon name="download" />} busy={busy} disabled={disabled} onClick={() => void save()}>
      {t("csv")}
    </Button>
  );
}

interface ReportScreenProps {
  report: ReportName;
  frame: ReportFrame;
  fields: readonly FilterField[];
  filters: FilterState;
  range: DayRange;
  /** The report's own filters for the CSV (the range is added here). */
  csvFilters?: Omit<CsvQuery, "from" | "to">;
  /** Where the figures came from, e.g. a way back up the drill-down. */
  context?: ReactNode;
  children: ReactNode;
}

/** A report: the section's tabs, filters with quick ranges and CSV, the figures, and their units. */
export function ReportScreen({
  report,
  frame,
  fields,
  filters,
  range,
  csvFilters,
  context,
  children,
}: ReportScreenProps) {
  const { t } = useTranslation("reports");
  const tooLong = rangeTooLong(range);
  const pickRange = (next: DayRange) => filters.setFilters({ [FROM_PARAM]: next.from, [TO_PARAM]: next.to });
  return (
    <>
      <PageHeader title={t(`titles.${report}`)} description={t(`descriptions.${report}`)} />
      <div className="stack stack--lg">
        <ReportNav current={report} />
        <Card>
          <div className="stack">
            <FilterBar fields={fields} state={filters}>
              <CsvButton report={report} query={{ ...csvFilters, ...range }} disabled={tooLong} />
            </FilterBar>
            <QuickRanges range={range} today={frame.today} onPick={pickRange} />
          </div>
        </Card>
        {context}
        <p className="muted small">
          {t("units", { from: range.from, to: range.to, zone: frame.timeZone, currency: frame.currencyCode })}
          {frame.rolledUpAt !== null &&
            ` · ${t("rolledUp", { time: formatDateTime(frame.rolledUpAt, frame.timeZone) })}`}
        </p>
        {tooLong ? (
          <p className="alert alert--error" role="alert">
            {t("tooLong", { days: REPORT_MAX_DAYS })}
          </p>
        ) : (
          <Card className="card--flush">{children}</Card>
        )}
      </div>
    </>
  );
}
