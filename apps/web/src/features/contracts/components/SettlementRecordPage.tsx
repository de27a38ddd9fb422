import type { ContractType } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { dayKey, formatCount } from "@lotus/ui/format/format";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { addDays, rangeProblem } from "../../../components/records/day-range";
import { RecordFilterBar, RecordList } from "../../../components/records/RecordList";
import { RANGE_FIELD, useRangeFilters } from "../../../components/records/use-range-filters";
import { RECORDS_PER_PAGE } from "../../../lib/constants";
import type { MemberPageProps } from "../../../lib/member-pages";
import { type Settlement, settlementsQuery } from "../api/contracts-api";
import { RECORD_PAGE_TYPES } from "../model/pages";
import { periodLabel } from "../model/periods";
import { rateText, SettlementStatusBadge, useFormats } from "./parts";

/** Days a record page opens on: a month, so a monthly dividend shows too. */
const DEFAULT_DAYS = 31;

/**
 * One contract type's settlements by period (dividend record, daily wages, hourly and real-time
 * salary): the inputs (team bets, net loss, active members), the version and rate used, the amount
 * and whether it was paid, waits for approval or was rejected.
 */
function SettlementRecords({ type }: { type: ContractType }) {
  const { t } = useTranslation("contracts");
  const { money, timeZone } = useFormats();
  const today = dayKey(Date.now(), timeZone);
  const fields = useMemo<FilterField[]>(
    () => [{ kind: "dateRange", name: RANGE_FIELD, label: t("records.period") }],
    [t],
  );
  const initial = useMemo(() => ({ from: addDays(today, -(DEFAULT_DAYS - 1)), to: today }), [today]);
  const state = useRangeFilters(fields, initial);
  const { range, page, setPage } = state;
  const problem = rangeProblem(range, today);
  const records = useQuery({
    ...settlementsQuery({
      type,
      ...(range.from ? { from: range.from } : {}),
      ...(range.to ? { to: range.to } : {}),
      page,
      pageSize: RECORDS_PER_PAGE,
    }),
    enabled: !problem,
  });
  const dividend = type === "dividend";

  const columns: DataColumn<Settlement>[] = [
    {
      id: "period",
      header: t("records.period"),
      primary: true,
      cell: (row) => (
        <span>
          {periodLabel(row.periodStart, row.periodEnd, timeZone)}
          {row.kind === "correction" && (
            <span className="contract-record__kind">
              <Badge tone="info">{t("records.correction")}</Badge>
            </span>
          )}
        </span>
      ),
    },
    {
      id: "version",
      header: t("details.version"),
      cell: (row) => t("details.versionNumber", { n: row.version }),
    },
    {
      id: "turnover",
      header: t("records.teamTurnover"),
      numeric: true,
      cell: (row) => money(row.teamTurnover),
    },
    { id: "netLoss", header: t("records.teamNetLoss"), numeric: true, cell: (row) => money(row.teamNetLoss) },
    {
      id: "active",
      header: t("records.activeMembers"),
      numeric: true,
      cell: (row) => formatCount(row.activeMembers),
    },
    ...(dividend
      ? [
          {
            id: "carryIn",
            header: t("records.carryIn"),
            numeric: true,
            cell: (row: Settlement) => money(row.carryIn),
          },
        ]
      : []),
    { id: "rate", header: t("rows.rate"), numeric: true, cell: (row) => rateText(row.rateBp) },
    { id: "gross", header: t("records.gross"), numeric: true, cell: (row) => money(row.gross) },
    {
      id: "children",
      header: t("records.childrenGross"),
      numeric: true,
      cell: (row) => money(row.childrenGross),
    },
    { id: "amount", header: t("records.amount"), numeric: true, cell: (row) => money(row.amount) },
    {
      id: "status",
      header: t("details.status"),
      cell: (row) => <SettlementStatusBadge status={row.status} />,
    },
  ];

  return (
    <div className="contracts-records">
      <p className="field__hint">{t(`records.intro.${type}`)}</p>
      <RecordFilterBar
        fields={fields}
        state={state}
        problem={problem ? t(`records.range.${problem}`) : undefined}
      />
      {!problem && (
        <RecordList
          query={records}
          label={t("records.caption", { type: t(`types.${type}`) })}
          columns={columns}
          rowKey={(row) => row.id}
          empty={t("records.none")}
          page={page}
          pageSize={RECORDS_PER_PAGE}
          onPage={setPage}
          totals={(data) => ({
            period: t("records.total", { count: data.total }),
            amount: money(data.totalAmount),
          })}
        />
      )}
    </div>
  );
}

export function DividendRecordPage(_props: MemberPageProps) {
  return <SettlementRecords type={RECORD_PAGE_TYPES.dividendRecord} />;
}

export function DailyWagesPage(_props: MemberPageProps) {
  return <SettlementRecords type={RECORD_PAGE_TYPES.dailyWages} />;
}

export function HourlySalaryPage(_props: MemberPageProps) {
  return <SettlementRecords type={RECORD_PAGE_TYPES.hourlySalary} />;
}

export function RealtimeSalaryPage(_props: MemberPageProps) {
  return <SettlementRecords type={RECORD_PAGE_TYPES.realtimeSalary} />;
}
