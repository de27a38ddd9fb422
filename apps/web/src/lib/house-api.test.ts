import { houseSeedsCall, houseSpinCall } from "@lotus/contracts";
import { describe, expect, it, vi } from "vitest";
import { createHouseClient } from "./house-api";

function json(status: number, payload: unknown): Response {
  return new Response(JSON.stringify(payload), { status, headers: { "Content-Type": "application/json" } });
}

describe("house game client", () => {
  it("authorises with the house session token and sends no merchant header", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, {
        success: true,
        value: { current: { serverSeedHash: "h", clientSeed: "c", nonce: 3 }, revealed: [] },
      }),
    );
    const client = createHouseClient(() => "house-session-token", { fetch, getLanguage: () => "VI" });
    await expect(client.call(houseSeedsCall)).resolves.toMatchObject({ current: { nonce: 3 } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(String(url)).toBe("/house/api/seeds");
    expect(headers.get("Authorization")).toBe("house-session-token");
    expect(headers.get("Language")).toBe("VI");
    expect(headers.has("Merchant")).toBe(false);
  });

  it("surfaces the server's error envelope as is", async () => {
    const fetch = vi.fn(async () =>
      json(422, { success: false, code: "wallet.insufficient_funds", message: "Số dư không đủ" }),
    );
    const client = createHouseClient(() => "t", { fetch, getLanguage: () => "VI" });
    await expect(
      client.call(houseSpinCall, { body: { bet: 1, requestId: "12345678" } }),
    ).rejects.toMatchObject({ code: "wallet.insufficient_funds", message: "Số dư không đủ", status: 422 });
  });

  it("sends no Authorization without a session (the public verify call)", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, {
        success: true,
        value: { current: { serverSeedHash: "h", clientSeed: "c", nonce: 0 }, revealed: [] },
      }),
    );
    const client = createHouseClient(() => null, { fetch, getLanguage: () => "EN" });
    await client.call(houseSeedsCall);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has("Authorization")).toBe(false);
  });
});
