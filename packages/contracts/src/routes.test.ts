import { describe, expect, it } from "vitest";
import * as contracts from "./index";
import { CALL_ROUTES } from "./route-table";

describe("call routes", () => {
  const calls = contracts as unknown as Record<string, Record<string, unknown> | undefined>;

  it("are the routes of the calls of the same name", () => {
    for (const [name, route] of Object.entries(CALL_ROUTES)) {
      const call = calls[`${name}Call`];
      expect(call?.summary, `${name}Call`).toBeTypeOf("string");
      const { method, path, enc, form } = call ?? {};
      expect({ method, path, enc, form }, name).toEqual({ enc: undefined, form: undefined, ...route });
    }
  });
});
