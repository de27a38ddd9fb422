import type { Permission } from "@lotus/contracts";
import { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import games from "../../../locales/en/games.json";
import lottery from "../../../locales/en/lottery.json";
import { BRAND, consoleFor, englishI18n, firstPaint, pageOf, textOf } from "../../../test/console-fixture";
import {
  type ChainView,
  chainsQuery,
  type DrawDetail,
  type DrawLine,
  type DrawView,
  drawLinesQuery,
  drawQuery,
  drawsQuery,
  type MarketView,
  marketsQuery,
} from "../api/lottery-api";
import ChainsPage from "./ChainsPage";
import DrawDetailPage from "./DrawDetailPage";
import DrawsPage from "./DrawsPage";
import { NO_RESULT_ENTRY } from "./draw.fixture";
import MarketsPage from "./MarketsPage";

/**
 * The lottery screens as an operator first sees them (server-rendered from cached answers):
 * `lottery.view` reads every screen; only `lottery.manage` gets the edit and void buttons.
 */

const DRAW_ID = "0b6a7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d";
const KENO_DRAW_ID = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const VIEW: Permission[] = ["lottery.view"];
const MANAGE: Permission[] = [...VIEW, "lottery.manage"];

const i18n = englishI18n({ games, lottery });

const market = (fields: Partial<MarketView> & Pick<MarketView, "market">): MarketView => ({
  format: "north",
  picks: 1,
  digits: 2,
  price: 27,
  odds: 99,
  rtp: 97.778,
  payRule: "per_hit",
  enabled: true,
  numberLimit: null,
  defaults: { price: 27, odds: 99 },
  custom: false,
  ...fields,
});
const northMarkets = [
  market({ market: "lo2" }),
  market({
    market: "de",
    payRule: "once",
    price: 1,
    odds: 98.5,
    rtp: 98.5,
    custom: true,
    numberLimit: 2_000_000,
    defaults: { price: 1, odds: 95 },
  }),
  market({ market: "xien2", picks: 2, payRule: "all_legs", price: 1, odds: 15, rtp: 91.2, enabled: false }),
];
const kenoMarkets = [
  market({
    market: "keno_big",
    format: "keno",
    picks: 0,
    digits: 0,
    price: 1,
    odds: 1.95,
    rtp: 95.1,
    payRule: "keno",
  }),
  market({
    market: "keno_pick3",
    format: "keno",
    picks: 3,
    price: 1,
    odds: 40,
    rtp: 84.2,
    payRule: "keno",
    payTable: [
      { hits: 2, odds: 2 },
      { hits: 3, odds: 40 },
    ],
  }),
];

const prizes = [
  { prize: "DB", numbers: ["07312"] },
  { prize: "G1", numbers: ["54321"] },
  { prize: "G7", numbers: ["12", "34", "56", "78"] },
];
const draw = (fields: Partial<DrawView> = {}): DrawView => ({
  id: DRAW_ID,
  game: "elott-1",
  format: "north",
  period: "20260105-0042",
  status: "settled",
  openAt: 1_767_600_000_000,
  closeAt: 1_767_600_050_000,
  drawAt: 1_767_600_060_000,
  members: 3,
  lines: 7,
  stake: 1_250_000.5,
  win: 990_000.25,
  result: { prizes },
  voidReason: null,
  station: null,
  ...NO_RESULT_ENTRY,
  ...fields,
});
const kenoDraw = draw({
  id: KENO_DRAW_ID,
  game: "keno-1",
  format: "keno",
  period: "20260105-0043",
  status: "drawn",
  result: { balls: [71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11] },
});
const detail = (shown: DrawView): DrawDetail => ({
  draw: shown,
  seed: "9f2c41d0aa",
  seedIndex: 1358,
  chainHead: "c0ffee1234",
  liability: [
    { market: "de", number: "12", liability: 4_950_000 },
    { market: "keno_big", number: "*", liability: 195_000 },
  ],
});
const line: DrawLine = {
  id: "41",
  slipId: "s-1",
  account: "player01",
  period: "20260105-0042",
  market: "xien2",
  numbers: ["12", "34"],
  points: 10,
  stake: 10_000,
  win: 150_000,
  hits: 1,
  status: "won",
  placedAt: 1_767_600_010_000,
  result: null,
};
const chain: ChainView = { day: "2026-01-05", head: "ab12cd34ef", length: 1440, revealed: 42 };

/** The screen's first paint at `url` (matched by `path`) as markup, with every list loaded. */
function markup(Screen: ComponentType, permissions: Permission[], url: string, path: string): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(marketsQuery(BRAND.id, "north").queryKey, { list: northMarkets });
  queryClient.setQueryData(marketsQuery(BRAND.id, "keno").queryKey, { list: kenoMarkets });
  queryClient.setQueryData(
    drawsQuery(BRAND.id, { game: "elott-1", page: 1, pageSize: 20 }).queryKey,
    pageOf([draw()], 20),
  );
  queryClient.setQueryData(
    drawsQuery(BRAND.id, { game: "keno-1", page: 1, pageSize: 20 }).queryKey,
    pageOf([kenoDraw], 20),
  );
  queryClient.setQueryData(drawQuery(BRAND.id, DRAW_ID).queryKey, detail(draw()));
  queryClient.setQueryData(drawQuery(BRAND.id, KENO_DRAW_ID).queryKey, detail(kenoDraw));
  for (const id of [DRAW_ID, KENO_DRAW_ID])
    queryClient.setQueryData(
      drawLinesQuery(BRAND.id, id, { page: 1, pageSize: 50 }).queryKey,
      pageOf([line], 50),
    );
  queryClient.setQueryData(
    chainsQuery(BRAND.id, { game: "elott-1", page: 1, pageSize: 30 }).queryKey,
    pageOf([chain], 30),
  );
  return firstPaint(<Screen />, { i18n, client: queryClient, signedIn: consoleFor(permissions), url, path });
}

