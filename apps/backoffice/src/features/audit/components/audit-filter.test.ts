import { readFilters } from "@lotus/ui/data/filters";
import { describe, expect, it } from "vitest";
import { AUDIT_PARAMS, auditFilterErrors, toQuery } from "./audit-filter";

const OPERATOR = "2b1f0c3e-8d8a-4c4e-9b1a-0f5d3c2e1a90";
const MESSAGES = {
  format: "The format is not valid",
  range: "The end date must not be before the start date",
};

describe("audit filter", () => {
  it("turns the dates into whole days in browser time and leaves out what is empty", () => {
    const result = toQuery(
      { operatorId: OPERATOR, targetType: "", atFrom: "2025-01-02", atTo: "2025-01-02" },
      3,
      50,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.query.operatorId).toBe(OPERATOR);
    expect(result.query.from).toBe(new Date(2025, 0, 2).getTime());
    expect(result.query.to).toBe(new Date(2025, 0, 3).getTime() - 1);
    expect(result.query.page).toBe(3);
    expect(result.query.pageSize).toBe(50);
    expect(result.query.targetType).toBeUndefined();
  });

  it("refuses an operator id that is no id and a range the wrong way round", () => {
    expect(toQuery({ operatorId: "alice" }, 1, 20)).toEqual({
      ok: false,
      problems: { operatorId: "format" },
    });
    expect(toQuery({ atFrom: "2025-02-01", atTo: "2025-01-01" }, 1, 20)).toEqual({
      ok: false,
      problems: { atTo: "range" },
    });
    expect(toQuery({ atFrom: "2025-02-31" }, 1, 20)).toEqual({ ok: false, problems: { atFrom: "format" } });
    expect(toQuery({ action: "x".repeat(65) }, 1, 20)).toEqual({ ok: false, problems: { action: "format" } });
  });

  it("gives the filter bar a message under each field that is wrong, and none when all is well", () => {
    expect(
      auditFilterErrors({ operatorId: "alice", atFrom: "2025-02-01", atTo: "2025-01-01" }, MESSAGES),
    ).toEqual({
      operatorId: MESSAGES.format,
      atTo: MESSAGES.range,
    });
    expect(auditFilterErrors({ operatorId: OPERATOR, action: "operator.login" }, MESSAGES)).toEqual({});
  });

  it("reads its dates from the address parameters of the kit's date range", () => {
    const values = readFilters(new URLSearchParams("atFrom=2025-01-02&atTo=2025-01-05&action=brand.update"), [
      { kind: "text", name: AUDIT_PARAMS.action, label: "Action" },
      { kind: "dateRange", name: "at", label: "Date" },
    ]);
    const result = toQuery(values, 1, 25);
    expect(result.ok && result.query.from).toBe(new Date(2025, 0, 2).getTime());
    expect(result.ok && result.query.action).toBe("brand.update");
  });
});
