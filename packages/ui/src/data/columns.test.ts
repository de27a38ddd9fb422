import { describe, expect, it } from "vitest";
import { cellClass, type DataColumn, formatSort, nextSort, parseSort, toColumnDefs } from "./columns";

interface Member {
  account: string;
  balance: number;
}

const COLUMNS: DataColumn<Member>[] = [
  {
    id: "account",
    header: "Account",
    cell: (row) => row.account,
    sortValue: (row) => row.account,
    primary: true,
  },
  { id: "balance", header: "Balance", cell: (row) => row.balance, numeric: true, serverSortable: true },
];

describe("toColumnDefs", () => {
  it("lets the browser sort columns that have a sort value", () => {
    const defs = toColumnDefs(COLUMNS, false);
    expect(defs.map((def) => [def.id, def.header, def.enableSorting])).toEqual([
      ["account", "Account", true],
      ["balance", "Balance", false],
    ]);
  });

  it("lets the server sort only the columns it can sort", () => {
    expect(toColumnDefs(COLUMNS, true).map((def) => def.enableSorting)).toEqual([false, true]);
  });
});

describe("cards and cells", () => {
  it("aligns numbers and marks the card's title cell", () => {
    expect(cellClass(COLUMNS[1] as DataColumn<unknown>)).toBe("num");
    expect(cellClass(COLUMNS[0] as DataColumn<unknown>)).toBe("data-table__primary");
    expect(cellClass({ className: "mono" })).toBe("mono");
    expect(cellClass({})).toBeUndefined();
  });
});

describe("sort in the URL", () => {
  it("reads only known columns and directions", () => {
    expect(parseSort("balance:desc", ["balance"])).toEqual({ id: "balance", direction: "desc" });
    expect(parseSort("password:asc", ["balance"])).toBeNull();
    expect(parseSort("balance:sideways", ["balance"])).toBeNull();
    expect(parseSort(null, ["balance"])).toBeNull();
    expect(formatSort({ id: "balance", direction: "asc" })).toBe("balance:asc");
    expect(formatSort(null)).toBe("");
  });

  it("cycles a header through ascending, descending and unsorted", () => {
    const asc = nextSort(null, "balance");
    expect(asc).toEqual({ id: "balance", direction: "asc" });
    const desc = nextSort(asc, "balance");
    expect(desc).toEqual({ id: "balance", direction: "desc" });
    expect(nextSort(desc, "balance")).toBeNull();
    expect(nextSort(desc, "account")).toEqual({ id: "account", direction: "asc" });
  });
});
