import type { ReactNode } from "react";
import { DataTable, type DataTableProps } from "./DataTable";
import { Paginator } from "./Paginator";
import { type QueryState, QueryView } from "./QueryView";
import { EmptyState } from "./states";

/** One page of a server list, as the list endpoints answer it. */
export interface PageResult<Row> {
  list: readonly Row[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PagedTableProps<Row, Data extends PageResult<Row>>
  extends Omit<DataTableProps<Row>, "rows" | "paging" | "totals"> {
  query: QueryState<Data>;
  /** The line shown when the page has no rows. */
  empty: string;
  onPage: (page: number) => void;
  /** A closing row of totals the server sent with the page. */
  totals?: (data: Data) => Partial<Record<string, ReactNode>>;
  /** Between the table and the pages (a note on the times shown). */
  footer?: ReactNode;
}

/** A server list page by page: loading, error with retry, the list's own empty line, or the table and its pages. */
export function PagedTable<Row, Data extends PageResult<Row>>({
  query,
  empty,
  onPage,
  totals,
  footer,
  ...table
}: PagedTableProps<Row, Data>) {
  return (
    <QueryView query={query} isEmpty={(data) => data.list.length === 0} empty={<EmptyState title={empty} />}>
      {(data) => (
        <>
          <DataTable {...table} rows={data.list} totals={totals?.(data)} />
          {footer}
          <Paginator page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
        </>
      )}
    </QueryView>
  );
}
