import type { Permission } from "@lotus/contracts";
import { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import games from "../../../locales/en/games.json";
import live from "../../../locales/en/live.json";
import { BRAND, consoleFor, englishI18n, firstPaint, pageOf, textOf } from "../../../test/console-fixture";
import {
  type LiveRoundRow,
  type LiveShoeRow,
  type LiveTableDetail,
  type LiveTableRow,
  liabilityQuery,
  roundsQuery,
  shoesQuery,
  tableQuery,
  tablesQuery,
} from "../api/live-api";
import LiveTablePage from "./LiveTablePage";
import LiveTablesPage from "./LiveTablesPage";

/**
 * The live-table screens as an operator first sees them (rendered from cached answers): `live.view`
 * reads every screen; only `live.manage` gets the status changes, the terms inputs and "Void round".
 */

const VIEW: Permission[] = ["live.view"];
const MANAGE: Permission[] = [...VIEW, "live.manage"];
const CODE = "live-baccarat-1";
const NOW = Date.now();

const i18n = englishI18n({ games, live });

const row = (fields: Partial<LiveTableRow> = {}): LiveTableRow => ({
  gameId: CODE,
  code: CODE,
  name: "Baccarat 1",
  kind: "baccarat",
  variant: "standard",
  status: "open",
  bettingSeconds: 15,
  round: { id: "r-42", number: 42, phase: "betting", closesAt: NOW + 60_000 },
  driver: { holder: "games-1:4711", until: NOW + 60_000 },
  players: 3,
  stake: 1_250_000,
  worstCase: 9_000_000.5,
  ...fields,
});

const detail: LiveTableDetail = {
  ...row(),
  updatedAt: NOW - 3_600_000,
  spots: [
    {
      spot: "player",
      odds: 1,
      rtp: 98.762,
      min: 10_000,
      max: 50_000_000,
      defaultOdds: 1,
      defaultRtp: 98.762,
    },
    {
      spot: "banker",
      odds: 0.9,
      rtp: 96.2,
      min: 10_000,
      max: 50_000_000,
      defaultOdds: 0.95,
      defaultRtp: 98.94,
    },
    { spot: "tie", odds: 8, rtp: 85.644, min: 5_000, max: 5_000_000, defaultOdds: 8, defaultRtp: 85.644 },
  ],
};

const round = (fields: Partial<LiveRoundRow> & Pick<LiveRoundRow, "id" | "number">): LiveRoundRow => ({
  table: CODE,
  phase: "settled",
  openedAt: NOW - 120_000,
  closesAt: NOW - 105_000,
  settledAt: NOW - 95_000,
  result: null,
  commitment: { seedHash: "ab".repeat(32), seed: null, shoeNumber: 3, cursor: 12 },
  players: 2,
  stake: 300_000,
  win: 190_000,
  voidReason: null,
  ...fields,
});

const rounds: LiveRoundRow[] = [
  round({ id: "r-42", number: 42, phase: "dealing", win: 0 }),
  round({
    id: "r-41",
    number: 41,
    result: {
      kind: "baccarat",
      player: ["AS", "9H"],
      banker: ["KD", "7C", "TD"],
      playerTotal: 0,
      bankerTotal: 7,
      outcome: "banker",
      playerPair: false,
      bankerPair: false,
      winners: ["banker"],
    },
  }),
  round({ id: "r-40", number: 40, phase: "void", voidReason: "Dealer fault", win: 0 }),
];

const diceRound = round({
  id: "d-7",
  number: 7,
  result: { kind: "sicbo", dice: [2, 2, 5], total: 9, outcome: "small", winners: ["small", "total_9"] },
});
const discRound = round({
  id: "x-9",
  number: 9,
  result: {
    kind: "xocdia",
    discs: ["red", "white", "red", "red"],
    reds: 3,
    outcome: "odd",
    winners: ["odd"],
  },
});

const shoes: LiveShoeRow[] = [
  {
    id: "s-4",
    number: 4,
    seedHash: "c0ffee".repeat(10),
    seed: null,
    startedAt: NOW - 600_000,
    endedAt: null,
    rounds: 12,
  },
  {
    id: "s-3",
    number: 3,
    seedHash: "beef".repeat(16),
    seed: "5eed".repeat(16),
    startedAt: NOW - 9_000_000,
    endedAt: NOW - 600_000,
    rounds: 71,
  },
];

function markup(Screen: ComponentType, permissions: Permission[], url: string, path: string): string {
  const client = new QueryClient();
  client.setQueryData(tablesQuery(BRAND.id).queryKey, {
    list: [
      row(),
      row({
        code: "live-sicbo",
        name: "Sic Bo",
        kind: "sicbo",
        variant: null,
        status: "paused",
        round: null,
        driver: null,
      }),
    ],
  });
  client.setQueryData(tableQuery(BRAND.id, CODE).queryKey, detail);
  client.setQueryData(liabilityQuery(BRAND.id, CODE).queryKey, {
    round: row().round,
    spots: [
      { spot: "banker", stake: 1_000_000, bets: 2, payout: 1_900_000 },
      { spot: "tie", stake: 250_000, bets: 1, payout: 2_250_000 },
    ],
    worstCase: 2_250_000,
  });
  client.setQueryData(
    roundsQuery(BRAND.id, CODE, { page: 1, pageSize: 20 }).queryKey,
    pageOf([...rounds, diceRound, discRound], 20),
  );
  client.setQueryData(shoesQuery(BRAND.id, CODE, { page: 1, pageSize: 20 }).queryKey, pageOf(shoes, 20));
  return firstPaint(<Screen />, { i18n, client, signedIn: consoleFor(permissions), url, path });
}

const tablePage = (permissions: Permission[], search = "") =>
  markup(LiveTablePage, permissions, `/live-tables/${CODE}${search}`, "/live-tables/:tableCode");

describe("live tables", () => {
  it("list each table with its round, countdown, driver and stakes", () => {
    const text = textOf(markup(LiveTablesPage, VIEW, "/live-tables", "/live-tables"));
    expect(text).toContain("Baccarat 1");
    expect(text).toContain("Baccarat · Standard");
    expect(text).toContain("Sic Bo");
    expect(text).toContain(live.statuses.open);
    expect(text).toContain(live.statuses.paused);
    expect(text).toContain("15 s");
    expect(text).toMatch(/#42 Betting (59|60) s left/);
    expect(text).toContain("games-1:4711");
    expect(text).toContain(live.tables.noDriver);
    expect(text).toContain(live.tables.noRound);
    expect(text).toContain("₫9,000,000.50");
  });

  it("offer open, pause and close to managers only, and never the current status", () => {
    const reader = markup(LiveTablesPage, VIEW, "/live-tables", "/live-tables");
    expect(reader).not.toContain('aria-label="Pause Baccarat 1"');
    expect(reader).toContain('aria-label="Round history of Baccarat 1"');
    const manager = markup(LiveTablesPage, MANAGE, "/live-tables", "/live-tables");
    expect(manager).toContain('aria-label="Pause Baccarat 1"');
    expect(manager).toContain('aria-label="Close Baccarat 1"');
    expect(manager).not.toContain('aria-label="Open Baccarat 1"');
    expect(manager).toContain('aria-label="Open Sic Bo"');
    expect(manager).toContain('aria-label="Edit the terms of Baccarat 1"');
  });
});

describe("a live table", () => {
  it("shows its terms with the server's RTP beside the default, and the live liability", () => {
    const text = textOf(tablePage(VIEW));
    expect(text).toContain("live-baccarat-1");
    expect(text).toContain("96.20% Changed Default 98.94% at 0.95:1");
    expect(text).toContain("85.644%");
    expect(text).toContain("₫50,000,000.00");
    expect(text).toContain(live.terms.readOnly);
    expect(text).toContain("Pays if it wins");
    expect(text).toContain("Worst case ₫2,250,000.00");
    expect(tablePage(VIEW)).not.toContain('aria-label="Odds of Banker"');
  });

  it("gives managers the terms inputs, the reason and the status buttons", () => {
    const html = tablePage(MANAGE);
    // react-hook-form fills the inputs once mounted; the first paint names them.
    expect(html).toContain('name="spots.1.odds"');
    expect(html).toContain('name="spots.2.max"');
    expect(html).toContain('name="bettingSeconds"');
    expect(html).toContain("Odds of Banker");
    expect(html).toContain("Maximum stake on Tie");
    expect(html).toContain('name="reason"');
    expect(html).toContain(">Pause</button>");
    expect(html).toContain(">Close</button>");
    expect(textOf(html)).not.toContain(live.terms.readOnly);
  });

  it("draws results compactly: cards with red suits, dice and discs", () => {
    const html = tablePage(VIEW, "?tab=rounds");
    expect(html).toContain('<span class="live-card">A♠</span>');
    expect(html).toContain('<span class="live-card live-card--red">9♥</span>');
    expect(html).toContain('<span class="live-card live-card--red">10♦</span>');
    const text = textOf(html);
    expect(text).toContain("Player A♠ 9♥ (0) Banker K♦ 7♣ 10♦ (7) Banker wins");
    expect(text).toContain("Dice 2, 2, 5");
    expect(text).toContain("Total 9 Small");
    expect(text).toContain("Discs: red, white, red, red");
    expect(text).toContain("3 red Odd");
    expect(text).toContain("Dealer fault");
    expect((html.match(/class="live-die"/g) ?? []).length).toBe(3);
  });

  it("offer Void round to managers, only on rounds not settled", () => {
    expect(tablePage(VIEW, "?tab=rounds")).not.toContain("Void round 42");
    const html = tablePage(MANAGE, "?tab=rounds");
    expect(html).toContain('aria-label="Void round 42"');
    expect(html).not.toContain('aria-label="Void round 41"');
    expect(html).not.toContain('aria-label="Void round 40"');
    expect(html).toContain('aria-label="Bets of round 41"');
  });

  it("list the shoes with their seed hashes and the seeds revealed", () => {
    const html = tablePage(VIEW, "?tab=shoes");
    const text = textOf(html);
    expect(text).toContain("c0ffee".repeat(10));
    expect(text).toContain("5eed".repeat(16));
    expect(text).toContain(live.shoes.notRevealed);
    expect(text).toContain(live.shoes.inPlay);
    expect(html).toContain('aria-label="Copy the seed of shoe 3"');
    expect(html).toContain('aria-label="Copy the seed hash of shoe 4"');
  });
});
