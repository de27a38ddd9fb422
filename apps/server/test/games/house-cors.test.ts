import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The game page runs in an opaque origin (docs/adr/0007): its calls are cross-origin. */
describe("house API for a sandboxed game page", () => {
  it("answers the preflight of a spin with the headers the page sends", async () => {
    const response = await t.app.inject({
      method: "OPTIONS",
      url: "/house/api/spin",
      headers: {
        origin: "null",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,language,device",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(String(response.headers["access-control-allow-headers"]).toLowerCase()).toContain("authorization");
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("lets the page read answers and refusals alike", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/house/api/session",
      headers: { origin: "null" },
      payload: { launchToken: "not-a-real-launch-token" },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
  });
});
