import { HOUSE_SLOT_IDS } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { blurStrip, isHouseSlot, isKnownSymbol, SLOT_SYMBOLS, symbolsOf } from "./symbols";

describe("slot symbols", () => {
  it("covers every house slot", () => {
    for (const slotId of HOUSE_SLOT_IDS) expect(SLOT_SYMBOLS[slotId].ids.length).toBeGreaterThan(5);
  });

  it("knows the scatter of Dragon Pearl only", () => {
    expect(symbolsOf("dragon-pearl").scatter).toBe("pearl");
    expect(symbolsOf("lotus-fortune").scatter).toBeUndefined();
  });

  it("treats an unknown slot or symbol as unknown", () => {
    expect(isHouseSlot("toString")).toBe(false);
    expect(isKnownSymbol("lotus-fortune", "koi")).toBe(true);
    expect(isKnownSymbol("lotus-fortune", "pearl")).toBe(false);
    expect(symbolsOf("other").ids).toEqual([]);
  });

  it("builds decorative strips from the slot's own symbols", () => {
    const strip = blurStrip("lotus-fortune", 0);
    expect(strip).toHaveLength(6);
    for (const id of strip) expect(isKnownSymbol("lotus-fortune", id)).toBe(true);
    expect(blurStrip("lotus-fortune", 1)).not.toEqual(strip);
    expect(blurStrip("other", 0, 3)).toEqual(["", "", ""]);
  });
});
