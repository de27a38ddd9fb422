import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { rollSicbo, shakeXocdia } from "./dice";
import { seedHash } from "./fair";

describe("dice and discs", () => {
  const seed = seedHash("dice-seed");

  it("sic bo throws 1 + int(6) three times from the round's stream", () => {
    const digest = createHmac("sha256", seed).update("client:round-1:0").digest();
    // The first three words here are all below the rejection limit (checked by the test itself).
    const words = [0, 1, 2].map((i) => digest.readUInt32BE(i * 4));
    for (const word of words) expect(word).toBeLessThan(Math.floor(2 ** 32 / 6) * 6);
    expect(rollSicbo(seed, "client", "round-1")).toEqual(words.map((word) => 1 + (word % 6)));
  });

  it("xóc đĩa shakes four discs, int(2) = 1 red", () => {
    const digest = createHmac("sha256", seed).update("client:round-1:0").digest();
    const sides = [0, 1, 2, 3].map((i) => (digest.readUInt32BE(i * 4) % 2 === 1 ? "red" : "white"));
    expect(shakeXocdia(seed, "client", "round-1")).toEqual(sides);
  });

  it("the same seed and round always throw the same; another round throws anew", () => {
    expect(rollSicbo(seed, "c", "r1")).toEqual(rollSicbo(seed, "c", "r1"));
    const many = Array.from({ length: 50 }, (_, n) => rollSicbo(seed, "c", `r${n}`).join(""));
    expect(new Set(many).size).toBeGreaterThan(40);
    for (const roll of many) expect(roll).toMatch(/^[1-6]{3}$/);
  });
});
