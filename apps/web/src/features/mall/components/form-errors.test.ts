import { ApiError } from "@lotus/ui/api/api-error";
import { describe, expect, it, vi } from "vitest";
import { placeErrors } from "./form-errors";

const FIELDS = ["paymentPassword", "mobileNo", "address"] as const;

describe("placing a failed exchange's errors", () => {
  it("puts a wrong payment password under its field", () => {
    const setError = vi.fn();
    const error = new ApiError({
      code: "payment.password_incorrect",
      message: "Incorrect payment password",
      status: 400,
    });
    expect(placeErrors(error, FIELDS, setError, "failed")).toBeUndefined();
    expect(setError).toHaveBeenCalledWith("paymentPassword", {
      type: "server",
      message: "Incorrect payment password",
    });
  });

  it("puts validation messages under their fields", () => {
    const setError = vi.fn();
    const error = new ApiError({
      code: "validation.failed",
      message: "Please check the highlighted fields",
      status: 400,
      value: { fields: { address: "Too short" } },
    });
    expect(placeErrors(error, FIELDS, setError, "failed")).toBeUndefined();
    expect(setError).toHaveBeenCalledWith("address", { type: "server", message: "Too short" });
  });

  it("answers anything else as the form's message", () => {
    const setError = vi.fn();
    const error = new ApiError({ code: "mall.out_of_stock", message: "Not enough left", status: 409 });
    expect(placeErrors(error, FIELDS, setError, "failed")).toBe("Not enough left");
    expect(placeErrors(new Error("boom"), FIELDS, setError, "failed")).toBe("failed");
    expect(setError).not.toHaveBeenCalled();
  });
});
