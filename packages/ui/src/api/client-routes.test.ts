import { ROUTES } from "@lotus/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError, RESPONSE_INVALID } from "./api-error";
import { createApiClient } from "./client";
import { checkByContract } from "./contract-check";
import { type ResponseCheck, readEnvelope } from "./envelope";

function json(status: number, payload: unknown): Response {
  return new Response(JSON.stringify(payload), { status, headers: { "Content-Type": "application/json" } });
}

const status = {
  status: 0,
  message: "",
  location: { ip: "127.0.0.1", country: "VN" },
  customerServiceUrl: "",
  merchantCode: "lotus",
};

function client(response: Response, checkResponse?: ResponseCheck) {
  const fetch = vi.fn(async () => response);
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => null,
    getLanguage: () => "EN",
    checkResponse,
  });
  return { api, fetch };
}

describe("calls sent by their route", () => {
  it("send the route's method and path and answer the value as the server sent it", async () => {
    const { api, fetch } = client(json(200, { success: true, value: status }));
    await expect(api.call(ROUTES.systemStatus, { query: { url: "lotus.test" } })).resolves.toEqual(status);
    expect(fetch).toHaveBeenCalledWith(
      "/wps/system/status?url=lotus.test",
      expect.objectContaining({ method: "GET" }),
    );
  });

  it("go through the client's answer check when it has one", async () => {
    const check = vi.fn(async () => ({ checked: true }));
    const { api } = client(json(200, { success: true, value: status }), check);
    await expect(api.call(ROUTES.systemStatus)).resolves.toEqual({ checked: true });
    expect(check).toHaveBeenCalledWith(ROUTES.systemStatus, status, 200);
  });

  it("read a failure envelope without its schema, with its field messages", async () => {
    const failure = {
      success: false,
      code: "validation.failed",
      message: "Sai",
      value: { fields: { url: "Quá dài" } },
    };
    const { api } = client(json(400, failure));
    const error = await api.call(ROUTES.systemStatus).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "validation.failed", message: "Sai", status: 400 });
    expect((error as ApiError).fields).toEqual({ url: "Quá dài" });
  });

  it("refuse an answer that is not an envelope", async () => {
    const response = json(200, { success: "yes" });
    await expect(readEnvelope(ROUTES.systemStatus, response)).rejects.toMatchObject({
      code: RESPONSE_INVALID,
    });
  });
});

describe("checkByContract", () => {
  it("parses an answer with the schema of the call of the same method and path", async () => {
    await expect(checkByContract(ROUTES.systemStatus, { ...status, extra: 1 }, 200)).resolves.toEqual(status);
  });

  it("refuses an answer its contract does not describe", async () => {
    await expect(checkByContract(ROUTES.hotGames, { list: [{ gameId: 1 }] }, 200)).rejects.toMatchObject({
      code: RESPONSE_INVALID,
    });
  });

  it("refuses a route no contract has", async () => {
    await expect(checkByContract({ method: "GET", path: "/wps/nowhere" }, {}, 200)).rejects.toMatchObject({
      code: RESPONSE_INVALID,
    });
  });
});
