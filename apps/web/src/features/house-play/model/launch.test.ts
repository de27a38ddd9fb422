import { describe, expect, it } from "vitest";
import { addressWithoutToken, playGameId, readLaunchParams } from "./launch";

describe("launch parameters", () => {
  it("reads the launch token and the language", () => {
    expect(readLaunchParams("?t=abc123&lang=VI&m=lotus")).toEqual({
      launchToken: "abc123",
      language: "VI",
      merchant: "lotus",
    });
    expect(readLaunchParams("?t=abc&lang=en")).toEqual({
      launchToken: "abc",
      language: "EN",
      merchant: undefined,
    });
  });

  it("treats a missing or empty token as none and ignores unknown languages", () => {
    expect(readLaunchParams("")).toEqual({ launchToken: null, language: undefined, merchant: undefined });
    expect(readLaunchParams("?t=%20&lang=xx&m=")).toEqual({
      launchToken: null,
      language: undefined,
      merchant: undefined,
    });
  });

  it("drops only the token from the address", () => {
    expect(addressWithoutToken("https://site.test/play/lotus-fortune?t=secret&lang=VI#top")).toBe(
      "/play/lotus-fortune?lang=VI#top",
    );
    expect(addressWithoutToken("https://site.test/play/dragon-pearl?t=secret")).toBe("/play/dragon-pearl");
  });

  it("reads the game id from the /play address", () => {
    expect(playGameId("/play/keno-1")).toBe("keno-1");
    expect(playGameId("/play/lotus-fortune/")).toBe("lotus-fortune");
    expect(playGameId("/play/elott%2D3")).toBe("elott-3");
    expect(playGameId("/play/")).toBeUndefined();
    expect(playGameId("/fair")).toBeUndefined();
    expect(playGameId("/play/a/b")).toBeUndefined();
    expect(playGameId("/play/%E0%A4%A")).toBeUndefined();
  });
});
