/** Game categories and round states (no schemas here: the site's first screen reads them, docs/adr/0009). */
export const GAME_TYPES = [
  "ELOTT",
  "LOTT",
  "LIVE",
  "SPORTS",
  "FISH",
  "RNG",
  "PVP",
  "ESPORTS",
  "COCKFIGHT",
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const ROUND_STATUSES = ["open", "settled", "cancelled"] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** How many wins the home's live feed keeps. */
export const RECENT_WINS_MAX = 12;
