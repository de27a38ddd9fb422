import { describe, expect, it } from "vitest";
import { createRequestIds, newRequestId } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newRequestId", () => {
  it("uses randomUUID where the browser has it", () => {
    expect(newRequestId({ randomUUID: () => "a-b-c-d-e", getRandomValues: (array) => array })).toBe(
      "a-b-c-d-e",
    );
  });

  it("builds a v4 UUID from random bytes outside secure contexts", () => {
    const id = newRequestId({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    });
    expect(id).toMatch(UUID);
    expect(newRequestId({ getRandomValues: (array) => array })).toMatch(UUID);
  });
});

describe("createRequestIds", () => {
  it("reuses the id for the same content and renews it for other content or after a reset", () => {
    let counter = 0;
    const ids = createRequestIds(() => `id-${++counter}`);
    const first = ids.idFor({ amount: 100, channelId: "c" });
    expect(ids.idFor({ amount: 100, channelId: "c" })).toBe(first);
    const changed = ids.idFor({ amount: 101, channelId: "c" });
    expect(changed).not.toBe(first);
    ids.reset();
    expect(ids.idFor({ amount: 101, channelId: "c" })).not.toBe(changed);
  });
});
