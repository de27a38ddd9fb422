import { PROMOTION_CATEGORIES, PROMOTION_LABELS } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { deviceId, LABEL_TONES, PROMOTION_TABS } from "./promotions";

describe("promotion model", () => {
  it("has a look for every SPEC §4 label and a tab for every category", () => {
    for (const label of PROMOTION_LABELS) expect(LABEL_TONES[label]).toBeDefined();
    for (const category of PROMOTION_CATEGORIES) expect(PROMOTION_TABS).toContain(category);
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
