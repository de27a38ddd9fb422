import { ROUTES, type VendorCard, type VendorLane } from "@lotus/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock("./api", () => ({ api: apiMock }));

import {
  arrangeLanes,
  categoryCards,
  categoryNavItems,
  categoryPath,
  hotGamesQuery,
  isCurrentTarget,
  mergeLotteryLanes,
  selectVendor,
  vendorCode,
  vendorLanesQuery,
  vendorPageTypes,
} from "./vendor-lanes";

function card(
  gameType: VendorCard["gameType"],
  name: string,
  id: number,
  extra: Partial<VendorCard> = {},
): VendorCard {
  return {
    gameType,
    accountTypeId: id,
    accountTypeName: name,
    vassalage: name,
    displayName: `${name} games`,
    smallIcon: "",
    isHot: 0,
    status: "on",
    walletMode: "seamless",
    gameCount: 1,
    ...extra,
  };
}

/** Runs a query's queryFn the way TanStack Query would. */
function run<T>(options: { queryFn?: unknown }): Promise<T> {
  const fn = options.queryFn as (context: { signal: AbortSignal }) => Promise<T>;
  return fn({ signal: new AbortController().signal });
}

describe("category paths", () => {
  it("lower-cases the game type, LOTT sharing /elott", () => {
    expect(categoryPath("RNG")).toBe("/rng");
    expect(categoryPath("COCKFIGHT")).toBe("/cockfight");
    expect(categoryPath("LOTT")).toBe("/elott");
  });
});

describe("arrangeLanes", () => {
  it("moves e-sports and cockfight vendors out of sports and drops an emptied sports lane", () => {
    const lanes = arrangeLanes(
      [{ title: "SPORTS", cards: [card("SPORTS", "IMES", 1), card("SPORTS", "DS88", 2)] }],
      ["AV", "IMES"],
      ["DS88"],
    );
    expect(lanes.map((lane) => lane.title)).toEqual(["ESPORTS", "COCKFIGHT"]);
    expect(lanes[0]?.cards[0]?.gameType).toBe("ESPORTS");
  });

  it("keeps other sports vendors and drops empty lanes", () => {
    const lanes = arrangeLanes(
      [
        { title: "LIVE", cards: [] },
        { title: "SPORTS", cards: [card("SPORTS", "SABA", 1), card("SPORTS", "AV", 2)] },
      ],
      ["AV"],
      [],
    );
    expect(lanes.map((lane) => [lane.title, lane.cards.length])).toEqual([
      ["SPORTS", 1],
      ["ESPORTS", 1],
    ]);
  });

  it("matches the brand's lists by vassalage or account type name, in any case", () => {
    const lanes = arrangeLanes(
      [
        {
          title: "SPORTS",
          cards: [card("SPORTS", "x", 1, { vassalage: "TF_ESPORTS", accountTypeName: "tf" })],
        },
      ],
      ["TF"],
      [],
    );
    expect(lanes.map((lane) => lane.title)).toEqual(["ESPORTS"]);
  });

  it("leaves lanes the server already arranged as they are", () => {
    const arranged: VendorLane[] = [
      { title: "SPORTS", cards: [card("SPORTS", "SABA", 1)] },
      { title: "ESPORTS", cards: [card("ESPORTS", "IA", 2)] },
    ];
    expect(arrangeLanes(arranged, ["IA"], [])).toEqual(arranged);
  });
});

describe("categoryNavItems (bottom bar)", () => {
  it("lists at most 11 providers, then a more entry", () => {
    const cards = Array.from({ length: 14 }, (_, index) => card("RNG", `V${index}`, index));
    const [item] = categoryNavItems([{ title: "RNG", cards }]);
    expect(item?.providers).toHaveLength(11);
    expect(item?.more).toBe(true);
    expect(item?.path).toBe("/rng");
    expect(item?.directLaunch).toBeUndefined();
  });

  it("has no more entry with 11 providers or fewer", () => {
    const cards = Array.from({ length: 11 }, (_, index) => card("LIVE", `V${index}`, index));
    const [item] = categoryNavItems([{ title: "LIVE", cards }]);
    expect(item?.providers).toHaveLength(11);
    expect(item?.more).toBe(false);
  });

  it("launches a lone pvp, sports, fish or live vendor's lobby game directly, never e-sports", () => {
    const items = categoryNavItems([
      { title: "PVP", cards: [card("PVP", "KM", 1, { gameId: "km-lobby" })] },
      { title: "ESPORTS", cards: [card("ESPORTS", "IA", 2, { gameId: "ia-lobby" })] },
      {
        title: "FISH",
        cards: [card("FISH", "JDB", 3, { gameId: "a" }), card("FISH", "CQ9", 4, { gameId: "b" })],
      },
      { title: "SPORTS", cards: [card("SPORTS", "SABA", 5, { gameId: "saba-lobby" })] },
      { title: "LIVE", cards: [card("LIVE", "EVO", 6, { gameId: "evo-lobby" })] },
      { title: "RNG", cards: [card("RNG", "PG", 7, { gameId: "pg-lobby" })] },
    ]);
    expect(items.map((item) => item.directLaunch?.gameId)).toEqual([
      "km-lobby",
      undefined,
      undefined,
      "saba-lobby",
      "evo-lobby",
      undefined,
    ]);
  });

  it("opens the page of a lone vendor that has no lobby game to launch", () => {
    const [item] = categoryNavItems([{ title: "LIVE", cards: [card("LIVE", "EVO", 1)] }]);
    expect(item?.directLaunch).toBeUndefined();
  });

  it("has no items without vendors, which hides the bar", () => {
    expect(categoryNavItems([])).toEqual([]);
    expect(categoryNavItems([{ title: "LIVE", cards: [] }])).toEqual([]);
  });
});

