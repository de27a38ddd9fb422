import { describe, expect, it } from "vitest";
import { liveFairHref, readLiveFair } from "./fair";

describe("the fair page's address for a live round", () => {
  it("names the table and the round", () => {
    expect(liveFairHref("live-sicbo", 42)).toBe("/fair?live=live-sicbo&round=42");
    expect(liveFairHref("live-sicbo")).toBe("/fair?live=live-sicbo");
  });

  it("reads them back, refusing what is not a live table or a round number", () => {
    expect(readLiveFair("?live=live-sicbo&round=42")).toEqual({ table: "live-sicbo", round: 42 });
    expect(readLiveFair("?live=live-sicbo&round=0")).toEqual({ table: "live-sicbo", round: undefined });
    expect(readLiveFair("?live=live-sicbo&round=4x")).toEqual({ table: "live-sicbo", round: undefined });
    expect(readLiveFair("?live=lotus-fortune&round=1")).toBeUndefined();
    expect(readLiveFair("?lottery=elott-1&period=20260101-0001")).toBeUndefined();
  });
});
