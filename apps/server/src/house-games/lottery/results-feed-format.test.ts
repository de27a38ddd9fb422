import { describe, expect, it } from "vitest";
import {
  feedRequestUrl,
  feedUrlAllowed,
  periodDate,
  readFeedAnswer,
  retryDelayMs,
  sameResult,
} from "./results-feed-format";
import { sandboxAnswer, sandboxResult } from "./sandbox-feed";

const DATE = "2026-02-16"; // a Monday: HCM, DTHAP, CMAU in the South; HN in the North

describe("results feed format", () => {
  it("reads the sandbox's answer: each station of the day with its prize table", () => {
    const reading = readFeedAnswer(sandboxAnswer("south", DATE), { date: DATE, region: "south" });
    if (!reading.ok) throw new Error(reading.detail);
    expect([...reading.results.keys()]).toEqual(["HCM", "DTHAP", "CMAU"]);
    expect(reading.results.get("HCM")).toEqual(sandboxResult("south", DATE, "HCM"));
    const north = sandboxResult("north", DATE, "HN");
    expect(north.prizes.map((row) => row.numbers.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(north.prizes.find((row) => row.prize === "G7")?.numbers.every((n) => /^\d{2}$/.test(n))).toBe(
      true,
    );
    // Deterministic from the date and station alone.
    expect(sandboxResult("north", DATE, "HN")).toEqual(north);
    expect(sandboxResult("north", "2026-02-17", "HN")).not.toEqual(north);
  });

  it("answers the stations asked for, known stations of the region only", () => {
    expect(sandboxAnswer("south", DATE, ["LAN", "HN", "NOPE"]).draws.map((draw) => draw.station)).toEqual([
      "LAN",
    ]);
  });

  it("refuses the whole answer for any fault", () => {
    const good = sandboxAnswer("south", DATE);
    const expectRefused = (body: unknown, detail: RegExp) => {
      const reading = readFeedAnswer(body, { date: DATE, region: "south" });
      expect(reading.ok).toBe(false);
      if (!reading.ok) expect(reading.detail).toMatch(detail);
    };
    const first = good.draws[0];
    if (!first) throw new Error("no draw");
    const withPrizes = (prizes: Record<string, string[]>) => ({ ...good, draws: [{ ...first, prizes }] });
    expectRefused({ ...good, extra: true }, /extra|Unrecognized/i);
    expectRefused({ ...good, date: "2026-02-17" }, /2026-02-17/);
    expectRefused({ ...good, region: "north" }, /north/);
    expectRefused({ ...good, draws: [{ ...first, station: "HN" }] }, /HN is not a station of the south/);
    expectRefused({ ...good, draws: [first, first] }, /twice/);
    expectRefused(withPrizes({ ...first.prizes, G8: ["5"] }), /G8 #1 needs 2 digits/);
    expectRefused(withPrizes({ ...first.prizes, G4: ["11111"] }), /G4 needs 7 numbers/);
    expectRefused(withPrizes({ ...first.prizes, G6: ["12a4", "0002", "0003"] }), /digits only/);
    const { DB: _special, ...noSpecial } = first.prizes;
    expectRefused(withPrizes(noSpecial), /DB is missing/);
    expectRefused(withPrizes({ ...first.prizes, G9: ["12"] }), /G9 is not a prize/);
    expectRefused("not an object", /answer/);
  });

  it("allows https anywhere, http only to 127.0.0.1 outside production, never credentials", () => {
    expect(feedUrlAllowed("https://results.example.vn/xsmn", true)).toBe(true);
    expect(feedUrlAllowed("http://127.0.0.1:9000/results/south", false)).toBe(true);
    expect(feedUrlAllowed("http://127.0.0.1:9000/results/south", true)).toBe(false);
    expect(feedUrlAllowed("http://localhost:9000/results/south", false)).toBe(false);
    expect(feedUrlAllowed("http://results.example.vn/xsmn", false)).toBe(false);
    expect(feedUrlAllowed("https://user:pass@results.example.vn/", true)).toBe(false);
    expect(feedUrlAllowed("ftp://results.example.vn/", false)).toBe(false);
    expect(feedUrlAllowed("not a url", false)).toBe(false);
  });

  it("builds the day's request, backs off by doubling up to 30 minutes, compares results", () => {
    expect(feedRequestUrl("https://feed.example/r?key=1", DATE, ["HCM", "CMAU"])).toBe(
      "https://feed.example/r?key=1&date=2026-02-16&stations=HCM%2CCMAU",
    );
    expect([1, 2, 3, 7, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 1_800_000, 1_800_000]);
    expect(periodDate("20260216-HCM")).toBe(DATE);
    expect(periodDate("20260216")).toBe(DATE);
    const result = sandboxResult("south", DATE, "HCM");
    expect(sameResult(result, { prizes: [...result.prizes].reverse() })).toBe(true);
    expect(sameResult(result, sandboxResult("south", DATE, "CMAU"))).toBe(false);
    expect(sameResult(result, null)).toBe(false);
  });
});