describe("category page vendor tabs (?page=)", () => {
  const cards = [
    card("RNG", "LOTUS", 1),
    card("RNG", "PG", 2, { vassalage: "PGSOFT", accountTypeName: "PG" }),
    card("RNG", "JILI", 3),
  ];

  it("selects the vendor ?page= names, by vassalage or account type name, in any case", () => {
    expect(selectVendor(cards, "PGSOFT")?.accountTypeId).toBe(2);
    expect(selectVendor(cards, "pgsoft")?.accountTypeId).toBe(2);
    expect(selectVendor(cards, "pg")?.accountTypeId).toBe(2);
    expect(selectVendor(cards, "JILI")?.accountTypeId).toBe(3);
  });

  it("falls back to the first vendor without ?page= or with an unknown one", () => {
    expect(selectVendor(cards, null)?.accountTypeId).toBe(1);
    expect(selectVendor(cards, "  ")?.accountTypeId).toBe(1);
    expect(selectVendor(cards, "NOPE")?.accountTypeId).toBe(1);
    expect(selectVendor([], "LOTUS")).toBeUndefined();
  });

  it("writes the vendor's vassalage into ?page=", () => {
    expect(vendorCode(cards[1] as VendorCard)).toBe("PGSOFT");
    expect(vendorCode({ vassalage: "", accountTypeName: "", accountTypeId: 9 })).toBe("9");
  });

  it("lists LOTT vendors on the ELOTT page", () => {
    const lanes: VendorLane[] = [
      { title: "ELOTT", cards: [card("ELOTT", "TCG_LOTTO_VN", 1)] },
      { title: "LOTT", cards: [card("LOTT", "TCG_SEA", 2)] },
      { title: "RNG", cards: [card("RNG", "PG", 3)] },
    ];
    expect(categoryCards(lanes, "ELOTT").map((item) => item.vassalage)).toEqual(["TCG_LOTTO_VN", "TCG_SEA"]);
    expect(categoryCards(lanes, "RNG").map((item) => item.vassalage)).toEqual(["PG"]);
    expect(categoryCards(lanes, "LIVE")).toEqual([]);
  });

  it("lists a vendor of both lottery categories once, the page's own category first", () => {
    const lanes: VendorLane[] = [
      { title: "ELOTT", cards: [card("ELOTT", "LOTUS", 1), card("ELOTT", "TCG_SEA", 2)] },
      { title: "LOTT", cards: [card("LOTT", "LOTUS", 1), card("LOTT", "TCG_LOTTO_VN", 3)] },
      { title: "RNG", cards: [card("RNG", "LOTUS", 1)] },
    ];
    const elott = categoryCards(lanes, "ELOTT");
    expect(elott.map((item) => [item.vassalage, item.gameType])).toEqual([
      ["LOTUS", "ELOTT"],
      ["TCG_SEA", "ELOTT"],
      ["TCG_LOTTO_VN", "LOTT"],
    ]);
    const lott = categoryCards(lanes, "LOTT");
    expect(lott.map((item) => [item.vassalage, item.gameType])).toEqual([
      ["LOTUS", "LOTT"],
      ["TCG_LOTTO_VN", "LOTT"],
      ["TCG_SEA", "ELOTT"],
    ]);
    // The house vendor's tab lists its daily and fast lotteries, the page's own first; not its slots.
    expect(vendorPageTypes(lanes, lott[0] as VendorCard, "LOTT")).toEqual(["LOTT", "ELOTT"]);
    expect(vendorPageTypes(lanes, elott[0] as VendorCard, "ELOTT")).toEqual(["ELOTT", "LOTT"]);
    expect(vendorPageTypes(lanes, elott[1] as VendorCard, "ELOTT")).toEqual(["ELOTT"]);
    expect(vendorPageTypes(lanes, card("RNG", "LOTUS", 1), "RNG")).toEqual(["RNG"]);
  });

  it("makes the lottery one bar entry and one footer group, each vendor once", () => {
    const lanes: VendorLane[] = [
      { title: "ELOTT", cards: [card("ELOTT", "LOTUS", 1)] },
      { title: "LOTT", cards: [card("LOTT", "LOTUS", 1), card("LOTT", "TCG_LOTTO_VN", 2)] },
      { title: "RNG", cards: [card("RNG", "LOTUS", 1)] },
    ];
    const merged = mergeLotteryLanes(lanes);
    expect(merged.map((lane) => [lane.title, lane.cards.map((item) => item.vassalage)])).toEqual([
      ["ELOTT", ["LOTUS", "TCG_LOTTO_VN"]],
      ["RNG", ["LOTUS"]],
    ]);
    expect(categoryNavItems(lanes).map((item) => [item.gameType, item.path])).toEqual([
      ["ELOTT", "/elott"],
      ["RNG", "/rng"],
    ]);
    // A LOTT lane alone keeps its entry, which opens the shared page.
    const only: VendorLane[] = [{ title: "LOTT", cards: [card("LOTT", "TCG_LOTTO_VN", 2)] }];
    expect(mergeLotteryLanes(only)).toEqual(only);
    expect(categoryNavItems(only)[0]?.path).toBe("/elott");
  });
});

