import type { GameItem } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  DAY,
  type FixtureDraw,
  FRIDAY,
  HOUR,
  NORTH_RESULT,
  SATURDAY,
  SOUTH_DRAW_AT,
  southResult,
  stationDraw,
} from "./daily.fixture";
import { dailyGames, type LobbyBoard, lobbyRegions } from "./lobby";

const item = (gameId: string, extra: Partial<GameItem> = {}): GameItem => ({
  gameId,
  nodeId: gameId,
  vassalage: "LOTUS",
  vendorName: "Lotus Games",
  gameType: "LOTT",
  displayName: gameId.toUpperCase(),
  smallIcon: "",
  largeIcon: "",
  isHot: 0,
  isGame: "GAME",
  tags: ["lottery", "daily"],
  trialAllowed: false,
  status: "on",
  ...extra,
});

const NOON = SOUTH_DRAW_AT - 4 * HOUR;
const NORTH_DRAW_AT = SOUTH_DRAW_AT + 2 * HOUR;
const CENTRAL_DRAW_AT = SOUTH_DRAW_AT + HOUR;

const drawn = (draw: FixtureDraw, result: FixtureDraw["result"]): FixtureDraw => ({
  ...draw,
  status: "settled",
  result,
});

/** Each region's board at noon on Friday, with Thursday's results. */
const boards = new Map<string, LobbyBoard<FixtureDraw>>([
  [
    "xsmn",
    {
      openDraws: FRIDAY,
      upcoming: SATURDAY,
      recent: [
        drawn(stationDraw("20261126", "TNINH", "Tây Ninh", SOUTH_DRAW_AT - DAY), southResult("111111", "11")),
        drawn(
          stationDraw("20261126", "AGIANG", "An Giang", SOUTH_DRAW_AT - DAY),
          southResult("222222", "22"),
        ),
        drawn(
          stationDraw("20261126", "BTHUAN", "Bình Thuận", SOUTH_DRAW_AT - DAY),
          southResult("333333", "33"),
        ),
        drawn(
          stationDraw("20261125", "DNAI", "Đồng Nai", SOUTH_DRAW_AT - 2 * DAY),
          southResult("444444", "44"),
        ),
      ],
    },
  ],
  [
    "xsmt",
    {
      openDraws: [
        stationDraw("20261127", "GLAI", "Gia Lai", CENTRAL_DRAW_AT),
        stationDraw("20261127", "NTHUAN", "Ninh Thuận", CENTRAL_DRAW_AT),
      ],
      upcoming: [],
      recent: [],
    },
  ],
  [
    "xsmb",
    {
      openDraws: [{ ...stationDraw("20261127", "HPHONG", "Hải Phòng", NORTH_DRAW_AT), period: "20261127" }],
      upcoming: [],
      recent: [
        drawn(
          { ...stationDraw("20261126", "HN", "Hà Nội", NORTH_DRAW_AT - DAY), period: "20261126" },
          NORTH_RESULT,
        ),
      ],
    },
  ],
]);

describe("the Vietnamese lottery lobby", () => {
  it("finds the daily games in the catalogue, one per region, North, Central then South", () => {
    const games = dailyGames([
      item("elott-1", { gameType: "ELOTT" }),
      item("xsmn"),
      item("xsmt"),
      item("keno-1", { gameType: "ELOTT" }),
      item("xsmb"),
    ]);
    expect(games.map((game) => [game.gameId, game.region])).toEqual([
      ["xsmb", "north"],
      ["xsmt", "central"],
      ["xsmn", "south"],
    ]);
  });

  it("leaves out a region whose game is switched off, and keeps one under maintenance", () => {
    const games = dailyGames([item("xsmn", { status: "maintenance" }), item("xsmt", { status: "off" })]);
    expect(games.map((game) => game.gameId)).toEqual(["xsmn"]);
  });

  it("groups each region's stations of the day and its latest results", () => {
    const games = dailyGames([item("xsmn"), item("xsmb"), item("xsmt")]);
    const regions = lobbyRegions(games, boards, NOON);
    expect(regions.map((region) => region.game.region)).toEqual(["north", "central", "south"]);

    const [north, central, south] = regions;
    expect(
      north?.stations.map((station) => [station.draw.station?.name, station.state, station.date]),
    ).toEqual([["Hải Phòng", "open", "2026-11-27"]]);
    expect(central?.stations.map((station) => station.draw.station?.code)).toEqual(["GLAI", "NTHUAN"]);
    expect(south?.stations.map((station) => station.draw.station?.code)).toEqual([
      "VLONG",
      "BDUONG",
      "TVINH",
    ]);

    // The latest day only: Thursday's three South stations, not Wednesday's.
    expect(south?.latest?.date).toBe("2026-11-26");
    expect(south?.latest?.draws.map((draw) => draw.station?.code)).toEqual(["TNINH", "AGIANG", "BTHUAN"]);
    expect(north?.latest?.draws.map((draw) => draw.period)).toEqual(["20261126"]);
    expect(central?.latest).toBeNull();
  });

  it("shows a region's stations as closed after their close, then the next day's", () => {
    const games = dailyGames([item("xsmn")]);
    const closing = lobbyRegions(games, boards, SOUTH_DRAW_AT - 60_000);
    expect(closing[0]?.stations.map((station) => station.state)).toEqual(["closed", "closed", "closed"]);
    const next = lobbyRegions(games, boards, SOUTH_DRAW_AT + 1000);
    expect(next[0]?.stations.map((station) => [station.draw.station?.code, station.state])).toEqual([
      ["HCM", "open"],
      ["LAN", "open"],
      ["BPHUOC", "open"],
      ["HGIANG", "open"],
    ]);
  });

  it("has no stations or results for a region whose board has not come", () => {
    const regions = lobbyRegions(dailyGames([item("xsmt")]), new Map(), NOON);
    expect(regions[0]?.stations).toEqual([]);
    expect(regions[0]?.latest).toBeNull();
  });
});
