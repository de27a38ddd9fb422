import { createHash } from "node:crypto";
import type { GameListAction, GameListCounts, GameType, LocalizedText, VendorStatus } from "@lotus/contracts";
import type { GameDraft, ParsedRow, RowIssue } from "./game-list";

/**
 * What importing a game list would do to a vendor's games: each valid row is new, an update or
 * unchanged; a code twice in the file is refused. The token names the plan so the import can
 * refuse to apply anything but what the operator previewed. Pure.
 */

/** A game as stored: the fields a game list may set. */
export interface GameValues {
  code: string;
  gameType: GameType;
  names: LocalizedText;
  nodeId: string;
  smallIcon: string;
  largeIcon: string;
  isHot: boolean;
  tags: string[];
  sortOrder: number;
  trialAllowed: boolean;
  status: VendorStatus;
  minBetMinor: bigint | null;
  maxBetMinor: bigint | null;
}

export interface PlannedRow {
  line: number;
  code: string;
  action: GameListAction;
  changes: string[];
  issues: RowIssue[];
  /** The game after the import (valid rows). */
  values: GameValues | null;
  /** Updates and unchanged rows: the game's id. */
  existingId: string | null;
}

const DEFAULTS: Omit<GameValues, "code" | "gameType" | "names"> = {
  nodeId: "",
  smallIcon: "",
  largeIcon: "",
  isHot: false,
  tags: [],
  sortOrder: 0,
  trialAllowed: false,
  status: "on",
  minBetMinor: null,
  maxBetMinor: null,
};
const COMPARED = [
  "gameType",
  "names",
  "nodeId",
  "smallIcon",
  "largeIcon",
  "isHot",
  "tags",
  "sortOrder",
  "trialAllowed",
  "status",
  "minBetMinor",
  "maxBetMinor",
] as const;

function merge(base: GameValues, draft: GameDraft): GameValues {
  const given = Object.fromEntries(
    Object.entries(draft).filter(([key, value]) => key !== "names" && value !== undefined),
  ) as Partial<GameValues>;
  return { ...base, ...given, names: { ...base.names, ...draft.names } };
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a, (_key, value) => (typeof value === "bigint" ? value.toString() : value)) ===
  JSON.stringify(b, (_key, value) => (typeof value === "bigint" ? value.toString() : value));

export function planGameList(rows: ParsedRow[], existing: (GameValues & { id: string })[]): PlannedRow[] {
  const byCode = new Map(existing.map((game) => [game.code, game]));
  const firstLine = new Map<string, number>();
  return rows.map((row) => {
    const seen = row.code ? firstLine.get(row.code) : undefined;
    if (row.code && seen === undefined) firstLine.set(row.code, row.line);
    const issues: RowIssue[] =
      seen === undefined
        ? [...row.issues]
        : [...row.issues, { field: "code", issue: "duplicate", params: { line: seen } }];
    const invalid = (): PlannedRow => ({
      line: row.line,
      code: row.code,
      action: "invalid",
      changes: [],
      issues,
      values: null,
      existingId: null,
    });
    if (!row.draft || issues.length > 0) return invalid();
    const current = byCode.get(row.code);
    const values = current
      ? merge(current, row.draft)
      : merge({ ...DEFAULTS, code: row.code, gameType: row.draft.gameType, names: {} }, row.draft);
    if (
      values.minBetMinor !== null &&
      values.maxBetMinor !== null &&
      values.minBetMinor > values.maxBetMinor
    ) {
      issues.push({ field: "maxBet", issue: "betRange" });
      return invalid();
    }
    const changes = current ? COMPARED.filter((field) => !same(current[field], values[field])) : [];
    return {
      line: row.line,
      code: row.code,
      action: !current ? "new" : changes.length > 0 ? "update" : "unchanged",
      changes: changes.map((field) => field.replace(/Minor$/, "")),
      issues,
      values,
      existingId: current?.id ?? null,
    };
  });
}

export function planCounts(plan: PlannedRow[]): GameListCounts {
  const counts = { total: plan.length, new: 0, update: 0, unchanged: 0, invalid: 0 };
  for (const row of plan) counts[row.action]++;
  return counts;
}

/** A digest of everything the import would write: a different plan has a different token. */
export function planToken(vendorId: string, plan: PlannedRow[]): string {
  const digest = createHash("sha256");
  digest.update(vendorId);
  for (const row of plan)
    digest.update(
      JSON.stringify(
        [row.line, row.code, row.action, row.existingId, row.changes, row.values],
        (_key, value) => (typeof value === "bigint" ? value.toString() : value),
      ),
    );
  return digest.digest("hex");
}
