import { describe, expect, it } from "vitest";
import { SLOTS } from "./paytables";

describe("slot definitions", () => {
  for (const def of Object.values(SLOTS)) {
    describe(def.id, () => {
      const symbolIds = new Set(def.symbols.map((symbol) => symbol.id));

      it("has 20 distinct paylines over 5 reels × 3 rows", () => {
        expect(def.paylines).toHaveLength(20);
        expect(new Set(def.paylines.map((line) => line.join(""))).size).toBe(20);
        for (const line of def.paylines) {
          expect(line).toHaveLength(def.reelCount);
          expect(line.every((row) => row >= 0 && row < def.rows)).toBe(true);
        }
      });

      it("pays every pay symbol and the wild, more for longer runs", () => {
        for (const symbol of def.symbols) {
          const pays = def.paytable[symbol.id];
          if (symbol.kind === "scatter") {
            expect(pays).toBeUndefined();
            continue;
          }
          expect(pays).toBeDefined();
          const [three, four, five] = pays ?? [0, 0, 0];
          expect(three).toBeGreaterThan(0);
          expect(four).toBeGreaterThan(three);
          expect(five).toBeGreaterThan(four);
        }
      });

      it("has the three variants with declared RTPs near their names and a default", () => {
        expect(Object.keys(def.variants).sort()).toEqual(["rtp92", "rtp94", "rtp96"]);
        expect(def.variants[def.defaultVariant]).toBeDefined();
        for (const variant of Object.values(def.variants)) {
          const nominal = Number(variant.id.slice(3));
          expect(Math.abs(variant.rtp - nominal)).toBeLessThan(0.5);
          expect(Math.round(variant.rtp * 100) / 100).toBe(variant.rtp);
          for (const strips of [variant.reels, variant.freeSpinReels ?? variant.reels]) {
            expect(strips).toHaveLength(def.reelCount);
            for (const strip of strips) {
              expect(strip.length).toBeGreaterThanOrEqual(20);
              expect(strip.length).toBeLessThanOrEqual(40);
              expect(strip.every((id) => symbolIds.has(id))).toBe(true);
              // Every pay symbol can appear on every reel, so every 5 of a kind is possible.
              for (const symbol of def.symbols) if (symbol.kind === "pay") expect(strip).toContain(symbol.id);
            }
          }
        }
        const rtps = ["rtp96", "rtp94", "rtp92"].map((id) => def.variants[id]?.rtp ?? 0);
        expect(rtps[0]).toBeGreaterThan(rtps[1] ?? 0);
        expect(rtps[1]).toBeGreaterThan(rtps[2] ?? 0);
      });

      if (def.scatter) {
        it("keeps scatters apart on every strip and caps free spins", () => {
          expect(def.scatter?.maxFreeSpins).toBeGreaterThan(0);
          for (const variant of Object.values(def.variants)) {
            for (const strip of [...variant.reels, ...(variant.freeSpinReels ?? [])]) {
              const at = strip.flatMap((id, index) => (id === def.scatter?.symbol ? [index] : []));
              expect(at.length).toBeGreaterThan(0);
              // At most one scatter in any 3-row window.
              for (let i = 0; i < at.length; i++) {
                const next = at[(i + 1) % at.length] ?? 0;
                const gap = (next - (at[i] ?? 0) + strip.length) % strip.length || strip.length;
                expect(gap).toBeGreaterThanOrEqual(def.rows);
              }
            }
          }
        });
      }
    });
  }
});
