import { describe, expect, it } from "vitest";
import { ApiError, siteBlockOf } from "./api-client";

const failure = (status: number, code: string) => new ApiError({ code, message: "m", status });

describe("siteBlockOf", () => {
  it("takes the site to maintenance on 503 system.maintenance and to region blocked on 403 access.restricted", () => {
    expect(siteBlockOf(failure(503, "system.maintenance"))).toBe("maintenance");
    expect(siteBlockOf(failure(403, "access.restricted"))).toBe("regionBlocked");
  });

  it("leaves the site as it is for any other failure", () => {
    expect(siteBlockOf(failure(403, "access.forbidden"))).toBeNull();
    expect(siteBlockOf(failure(503, "network.error"))).toBeNull();
    expect(siteBlockOf(failure(401, "auth.required"))).toBeNull();
  });
});
