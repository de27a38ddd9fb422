import type { GameItem } from "@lotus/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  framableUrl,
  gameFramePath,
  isBalanceMessage,
  isFromFrame,
  LAUNCH_FIXED,
  launchBody,
  launchDecision,
  launchedUrls,
  launchUrl,
  parseGameFrame,
  rememberLaunchedUrl,
  storedOpenMode,
  storeOpenMode,
  withLaunchQuery,
} from "./game-launch";
import { targetOfCard, targetOfGame } from "./launch-target";

const slot: GameItem = {
  gameId: "lotus-fortune",
  nodeId: "lotus-fortune",
  vassalage: "LOTUS",
  vendorName: "Lotus Games",
  gameType: "RNG",
  displayName: "Lotus Fortune",
  smallIcon: "/games/lotus-fortune.svg",
  largeIcon: "",
  isHot: 1,
  isGame: "GAME",
  tags: [],
  trialAllowed: false,
  status: "on",
};

describe("launchDecision (SPEC §4 login check)", () => {
  it("sends a visitor to the login popup", () => {
    expect(launchDecision({ token: null, accountType: null }, slot)).toBe("login");
    expect(launchDecision({ token: "", accountType: 0 }, { ...slot, trialAllowed: true })).toBe("login");
  });

  it("warns a trial account unless the game allows trial play", () => {
    expect(launchDecision({ token: "t", accountType: 4 }, slot)).toBe("trialWarning");
    expect(launchDecision({ token: "t", accountType: 4 }, { ...slot, trialAllowed: true })).toBe("launch");
    // Vendor lobbies do not say, so a trial account is warned.
    expect(launchDecision({ token: "t", accountType: 4 }, { status: "on" })).toBe("trialWarning");
  });

  it("launches for members and agents", () => {
    expect(launchDecision({ token: "t", accountType: 0 }, slot)).toBe("launch");
    expect(launchDecision({ token: "t", accountType: 41 }, slot)).toBe("launch");
    expect(launchDecision({ token: "t", accountType: 6 }, slot)).toBe("launch");
  });

  it("shows the maintenance dialog for a game under maintenance without calling the server", () => {
    expect(launchDecision({ token: "t", accountType: 0 }, { ...slot, status: "maintenance" })).toBe(
      "maintenance",
    );
    expect(launchDecision({ token: "t", accountType: 0 }, { ...slot, status: "off" })).toBe("maintenance");
  });
});

describe("launchBody (SPEC §3 launch request)", () => {
  const context = { username: "player01", token: "session-token", merchantCode: "demo", language: "VI" };

  it("carries the game, the fixed launch fields and the member's context", () => {
    expect(launchBody(targetOfGame(slot), context)).toEqual({
      gameId: "lotus-fortune",
      nodeId: "lotus-fortune",
      accountType: 1,
      confirmTrans: 0,
      vassalage: "LOTUS",
      launchMode: "GLS",
      platform: "html5-desktop",
      clientType: 3,
      username: "player01",
      token: "session-token",
      merchantCode: "demo",
      language: "VI",
    });
    expect(LAUNCH_FIXED).toEqual({
      accountType: 1,
      confirmTrans: 0,
      launchMode: "GLS",
      platform: "html5-desktop",
      clientType: 3,
    });
  });

  it("leaves out an empty node and vendor", () => {
    const body = launchBody(
      { gameId: "g", gameType: "LIVE", displayName: "G", nodeId: "", vassalage: "" },
      context,
    );
    expect(body).not.toHaveProperty("nodeId");
    expect(body).not.toHaveProperty("vassalage");
  });

  it("uses game_url, else game_url2", () => {
    expect(launchUrl({ game_url: "https://a/1", game_url2: "https://b/1" })).toBe("https://a/1");
    expect(launchUrl({ game_url: "", game_url2: "https://b/1" })).toBe("https://b/1");
    expect(launchUrl({ game_url: "" })).toBe("");
  });

  it("adds the site's parameters for the game page to the launched URL", () => {
    expect(withLaunchQuery("/play/xsmn?t=tok&lang=VI&m=lotus", { station: "DNANG" })).toBe(
      "/play/xsmn?t=tok&lang=VI&m=lotus&station=DNANG",
    );
    expect(withLaunchQuery("https://cdn.test/play/xsmt?t=a%2Bb", { station: "KHOA" })).toBe(
      "https://cdn.test/play/xsmt?t=a%2Bb&station=KHOA",
    );
    expect(withLaunchQuery("https://vendor.test/x?t=1", undefined)).toBe("https://vendor.test/x?t=1");
    expect(withLaunchQuery("", { station: "HCM" })).toBe("");
  });
});

describe("vendor lobby targets", () => {
  it("launches a card's lobby game, or nothing when the vendor has none", () => {
    const card = {
      gameType: "LIVE" as const,
      accountTypeId: 1,
      accountTypeName: "EVO",
      vassalage: "EVO",
      displayName: "Evo Live",
      smallIcon: "",
      isHot: 0,
      status: "on" as const,
      walletMode: "seamless" as const,
      gameCount: 1,
    };
    expect(targetOfCard(card)).toBeUndefined();
    const target = targetOfCard({ ...card, gameId: "evo-lobby", nodeId: "n1" });
    expect(target).toMatchObject({ gameId: "evo-lobby", nodeId: "n1", vassalage: "EVO", gameType: "LIVE" });
    expect(target?.trialAllowed).toBeFalsy();
  });
});