/** The same paint as text. */
function shown(Screen: ComponentType, permissions: Permission[], url: string, path: string): string {
  return textOf(markup(Screen, permissions, url, path));
}

describe("lottery markets", () => {
  it("list a format's markets with rule, price, odds, RTP and house edge, marking 98 % and above", () => {
    const text = shown(MarketsPage, VIEW, "/lottery-markets", "/lottery-markets");
    expect(text).toContain("Lô 2 digits");
    expect(text).toContain(lottery.payRules.per_hit);
    expect(text).toContain("97.778%");
    expect(text).toContain("House edge 2.222%");
    expect(text).toContain("98.50% (high return to player)");
    expect(text).not.toContain("97.778% (high return to player)");
    expect(text).toContain("₫2,000,000.00");
    expect(text).toContain(lottery.markets.noLimit);
    expect(text).toContain("Default: price 1, odds 95");
    expect(text).toContain(lottery.markets.off);
  });

  it("show Keno pick markets with their pay table", () => {
    const text = shown(MarketsPage, VIEW, "/lottery-markets?format=keno", "/lottery-markets");
    expect(text).toContain("Big (Tài)");
    expect(text).toContain("On the whole draw");
    expect(text).toContain("Picks 3 balls of 1–80");
    expect(text).toContain("2 hits: ×2");
    expect(text).toContain("3 hits: ×40");
  });

  it("offer Edit only to operators who manage lotteries", () => {
    const reader = markup(MarketsPage, VIEW, "/lottery-markets", "/lottery-markets");
    expect(reader).not.toContain('aria-label="Edit Lô 2 digits"');
    const manager = markup(MarketsPage, MANAGE, "/lottery-markets", "/lottery-markets");
    expect(manager).toContain('aria-label="Edit Lô 2 digits"');
  });
});

