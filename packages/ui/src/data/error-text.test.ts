import { describe, expect, it } from "vitest";
import { errorView } from "./error-text";

describe("errorView", () => {
  it("shows the server's translated message with its request id", () => {
    const error = Object.assign(new Error("Số dư không đủ"), { fromServer: true, requestId: "req-7" });
    expect(errorView(error)).toEqual({ message: { text: "Số dư không đủ" }, requestId: "req-7" });
  });

  it("names a network failure and hides a client-side message", () => {
    expect(errorView(Object.assign(new Error("fetch failed"), { code: "network.error" }))).toEqual({
      message: { key: "errors.network" },
    });
    expect(errorView(new TypeError("x is undefined"))).toEqual({ message: { key: "errors.unknown" } });
    expect(errorView(null)).toEqual({ message: { key: "errors.unknown" } });
  });
});
