import { describe, expect, it } from "vitest";
import { depositFilterErrors } from "./filters";

const messages = { reference: "bad reference", range: "bad range" };

describe("the showcase's filter checks", () => {
  it("accepts an empty filter, a full reference in any case and a range in order", () => {
    expect(depositFilterErrors({}, messages)).toEqual({});
    expect(
      depositFilterErrors(
        { kitReference: "dp-100231", kitDayFrom: "2026-11-02", kitDayTo: "2026-11-02" },
        messages,
      ),
    ).toEqual({});
  });

  it("explains a reference that is not DP- and six digits under the reference field", () => {
    expect(depositFilterErrors({ kitReference: "DP-1002" }, messages)).toEqual({
      kitReference: "bad reference",
    });
    expect(depositFilterErrors({ kitReference: "100231" }, messages)).toEqual({
      kitReference: "bad reference",
    });
  });

  it("explains an end day before the start day under the end field", () => {
    expect(depositFilterErrors({ kitDayFrom: "2026-11-05", kitDayTo: "2026-11-03" }, messages)).toEqual({
      kitDayTo: "bad range",
    });
  });
});
