import { PROMOTION_CATEGORIES, PROMOTION_LABELS } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { addImages, deviceId, LABEL_TONES, PROMOTION_TABS } from "./promotions";

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("promotion model", () => {
  it("has a look for every SPEC §4 label and a tab for every category", () => {
    for (const label of PROMOTION_LABELS) expect(LABEL_TONES[label]).toBeDefined();
    for (const category of PROMOTION_CATEGORIES) expect(PROMOTION_TABS).toContain(category);
  });

  it("keeps png and jpg images up to 3, refusing other types and sizes", () => {
    const png = file("a.png", "image/png");
    expect(addImages([], [png, file("b.gif", "image/gif")])).toEqual({ files: [png], problem: "type" });
    expect(addImages([png, png, png], [png]).problem).toBe("count");
    expect(addImages([], [file("c.jpg", "image/jpeg", 5 * 1024 * 1024 + 1)]).problem).toBe("size");
  });

  it("keeps one device id per browser", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const first = deviceId(storage);
    expect(first).toMatch(/^[a-f0-9]{32}$/);
    expect(deviceId(storage)).toBe(first);
  });
});
