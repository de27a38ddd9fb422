import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { FilterBar } from "@lotus/ui/data/FilterBar";
import type { FilterField } from "@lotus/ui/data/filters";
import { type QueryState, QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import type { ReactNode } from "react";
import type { RangeFilterState } from "./use-range-filters";
import "@lotus/ui/styles/data.css";
import "../../styles/data-views.css";

/** The filters of a record list and, when the range cannot be searched, why (translated by the page). */
export function RecordFilterBar({
  fields,
  state,
  problem,
  children,
}: {
  fields: readonly FilterField[];
  state: RangeFilterState;
  problem?: string;
  children?: ReactNode;
}) {
  return (
    <div className="record-filter-bar">
      {children}
      <FilterBar fields={fields} state={state} />
      {problem && (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

interface RecordPage<Row> {
  list: Row[];
  total: number;
}

/** One page of records: loading, error with retry, the page's own empty line, or the table and its pages. */
export function RecordList<Row, Data extends RecordPage<Row>>({
  query,
  label,
  columns,
  rowKey,
  empty,
  page,
  pageSize,
  onPage,
  rowActions,
  rowDetail,
  totals,
}: {
  query: QueryState<Data>;
  label: string;
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  rowActions?: (row: Row) => ReactNode;
  /** A row's details under it (an opened round), or null. */
  rowDetail?: (row: Row) => ReactNode;
  totals?: (data: Data) => Partial<Record<string, ReactNode>>;
}) {
  return (
    <QueryView query={query} isEmpty={(data) => data.list.length === 0} empty={<EmptyState title={empty} />}>
      {(data) => (
        <DataTable
          label={label}
          columns={columns}
          rows={data.list}
          rowKey={rowKey}
          rowActions={rowActions}
          rowDetail={rowDetail}
          totals={totals?.(data)}
          paging={{ page, pageSize, total: data.total, onPage }}
        />
      )}
    </QueryView>
  );
}
