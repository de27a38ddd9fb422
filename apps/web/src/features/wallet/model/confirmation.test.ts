import { C2C_CONFIRMATION_STATUSES } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { allowedActions } from "./confirmation";

describe("allowedActions", () => {
  it("offers every answer for a reported member-to-member payment", () => {
    expect(allowedActions({ status: "paid", source: "c2c" })).toEqual([
      "received",
      "not_received",
      "partially_received",
    ]);
  });

  it("needs a reported payment before not received", () => {
    expect(allowedActions({ status: "awaiting_payment", source: "c2c" })).toEqual([
      "received",
      "partially_received",
    ]);
  });

  it("has no partial receipt for bank payouts", () => {
    expect(allowedActions({ status: "paid", source: "bank" })).toEqual(["received", "not_received"]);
  });

  it("offers nothing once settled, disputed, refunded or expired", () => {
    for (const status of C2C_CONFIRMATION_STATUSES.filter((s) => s !== "paid" && s !== "awaiting_payment"))
      expect(allowedActions({ status, source: "c2c" }), status).toEqual([]);
  });
});
