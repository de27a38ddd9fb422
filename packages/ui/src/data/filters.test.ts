import { describe, expect, it } from "vitest";
import {
  checkChange,
  clearFilters,
  type FilterField,
  hasFilters,
  readFilters,
  readPage,
  writeFilters,
  writePage,
} from "./filters";

const FIELDS: FilterField[] = [
  { kind: "text", name: "q", label: "Account", maxLength: 5 },
  {
    kind: "status",
    name: "status",
    label: "Status",
    options: [
      { value: "pending", label: "Pending" },
      { value: "confirmed", label: "Confirmed" },
    ],
  },
  { kind: "dateRange", name: "created", label: "Created" },
];

const query = (text: string) => new URLSearchParams(text);

describe("readFilters", () => {
  it("reads every field, trimming text to its length", () => {
    expect(readFilters(query("q=%20alice99%20&status=pending&createdFrom=2025-03-01"), FIELDS)).toEqual({
      q: "alice",
      status: "pending",
      createdFrom: "2025-03-01",
      createdTo: "",
    });
  });

  it("drops values the fields do not offer and days that do not exist", () => {
    expect(readFilters(query("status=hacked&createdFrom=2025-02-30&createdTo=tomorrow"), FIELDS)).toEqual({
      q: "",
      status: "",
      createdFrom: "",
      createdTo: "",
    });
  });

  it("puts a backwards date range in order", () => {
    const values = readFilters(query("createdFrom=2025-03-09&createdTo=2025-03-01"), FIELDS);
    expect([values.createdFrom, values.createdTo]).toEqual(["2025-03-01", "2025-03-09"]);
  });
});

describe("a required choice", () => {
  const BY: FilterField[] = [
    {
      kind: "select",
      name: "by",
      label: "Search by",
      required: true,
      options: [
        { value: "account", label: "Account" },
        { value: "mobile", label: "Mobile" },
      ],
    },
  ];

  it("falls back to the first option and does not count as a filter", () => {
    expect(readFilters(query(""), BY)).toEqual({ by: "account" });
    expect(readFilters(query("by=nonsense"), BY)).toEqual({ by: "account" });
    expect(hasFilters(readFilters(query("by=account"), BY), BY)).toBe(false);
    expect(hasFilters(readFilters(query("by=mobile"), BY), BY)).toBe(true);
  });

  it("may default to another option, e.g. a queue showing pending items first", () => {
    const QUEUE: FilterField[] = [
      {
        kind: "status",
        name: "status",
        label: "Status",
        required: true,
        defaultValue: "pending",
        options: [
          { value: "all", label: "All" },
          { value: "pending", label: "Pending" },
        ],
      },
    ];
    expect(readFilters(query(""), QUEUE)).toEqual({ status: "pending" });
    expect(readFilters(query("status=all"), QUEUE)).toEqual({ status: "all" });
    expect(hasFilters({ status: "pending" }, QUEUE)).toBe(false);
    expect(hasFilters({ status: "all" }, QUEUE)).toBe(true);
  });
});

describe("writing the query", () => {
  it("sets a filter, removes an emptied one and starts paging over", () => {
    const next = writeFilters(query("q=bob&status=pending&page=4&sort=createdAt:desc"), {
      q: "",
      status: "confirmed",
    });
    expect(next.toString()).toBe("status=confirmed&sort=createdAt%3Adesc");
  });

  it("resets only the fields' own parameters", () => {
    const next = clearFilters(query("q=bob&createdTo=2025-01-01&page=2&sort=amount:asc"), FIELDS);
    expect(next.toString()).toBe("sort=amount%3Aasc");
    expect(hasFilters(readFilters(next, FIELDS), FIELDS)).toBe(false);
    expect(hasFilters(readFilters(query("q=bob"), FIELDS), FIELDS)).toBe(true);
  });

  it("keeps page 1 out of the URL and reads bad pages as 1", () => {
    expect(writePage(query("q=bob"), 3).toString()).toBe("q=bob&page=3");
    expect(writePage(query("q=bob&page=3"), 1).toString()).toBe("q=bob");
    expect(readPage(query("page=3"))).toBe(3);
    expect(readPage(query("page=-2"))).toBe(1);
    expect(readPage(query("page=2.5"))).toBe(1);
    expect(readPage(query(""))).toBe(1);
  });
});

describe("checkChange (validated filters)", () => {
  // A reference must be digits; the range must not end before it starts.
  const validate = (values: Record<string, string>) => ({
    ...(values.ref && !/^\d+$/.test(values.ref) ? { ref: "Digits only" } : {}),
    ...(values.createdFrom && values.createdTo && values.createdFrom > values.createdTo
      ? { createdTo: "Ends before it starts" }
      : {}),
  });
  const current = { ref: "42", createdFrom: "2025-01-01", createdTo: "2025-01-31" };

  it("applies a valid change at once, trimmed", () => {
    expect(checkChange(current, {}, { ref: " 77 " }, validate)).toEqual({
      apply: { ref: "77" },
      pending: {},
    });
  });

  it("keeps an invalid value pending and applies nothing, so the last valid query stays", () => {
    expect(checkChange(current, {}, { ref: "abc" }, validate)).toEqual({
      apply: null,
      pending: { ref: "abc" },
    });
    expect(checkChange(current, {}, { createdFrom: "2025-02-01" }, validate)).toEqual({
      apply: null,
      pending: { createdFrom: "2025-02-01" },
    });
  });

  it("holds back other changes while a pending value is still wrong, and sends them all once it is fixed", () => {
    const waiting = checkChange(current, { ref: "abc" }, { createdTo: "2025-02-28" }, validate);
    expect(waiting).toEqual({ apply: null, pending: { ref: "abc", createdTo: "2025-02-28" } });
    expect(checkChange(current, waiting.pending, { ref: "9" }, validate)).toEqual({
      apply: { ref: "9", createdTo: "2025-02-28" },
      pending: {},
    });
  });

  it("lets the other end of a range fix it", () => {
    const wrong = checkChange(current, {}, { createdFrom: "2025-02-01" }, validate);
    expect(checkChange(current, wrong.pending, { createdTo: "2025-02-10" }, validate).apply).toEqual({
      createdFrom: "2025-02-01",
      createdTo: "2025-02-10",
    });
  });
});
