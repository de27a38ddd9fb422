import { describe, expect, it } from "vitest";
import { ApiError, isSetupRequired } from "./api-client";

const failure = (status: number, code: string) => new ApiError({ code, message: "m", status });

describe("isSetupRequired", () => {
  it("sends the operator to the setup gate on 403 operator.setup_required only", () => {
    expect(isSetupRequired(failure(403, "operator.setup_required"))).toBe(true);
    expect(isSetupRequired(failure(403, "access.forbidden"))).toBe(false);
    expect(isSetupRequired(failure(401, "auth.required"))).toBe(false);
  });
});
