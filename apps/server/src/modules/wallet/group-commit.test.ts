import { describe, expect, it } from "vitest";
import { createGroupCommit } from "./group-commit";

/** A sender that records its batches and answers when told to. */
function recordingSender(answer: (items: number[]) => number[] | Promise<number[]>) {
  const batches: number[][] = [];
  const send = async (items: number[]) => {
    batches.push([...items]);
    return answer(items);
  };
  return { batches, send };
}

describe("group commit", () => {
  it("sends what is submitted in the same turn as one batch and answers each caller", async () => {
    const { batches, send } = recordingSender((items) => items.map((item) => item * 10));
    const group = createGroupCommit(send, { maxBatch: 50, maxInFlight: 1 });
    const results = await Promise.all([1, 2, 3, 4].map((item) => group.submit(item)));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  it("queues items while a batch is in flight and sends them together when it returns", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { batches, send } = recordingSender(async (items) => {
      if (items[0] === 1) await gate;
      return items;
    });
    const group = createGroupCommit(send, { maxBatch: 50, maxInFlight: 1 });
    const first = group.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((item) => group.submit(item));
    await new Promise((resolve) => setImmediate(resolve));
    expect(group.waiting).toBe(3);
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("caps the batch size and spreads waiting items over the free slots", async () => {
    const { batches, send } = recordingSender((items) => items);
    const capped = createGroupCommit(send, { maxBatch: 2, maxInFlight: 1 });
    await Promise.all([1, 2, 3, 4, 5].map((item) => capped.submit(item)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    batches.length = 0;
    const spread = createGroupCommit(send, { maxBatch: 50, maxInFlight: 2 });
    await Promise.all([1, 2, 3, 4, 5, 6].map((item) => spread.submit(item)));
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it("never lets two batches in flight share a key: a conflicting item waits for the next batch", async () => {
    const inFlight = new Set<string>();
    const overlaps: string[] = [];
    const batches: string[][] = [];
    const send = async (items: string[]) => {
      batches.push([...items]);
      const keys = items.map((item) => item.slice(0, 1));
      for (const key of keys) if (inFlight.has(key)) overlaps.push(key);
      for (const key of keys) inFlight.add(key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      for (const key of keys) inFlight.delete(key);
      return items;
    };
    const group = createGroupCommit(send, {
      maxBatch: 50,
      maxInFlight: 2,
      conflicts: (item: string) => [item.slice(0, 1)],
    });
    const items = ["a1", "b1", "a2", "c1", "a3", "d1"];
    expect(await Promise.all(items.map((item) => group.submit(item)))).toEqual(items);
    expect(overlaps).toEqual([]);
    // a1 b1 a2 go first; c1 and d1 run beside them; a3 waits for the first batch to finish.
    expect(batches).toEqual([["a1", "b1", "a2"], ["c1", "d1"], ["a3"]]);
  });

  it("a batch refused as a whole is sent again item by item, so only the bad item's caller fails", async () => {
    const refused = Object.assign(new Error("invalid input"), { code: "22P02" });
    const { batches, send } = recordingSender((items) => {
      if (items.includes(13)) throw refused;
      return items;
    });
    const group = createGroupCommit(send, { maxBatch: 50, maxInFlight: 1, isolate: () => true });
    const results = await Promise.allSettled([12, 13, 14].map((item) => group.submit(item)));
    expect(results).toEqual([
      { status: "fulfilled", value: 12 },
      { status: "rejected", reason: refused },
      { status: "fulfilled", value: 14 },
    ]);
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it("without isolation every caller of a failed batch gets the error", async () => {
    const lost = new Error("connection lost");
    const { send } = recordingSender(() => {
      throw lost;
    });
    const group = createGroupCommit(send, { maxBatch: 50, maxInFlight: 1, isolate: () => false });
    const results = await Promise.allSettled([1, 2].map((item) => group.submit(item)));
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
  });
});
