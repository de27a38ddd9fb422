import { type CallValue, REGISTRATION_SOURCES, type reportRegistrationsCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { formatCount } from "@lotus/ui/format/format";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { registrationsReportQuery } from "../api/reports-api";
import { type ReportFrame, ReportScreen, readRange, useRangeField, WithReportFrame } from "./ReportFrame";

type ReportRegistrationRow = CallValue<typeof reportRegistrationsCall>["list"][number];
const PAGE_SIZE = 31;
const COUNTS = [...REGISTRATION_SOURCES, "total"] as const;

/** New members by day and by where they came from (an agent's line, a referral, or directly). */
function RegistrationsReport({ frame }: { frame: ReportFrame }) {
  const { t } = useTranslation("reports");
  const rangeField = useRangeField();
  const fields = useMemo(() => [rangeField], [rangeField]);
  const filters = useFilters(fields);
  const range = readRange(filters, frame);
  const query = useQuery({
    ...registrationsReportQuery(frame.brandId, { ...range, page: filters.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const columns: DataColumn<ReportRegistrationRow>[] = [
    { id: "day", header: t("columns.day"), primary: true, className: "nowrap", cell: (row) => row.day },
    ...COUNTS.map(
      (source): DataColumn<ReportRegistrationRow> => ({
        id: source,
        header: t(`registrations.${source}`),
        numeric: true,
        cell: (row) => formatCount(row[source]),
      }),
    ),
  ];
  return (
    <ReportScreen report="registrations" frame={frame} fields={fields} filters={filters} range={range}>
      <PagedTable
        query={query}
        empty={t("empty")}
        onPage={filters.setPage}
        label={t("titles.registrations")}
        columns={columns}
        rowKey={(row) => row.day}
        totals={(data) =>
          Object.fromEntries(COUNTS.map((source) => [source, formatCount(data.totals[source])]))
        }
      />
    </ReportScreen>
  );
}

export default function RegistrationsReportPage() {
  return <WithReportFrame>{(frame) => <RegistrationsReport frame={frame} />}</WithReportFrame>;
}
