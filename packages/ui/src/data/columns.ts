import type { ColumnDef, SortingState } from "@tanstack/react-table";
import type { ReactNode } from "react";

/** One column of a DataTable, described by the feature. */
export interface DataColumn<Row> {
  id: string;
  /** The translated header; also the label of the value on a phone's card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value sorting compares; a column without one (and without server sorting) is not sortable. */
  sortValue?: (row: Row) => string | number | null | undefined;
  /** Sortable by the server (the feature passes the sort to its query). */
  serverSortable?: boolean;
  /** Numbers align right with tabular digits. */
  numeric?: boolean;
  /** Extra class on every cell, e.g. "mono" or "nowrap". */
  className?: string;
  /** The row's title on a phone's card (shown first, without a label). */
  primary?: boolean;
  /** The cells name their row for screen readers (`<th scope="row">`), as in a matrix. */
  rowHeader?: boolean;
  /** What the header cell draws when more than its text (badges); `header` stays its name. */
  headerContent?: ReactNode;
  /** Extra class on the header cell only. */
  headerClassName?: string;
}

export type SortDirection = "asc" | "desc";
export interface SortValue {
  id: string;
  direction: SortDirection;
}

/** The feature's columns as TanStack column definitions, with the sorting each allows. */
export function toColumnDefs<Row>(
  columns: readonly DataColumn<Row>[],
  serverSort: boolean,
): ColumnDef<Row>[] {
  return columns.map((column) => {
    const sortValue = column.sortValue;
    const sortable = serverSort ? column.serverSortable === true : sortValue !== undefined;
    return {
      id: column.id,
      header: column.header,
      accessorFn: sortValue ? (row: Row) => sortValue(row) ?? "" : () => "",
      cell: (context) => column.cell(context.row.original),
      enableSorting: sortable,
      sortUndefined: "last",
      meta: { column },
    } satisfies ColumnDef<Row>;
  });
}

/** `createdAt:desc` (the URL form) as a sort; null for anything else. */
export function parseSort(raw: string | null | undefined, allowed: readonly string[]): SortValue | null {
  const match = /^([\w.-]+):(asc|desc)$/.exec(raw ?? "");
  if (!match?.[1] || !allowed.includes(match[1])) return null;
  return { id: match[1], direction: match[2] as SortDirection };
}

export function formatSort(sort: SortValue | null): string {
  return sort ? `${sort.id}:${sort.direction}` : "";
}

export function toSorting(sort: SortValue | null): SortingState {
  return sort ? [{ id: sort.id, desc: sort.direction === "desc" }] : [];
}

export function fromSorting(sorting: SortingState): SortValue | null {
  const first = sorting[0];
  return first ? { id: first.id, direction: first.desc ? "desc" : "asc" } : null;
}

/** The next sort when a header is clicked: ascending, then descending, then none. */
export function nextSort(current: SortValue | null, id: string): SortValue | null {
  if (current?.id !== id) return { id, direction: "asc" };
  return current.direction === "asc" ? { id, direction: "desc" } : null;
}

/** The cell classes of a column (numbers right-aligned, the feature's own class). */
export function cellClass(
  column: Pick<DataColumn<unknown>, "numeric" | "className" | "primary">,
): string | undefined {
  const classes = [
    column.numeric ? "num" : "",
    column.primary ? "data-table__primary" : "",
    column.className ?? "",
  ];
  return classes.filter(Boolean).join(" ") || undefined;
}
