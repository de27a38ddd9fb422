import { reportCsvCall } from "@lotus/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { createApiClient } from "./client";

const BRAND = "5f0c7a52-2d2b-4a53-9f43-5b0f0c1d2e3f";
const input = {
  params: { brandId: BRAND, report: "daily" },
  query: { from: "2026-11-01", to: "2026-11-07", order: "winners" as const },
};

function client(response: Response) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response);
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => "tok",
    getLanguage: () => "VI",
    onUnauthorized,
  });
  return { api, fetch, onUnauthorized };
}

describe("file downloads", () => {
  it("sends the session's token and language and returns the file with its name", async () => {
    const { api, fetch } = client(
      new Response("\uFEFFday,bets\r\n2026-11-01,10.00\r\n", {
        status: 200,
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": 'attachment; filename="daily-2026-11-01-2026-11-07.csv"',
        },
      }),
    );
    const file = await api.download(reportCsvCall, input);
    expect(file.fileName).toBe("daily-2026-11-01-2026-11-07.csv");
    expect(await file.blob.text()).toContain("2026-11-01,10.00");
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(
      `/backoffice/api/brands/${BRAND}/reports/daily/csv?from=2026-11-01&to=2026-11-07&order=winners`,
    );
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("tok");
    expect(headers.get("Language")).toBe("VI");
  });

  it("throws the failure envelope as an ApiError and signs out on a lost session", async () => {
    const { api, onUnauthorized } = client(
      new Response(JSON.stringify({ success: false, code: "auth.required", message: "Log in again" }), {
        status: 401,
        headers: { "Content-Type": "application/json" },
      }),
    );
    const failure = await api.download(reportCsvCall, input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe("auth.required");
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
