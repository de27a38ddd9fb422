/** The public fair page's address for a live round, and the round an address names. */

export const FAIR_PATH = "/fair";

/** The house's live tables (packages/db house-catalogue), offered on the fair page even when closed. */
export const KNOWN_TABLES = [
  "live-baccarat-1",
  "live-baccarat-speed",
  "live-baccarat-nc",
  "live-dragon-tiger",
  "live-sicbo",
  "live-xocdia",
] as const;
const TABLE_CODE = /^live-[a-z0-9-]{1,58}$/;
const MAX_ROUND = 1_000_000_000;

export function liveFairHref(table: string, round?: number): string {
  const params = new URLSearchParams({ live: table });
  if (round !== undefined) params.set("round", String(round));
  return `${FAIR_PATH}?${params}`;
}

/** The table (and round, when it names a valid one) a /fair address asks to check, else undefined. */
export function readLiveFair(search: string): { table: string; round: number | undefined } | undefined {
  const params = new URLSearchParams(search);
  const table = params.get("live")?.trim() ?? "";
  if (!TABLE_CODE.test(table)) return undefined;
  const text = params.get("round")?.trim() ?? "";
  const round = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  return { table, round: round >= 1 && round <= MAX_ROUND ? round : undefined };
}
