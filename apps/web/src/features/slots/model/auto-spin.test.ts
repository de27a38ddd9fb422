import { describe, expect, it } from "vitest";
import { type AutoSpinCheck, autoSpinStopReason } from "./auto-spin";

const ok: AutoSpinCheck = {
  remaining: 5,
  balance: 100,
  bet: 1,
  failed: false,
  hidden: false,
  stopRequested: false,
};

describe("auto-spin stop rules", () => {
  it("keeps going while spins remain and nothing stops it", () => {
    expect(autoSpinStopReason(ok)).toBeNull();
    expect(autoSpinStopReason({ ...ok, remaining: 1, balance: 1 })).toBeNull();
  });

  it("ends after the last spin", () => {
    expect(autoSpinStopReason({ ...ok, remaining: 0 })).toBe("finished");
  });

  it("stops on an error", () => {
    expect(autoSpinStopReason({ ...ok, failed: true })).toBe("error");
  });

  it("stops when the balance is below the bet", () => {
    expect(autoSpinStopReason({ ...ok, balance: 0.99 })).toBe("balance");
  });

  it("stops when the page is hidden", () => {
    expect(autoSpinStopReason({ ...ok, hidden: true })).toBe("hidden");
  });

  it("stops when the player asks, before any other reason", () => {
    expect(autoSpinStopReason({ ...ok, stopRequested: true, failed: true, hidden: true, balance: 0 })).toBe(
      "stopped",
    );
  });

  it("reports an error before a low balance it may have caused", () => {
    expect(autoSpinStopReason({ ...ok, failed: true, balance: 0 })).toBe("error");
  });
});
