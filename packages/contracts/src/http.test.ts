import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ERRORS, errorMessage, errorStatus, fieldMessage } from "./errors";
import { envelope, errorEnvelope } from "./http";

describe("envelope", () => {
  it("accepts a success with its value and strips fields the contract does not list", () => {
    const schema = envelope(z.object({ id: z.string() }));
    expect(schema.parse({ success: true, value: { id: "1", secret: "x" } })).toEqual({
      success: true,
      value: { id: "1" },
    });
    expect(() => schema.parse({ success: false, value: { id: "1" } })).toThrow();
  });

  it("describes failures with code, translated message and details", () => {
    const failure = {
      success: false,
      code: "auth.required",
      message: errorMessage("auth.required", "VI"),
      value: { a: 1 },
    };
    expect(errorEnvelope.parse(failure)).toEqual(failure);
  });
});

describe("error catalogue", () => {
  it("has an HTTP status and EN and VI text for every code", () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.EN.length, code).toBeGreaterThan(0);
      expect(entry.VI.length, code).toBeGreaterThan(0);
    }
    expect(errorStatus("system.maintenance")).toBe(503);
    expect(errorStatus("access.restricted")).toBe(403);
    expect(errorStatus("rate.limited")).toBe(429);
  });

  it("falls back to EN for languages without their own text", () => {
    expect(errorMessage("register.invitation_code_error", "JA")).toBe("Invalid invitation code");
    expect(errorMessage("register.invitation_code_error", "VI")).toBe("Mã mời không hợp lệ");
  });

  it("fills field names into field messages", () => {
    expect(fieldMessage("empty", "EN", { field: "username" })).toBe("username Input cannot be empty");
  });
});
