import { getCoreRowModel, getSortedRowModel, type SortingState, useReactTable } from "@tanstack/react-table";
import { Fragment, type MouseEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  cellClass,
  type DataColumn,
  fromSorting,
  nextSort,
  type SortValue,
  toColumnDefs,
  toSorting,
} from "./columns";
import { Paginator, type PaginatorProps } from "./Paginator";

export interface DataTableProps<Row> {
  /** Names the table for screen readers (and the scroll region). */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Server sorting: the current sort and where to send a change. Without it, sorting is in the browser. */
  sort?: SortValue | null;
  onSort?: (sort: SortValue | null) => void;
  /** Server paging through the kit Paginator. */
  paging?: PaginatorProps;
  /** Buttons at the end of each row. */
  rowActions?: (row: Row) => ReactNode;
  /** A full-width row under the row (e.g. its details, opened by a row action); nothing when null. */
  rowDetail?: (row: Row) => ReactNode;
  /** Drill-down: a click anywhere on the row (links and buttons inside keep their own click). */
  onRowClick?: (row: Row) => void;
  /** A closing row of totals by column id; the first column says "Total" when it has none. */
  totals?: Partial<Record<string, ReactNode>>;
  compact?: boolean;
  /** A visible caption over the table (what the marks in it mean). */
  caption?: ReactNode;
  /** Extra class on the table, for a screen's own cell layout. */
  className?: string;
  /** Extra class on a row (e.g. a switched-off rule drawn faint). */
  rowClassName?: (row: Row) => string | undefined;
}

const joinClasses = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ") || undefined;

/** A header cell's classes: the column's cell classes and its own. */
const headerClass = <Row,>(column: DataColumn<Row> | undefined) =>
  column ? joinClasses(cellClass(column), column.headerClassName) : undefined;

const INTERACTIVE = "a, button, input, select, textarea, label, [role='button']";

/** A list as a table on wide screens and as labelled cards on phones (≤ 640 px), never wider than the page. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  paging,
  rowActions,
  rowDetail,
  onRowClick,
  totals,
  compact = false,
  caption,
  className,
  rowClassName,
}: DataTableProps<Row>) {
  const { t } = useTranslation("ui");
  const serverSort = onSort !== undefined;
  const [clientSorting, setClientSorting] = useState<SortingState>([]);
  const sorting = serverSort ? toSorting(sort ?? null) : clientSorting;
  const table = useReactTable({
    data: rows as Row[],
    columns: toColumnDefs(columns, serverSort),
    state: { sorting },
    manualSorting: serverSort,
    enableSortingRemoval: true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => rowKey(row),
  });
  const toggleSort = (id: string) => {
    const next = nextSort(fromSorting(sorting), id);
    if (serverSort) onSort(next);
    else setClientSorting(toSorting(next));
  };
  const rowClick = (row: Row) => (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as Element).closest(INTERACTIVE)) return;
    onRowClick?.(row);
  };
  const firstId = columns[0]?.id;

  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="table-wrap data-table-wrap" aria-label={label} tabIndex={0}>
        <table
          className={`table data-table${compact ? " table--compact" : ""}${className ? ` ${className}` : ""}`}
        >
          {caption && <caption>{caption}</caption>}
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = columns.find((entry) => entry.id === header.column.id);
                  const direction = header.column.getIsSorted();
                  const header_text = String(header.column.columnDef.header);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={headerClass(column)}
                      aria-sort={
                        direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="data-table__sort"
                          title={t(direction === "asc" ? "table.sortDescending" : "table.sortAscending")}
                          onClick={() => toggleSort(header.column.id)}
                        >
                          {header_text}
                          <span className="data-table__sort-mark" aria-hidden="true">
                            {direction === "asc" ? "▲" : direction === "desc" ? "▼" : "↕"}
                          </span>
                        </button>
                      ) : (
                        (column?.headerContent ?? header_text)
                      )}
                    </th>
                  );
                })}
                {rowActions && (
                  <th scope="col" className="actions">
                    <span className="visually-hidden">{t("table.actions")}</span>
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const detail = rowDetail?.(row.original);
              return (
                <Fragment key={row.id}>
                  <tr
                    className={joinClasses(
                      onRowClick ? "data-table__row--link" : "",
                      rowClassName?.(row.original),
                    )}
                    onClick={onRowClick ? rowClick(row.original) : undefined}
                  >
                    {row.getVisibleCells().map((cell) => {
                      const column = columns.find((entry) => entry.id === cell.column.id);
                      const Cell = column?.rowHeader ? "th" : "td";
                      return (
                        <Cell
                          key={cell.id}
                          scope={column?.rowHeader ? "row" : undefined}
                          className={column ? cellClass(column) : undefined}
                          data-label={column?.primary ? undefined : column?.header}
                        >
                          {/* Called, not mounted: a new renderer each render would remount the cell and drop an input's focus. */}
                          {column?.cell(row.original)}
                        </Cell>
                      );
                    })}
                    {rowActions && <td className="actions">{rowActions(row.original)}</td>}
                  </tr>
                  {detail != null && (
                    <tr className="data-table__detail">
                      <td colSpan={columns.length + (rowActions ? 1 : 0)}>{detail}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
          {totals && (
            <tfoot>
              <tr className="data-table__totals">
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={cellClass({ ...column, primary: false })}
                    data-label={column.header}
                  >
                    {totals[column.id] ?? (column.id === firstId ? t("table.total") : null)}
                  </td>
                ))}
                {rowActions && <td />}
              </tr>
            </tfoot>
          )}
        </table>
      </section>
      {paging && <Paginator {...paging} />}
    </>
  );
}