describe("the /game page URL", () => {
  it("round-trips the launched URL, title and game", () => {
    const url = "https://play.example.test/play/lotus-fortune?launch=abc&x=1#top";
    const path = gameFramePath({
      url,
      title: "Lotus Fortune & Co",
      game: { gameId: "lotus-fortune", gameType: "RNG", nodeId: "n", vassalage: "LOTUS" },
    });
    expect(
      path.startsWith("/game?url=https%3A%2F%2Fplay.example.test%2Fplay%2Flotus-fortune%3Flaunch%3Dabc"),
    ).toBe(true);
    const parsed = parseGameFrame(new URL(path, "https://site.test").searchParams);
    expect(parsed).toEqual({
      url,
      title: "Lotus Fortune & Co",
      game: { gameId: "lotus-fortune", gameType: "RNG", nodeId: "n", vassalage: "LOTUS" },
    });
  });

  it("has no frame without a url and no game without a known game type", () => {
    expect(parseGameFrame(new URLSearchParams("title=x"))).toBeUndefined();
    expect(
      parseGameFrame(new URLSearchParams("url=%2Fplay%2Fx&gameId=x&gameType=NOPE"))?.game,
    ).toBeUndefined();
  });
});

describe("framableUrl (what the game frame may load)", () => {
  const allowed = {
    origin: "https://site.test",
    launchHosts: ["https://launch.cdn.test", "games.example.test"],
    launched: ["https://vendor.test/lobby?token=1"],
  };

  it("loads this site's pages, the brand's launch hosts and URLs this tab launched", () => {
    expect(framableUrl("/play/lotus-fortune?launch=x", allowed)).toBe(
      "https://site.test/play/lotus-fortune?launch=x",
    );
    expect(framableUrl("https://launch.cdn.test/g?t=1", allowed)).toBe("https://launch.cdn.test/g?t=1");
    expect(framableUrl("https://GAMES.example.test/g", allowed)).toBe("https://games.example.test/g");
    expect(framableUrl("https://vendor.test/lobby?token=1", allowed)).toBe(
      "https://vendor.test/lobby?token=1",
    );
  });

  it("refuses script URLs and other sites' pages", () => {
    expect(framableUrl("javascript:alert(1)", allowed)).toBeUndefined();
    expect(framableUrl("data:text/html,<script>1</script>", allowed)).toBeUndefined();
    expect(framableUrl("https://evil.test/login", allowed)).toBeUndefined();
    expect(framableUrl("//evil.test/login", allowed)).toBeUndefined();
    expect(framableUrl("https://vendor.test/lobby?token=2", allowed)).toBeUndefined();
    expect(framableUrl("http://[bad", allowed)).toBeUndefined();
  });
});

describe("launched URLs and the open mode (browser storage)", () => {
  const stores = { local: new Map<string, string>(), session: new Map<string, string>() };
  const fake = (map: Map<string, string>) => ({
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
    removeItem: (key: string) => map.delete(key),
    clear: () => map.clear(),
  });
  beforeEach(() => {
    stores.local.clear();
    stores.session.clear();
    vi.stubGlobal("localStorage", fake(stores.local));
    vi.stubGlobal("sessionStorage", fake(stores.session));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("remembers the last ten launched URLs, newest first, each once", () => {
    for (let index = 0; index < 12; index += 1) rememberLaunchedUrl(`https://g.test/${index}`);
    rememberLaunchedUrl("https://g.test/5");
    const urls = launchedUrls();
    expect(urls).toHaveLength(10);
    expect(urls[0]).toBe("https://g.test/5");
    expect(urls.filter((url) => url === "https://g.test/5")).toHaveLength(1);
    expect(urls).not.toContain("https://g.test/0");
  });

  it("opens games on the page unless the player chose the pop-up", () => {
    expect(storedOpenMode()).toBe("page");
    storeOpenMode("popup");
    expect(storedOpenMode()).toBe("popup");
    stores.local.set("lotus.gameOpenMode", "window");
    expect(storedOpenMode()).toBe("page");
  });
});

describe("balance messages from the game frame", () => {
  it("knows the house slots' balance message", () => {
    expect(isBalanceMessage({ type: "lotus:balance" })).toBe(true);
    expect(isBalanceMessage({ type: "balance" })).toBe(false);
    expect(isBalanceMessage("lotus:balance")).toBe(false);
    expect(isBalanceMessage(null)).toBe(false);
  });

  it("accepts messages from the frame or a window inside it, not from elsewhere", () => {
    const top: { parent?: unknown } = {};
    top.parent = top;
    const frame = { parent: top };
    const inner = { parent: frame };
    const other = { parent: top };
    expect(isFromFrame(frame, frame)).toBe(true);
    expect(isFromFrame(inner, frame)).toBe(true);
    expect(isFromFrame(other, frame)).toBe(false);
    expect(isFromFrame(top, frame)).toBe(false);
    expect(isFromFrame(frame, null)).toBe(false);
    expect(isFromFrame(null, frame)).toBe(false);
  });
});