describe("lottery draws", () => {
  it("list a game's draws with GGR and the special prize", () => {
    const text = shown(DrawsPage, VIEW, "/lottery-draws", "/lottery-draws");
    expect(text).toContain("20260105-0042");
    expect(text).toContain(lottery.drawStatuses.settled);
    expect(text).toContain("₫260,000.25");
    expect(text).toContain("ĐB 07312");
    expect(markup(DrawsPage, VIEW, "/lottery-draws", "/lottery-draws")).toContain(
      'aria-label="Open draw 20260105-0042"',
    );
  });

  it("offer every house lottery, the daily Vietnamese ones last from North to South", () => {
    const html = markup(DrawsPage, VIEW, "/lottery-draws", "/lottery-draws");
    const games = [...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)]
      .map((match) => `${match[1]}: ${match[2]}`)
      .filter((option) => /^(elott|keno|xs)/.test(option));
    expect(games).toEqual([
      "elott-1: Fast Lottery 1 Minute",
      "elott-3: Fast Lottery 3 Minutes",
      "elott-5: Fast Lottery 5 Minutes",
      "keno-1: Keno 1 Minute",
      "xsmb: Vietnam lottery – North",
      "xsmt: Vietnam lottery – Central",
      "xsmn: Vietnam lottery – South",
    ]);
    // A fast lottery's draws have no station column.
    expect(shown(DrawsPage, VIEW, "/lottery-draws", "/lottery-draws")).not.toContain(
      lottery.draws.fields.station,
    );
  });

  it("sum a Keno draw and call it big or small", () => {
    const text = shown(DrawsPage, VIEW, "/lottery-draws?game=keno-1", "/lottery-draws");
    expect(text).toContain("Sum 811 · Big (Tài)");
  });
});

describe("a lottery draw", () => {
  const at = (id: string) => [`/lottery-draws/${id}`, "/lottery-draws/:drawId"] as const;

  it("draws the prize table, fair data, liability and lines", () => {
    const text = shown(DrawDetailPage, VIEW, ...at(DRAW_ID));
    expect(text).toContain("Fast Lottery 1 Minute · 20260105-0042");
    expect(text).toContain("Special prize (ĐB) 07312");
    expect(text).toContain("Seventh prize (G7) 12 34 56 78");
    expect(text).toContain("9f2c41d0aa");
    expect(text).toContain("1358");
    expect(text).toContain("c0ffee1234");
    expect(text).toContain("₫4,950,000.00");
    expect(text).toContain(lottery.liability.wholeDraw);
    expect(text).toContain("player01");
    expect(text).toContain("12, 34");
    expect(text).toContain(lottery.lineStatuses.won);
    const html = markup(DrawDetailPage, VIEW, ...at(DRAW_ID));
    expect(html).toContain('aria-label="Copy seed"');
    expect(html).toContain('aria-label="Copy chain head"');
    expect(html).toContain('aria-label="Lines of draw 20260105-0042"');
  });

  it("draws a Keno result as 20 sorted balls with the sum", () => {
    const text = shown(DrawDetailPage, VIEW, ...at(KENO_DRAW_ID));
    expect(text).toContain("01 02 03 04 05 06 07 08 09 11 71");
    expect(text).toContain("811 · Big (Tài)");
    expect(text).toContain("10 from 1–40, 10 from 41–80");
  });

  it("offer Void draw to managers only, and only before payment starts", () => {
    expect(shown(DrawDetailPage, VIEW, ...at(KENO_DRAW_ID))).not.toContain(lottery.void.open);
    const drawn = markup(DrawDetailPage, MANAGE, ...at(KENO_DRAW_ID));
    expect(drawn).toMatch(/<button[^>]*class="btn btn--danger"[^>]*>(?:(?!<\/button>).)*Void draw/);
    expect(drawn).not.toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Void draw/);
    const settled = markup(DrawDetailPage, MANAGE, ...at(DRAW_ID));
    expect(settled).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Void draw/);
  });
});

describe("fair chains", () => {
  it("offer only the lotteries drawn from a hash chain", () => {
    const html = markup(ChainsPage, VIEW, "/lottery-chains", "/lottery-chains");
    expect(html).toContain('<option value="keno-1"');
    expect(html).not.toContain('<option value="xsmb"');
  });

  it("list a game's days with the copyable head and the seeds revealed", () => {
    const text = shown(ChainsPage, VIEW, "/lottery-chains", "/lottery-chains");
    expect(text).toContain("2026-01-05");
    expect(text).toContain("ab12cd34ef");
    expect(text).toContain("42 of 1440");
    expect(markup(ChainsPage, VIEW, "/lottery-chains", "/lottery-chains")).toContain(
      'aria-label="Copy the chain head of 2026-01-05"',
    );
  });
});
