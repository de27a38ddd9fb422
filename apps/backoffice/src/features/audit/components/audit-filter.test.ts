import { describe, expect, it } from "vitest";
import { EMPTY_FILTER, readFilter, toQuery, writeFilter } from "./audit-filter";

const OPERATOR = "2b1f0c3e-8d8a-4c4e-9b1a-0f5d3c2e1a90";

describe("audit filter", () => {
  it("round-trips through the address, leaving out what is empty", () => {
    const filter = { ...EMPTY_FILTER, action: "operator.login", from: "2025-01-02", page: 3 };
    const params = new URLSearchParams(writeFilter(filter));
    expect(params.toString()).toBe("action=operator.login&from=2025-01-02&page=3");
    expect(readFilter(params)).toEqual(filter);
    expect(readFilter(new URLSearchParams("page=-4"))).toEqual(EMPTY_FILTER);
  });

  it("turns dates into the whole days in browser time", () => {
    const result = toQuery(
      { ...EMPTY_FILTER, operatorId: OPERATOR, from: "2025-01-02", to: "2025-01-02" },
      50,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.query.operatorId).toBe(OPERATOR);
    expect(result.query.from).toBe(new Date(2025, 0, 2).getTime());
    expect(result.query.to).toBe(new Date(2025, 0, 3).getTime() - 1);
    expect(result.query.pageSize).toBe(50);
    expect(result.query.targetType).toBeUndefined();
  });

  it("refuses an operator id that is no id and a range the wrong way round", () => {
    expect(toQuery({ ...EMPTY_FILTER, operatorId: "alice" }, 20)).toEqual({
      ok: false,
      problems: { operatorId: "format" },
    });
    expect(toQuery({ ...EMPTY_FILTER, from: "2025-02-01", to: "2025-01-01" }, 20)).toEqual({
      ok: false,
      problems: { to: "range" },
    });
    expect(toQuery({ ...EMPTY_FILTER, from: "2025-02-31" }, 20)).toEqual({
      ok: false,
      problems: { from: "format" },
    });
  });
});