describe("isCurrentTarget (clicking goes to the path unless already there)", () => {
  it("knows the page shown now, without case in the path and the vendor", () => {
    expect(isCurrentTarget({ pathname: "/cockFight", search: "" }, "/cockfight")).toBe(true);
    expect(isCurrentTarget({ pathname: "/rng", search: "?page=pg" }, "/rng?page=PG")).toBe(true);
    expect(isCurrentTarget({ pathname: "/", search: "" }, "/")).toBe(true);
  });

  it("navigates to another page, another vendor, or the category from a vendor tab", () => {
    expect(isCurrentTarget({ pathname: "/rng", search: "?page=PG" }, "/rng?page=JILI")).toBe(false);
    expect(isCurrentTarget({ pathname: "/rng", search: "?page=PG" }, "/rng")).toBe(false);
    expect(isCurrentTarget({ pathname: "/live", search: "" }, "/rng")).toBe(false);
  });
});

describe("game catalogue queries", () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    apiMock.mockReset();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
      clear: () => store.clear(),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reads the lanes from value.data.lanes of the public vendor call, cached for minutes", async () => {
    const lanes: VendorLane[] = [{ title: "RNG", cards: [card("RNG", "LOTUS", 1)] }];
    apiMock.mockResolvedValue({ data: { lanes } });
    const query = vendorLanesQuery();
    expect(query.queryKey).toEqual(["games", "vendorLanes"]);
    expect(query.staleTime).toBeGreaterThanOrEqual(60_000);
    await expect(run(query)).resolves.toEqual(lanes);
    expect(apiMock).toHaveBeenCalledWith(
      ROUTES.gameVendor,
      expect.objectContaining({ signal: expect.anything() }),
    );
  });

  it("keeps the vendor list in session storage so the next load starts from it (SPEC §3)", async () => {
    const lanes: VendorLane[] = [{ title: "LIVE", cards: [card("LIVE", "EVO", 1)] }];
    apiMock.mockResolvedValue({ data: { lanes } });
    const before = vendorLanesQuery();
    expect((before.initialData as () => unknown)()).toBeUndefined();
    await run(before);
    const after = vendorLanesQuery();
    expect((after.initialData as () => unknown)()).toEqual(lanes);
    store.set("lotus.vendorLanes", '{"lanes":[{"title":"NOPE"}],"at":1}');
    expect((vendorLanesQuery().initialData as () => unknown)()).toBeUndefined();
  });

  it("asks for hot games with the SPEC §3 fields and reads value.list", async () => {
    apiMock.mockResolvedValue({ list: [{ gameId: "lotus-fortune" }] });
    const query = hotGamesQuery("VI", "demo");
    expect(query.queryKey).toEqual(["games", "hotGames", "VI"]);
    await expect(run(query)).resolves.toEqual([{ gameId: "lotus-fortune" }]);
    expect(apiMock).toHaveBeenCalledWith(ROUTES.hotGames, {
      query: {
        merchantCode: "demo",
        isPlatform: 2,
        vassalage: "",
        platform: "flash,html5-desktop",
        language: "VI",
      },
      signal: expect.anything(),
    });
  });
});
