import type { LiveResult, LiveTableEvent } from "@lotus/contracts";
import type { TableState } from "./table-state";

/** Results and socket messages the model tests share. */

export const BANKER_WIN: LiveResult = {
  kind: "baccarat",
  player: ["2H", "3S"],
  banker: ["4D", "4C", "KH"],
  playerTotal: 5,
  bankerTotal: 8,
  outcome: "banker",
  playerPair: false,
  bankerPair: true,
  winners: ["banker", "banker_pair"],
};

export const PLAYER_THIRD: LiveResult = {
  kind: "baccarat",
  player: ["AS", "TD", "7H"],
  banker: ["9C", "7D"],
  playerTotal: 8,
  bankerTotal: 6,
  outcome: "player",
  playerPair: false,
  bankerPair: false,
  winners: ["player"],
};

export const DICE_BIG: LiveResult = {
  kind: "sicbo",
  dice: [4, 5, 6],
  total: 15,
  outcome: "big",
  winners: [
    "big",
    "odd",
    "total_15",
    "single_4",
    "single_5",
    "single_6",
    "combo_4_5",
    "combo_4_6",
    "combo_5_6",
  ],
};

export const DISCS_ODD: LiveResult = {
  kind: "xocdia",
  discs: ["red", "white", "red", "red"],
  reds: 3,
  outcome: "odd",
  winners: ["odd", "three_red"],
};

export const tableState = (overrides: Partial<TableState> = {}): TableState => ({
  code: "live-baccarat-1",
  status: "open",
  round: {
    id: "round-10",
    number: 10,
    phase: "betting",
    closesAt: 15_000,
    result: null,
    totals: [],
    players: 3,
    commitment: { seedHash: "ab".repeat(32), seed: null, shoeNumber: 2, cursor: 40 },
  },
  recent: [],
  ...overrides,
});

export const liveEvent = (overrides: Partial<LiveTableEvent> = {}): LiveTableEvent => ({
  type: "live",
  table: "live-baccarat-1",
  roundId: "round-10",
  number: 10,
  phase: "betting",
  serverNow: 1000,
  closesAt: 15_000,
  result: null,
  ...overrides,
});
