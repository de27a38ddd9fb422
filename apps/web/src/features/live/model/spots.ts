import type { LiveResult, LiveTableKind } from "@lotus/contracts";

/**
 * How each kind of table lays out its bet spots, and how a spot or a result is named. Names are
 * descriptors (a key under the `live` namespace and its values), so the rules stay testable and the
 * screen translates them.
 */

export type SpotGroupId =
  | "side"
  | "main"
  | "totals"
  | "singles"
  | "doubles"
  | "triples"
  | "combos"
  | "patterns";

/** A group of spots drawn together (its columns are the style sheet's, per kind and group). */
export interface SpotGroup {
  id: SpotGroupId;
  spots: string[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const FACES = range(1, 6);

const LAYOUTS: Record<LiveTableKind, SpotGroup[]> = {
  baccarat: [
    { id: "side", spots: ["player_pair", "tie", "banker_pair"] },
    { id: "main", spots: ["player", "banker"] },
  ],
  dragon_tiger: [{ id: "main", spots: ["dragon", "tie", "tiger"] }],
  sicbo: [
    { id: "main", spots: ["small", "odd", "any_triple", "even", "big"] },
    { id: "triples", spots: FACES.map((face) => `triple_${face}`) },
    { id: "doubles", spots: FACES.map((face) => `double_${face}`) },
    { id: "totals", spots: range(4, 17).map((total) => `total_${total}`) },
    {
      id: "combos",
      spots: FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => `combo_${a}_${b}`)),
    },
    { id: "singles", spots: FACES.map((face) => `single_${face}`) },
  ],
  xocdia: [
    { id: "main", spots: ["even", "odd"] },
    { id: "patterns", spots: ["four_red", "four_white", "three_red", "three_white"] },
  ],
};

/** The table's spot groups, keeping only the spots it offers (an operator may take some away). */
export function spotLayout(kind: LiveTableKind, offered: readonly string[]): SpotGroup[] {
  const available = new Set(offered);
  return LAYOUTS[kind]
    .map((group) => ({ ...group, spots: group.spots.filter((spot) => available.has(spot)) }))
    .filter((group) => group.spots.length > 0);
}

/** Every spot of a layout in board order (the bet call's order). */
export const layoutOrder = (groups: readonly SpotGroup[]) => groups.flatMap((group) => group.spots);

export interface TextRef {
  key: string;
  values: Record<string, string | number>;
}

const NUMBERED = /^(total|single|double|triple)_(\d+)$/;
const COMBO = /^combo_(\d)_(\d)$/;

/** A spot's name: `spots.<kind>.<name>` with its numbers (sic bo's totals, faces and pairs). */
export function spotText(kind: LiveTableKind, spot: string): TextRef {
  const numbered = NUMBERED.exec(spot);
  if (numbered) {
    const [, name = "", value = "0"] = numbered;
    return {
      key: `spots.${kind}.${name}`,
      values: name === "total" ? { total: Number(value) } : { face: Number(value) },
    };
  }
  const combo = COMBO.exec(spot);
  if (combo) return { key: `spots.${kind}.combo`, values: { a: Number(combo[1]), b: Number(combo[2]) } };
  return { key: `spots.${kind}.${spot}`, values: {} };
}

/** The dice a sic bo spot is drawn with (none for the words-only spots). */
export function spotDice(spot: string): number[] {
  const numbered = NUMBERED.exec(spot);
  if (numbered) {
    const face = Number(numbered[2]);
    if (numbered[1] === "single") return [face];
    if (numbered[1] === "double") return [face, face];
    if (numbered[1] === "triple") return [face, face, face];
    return [];
  }
  const combo = COMBO.exec(spot);
  return combo ? [Number(combo[1]), Number(combo[2])] : [];
}

export type DiscSide = "red" | "white";

/** The discs a xóc đĩa spot is pictured with. */
export function spotDiscs(spot: string): DiscSide[] {
  switch (spot) {
    case "four_red":
      return ["red", "red", "red", "red"];
    case "four_white":
      return ["white", "white", "white", "white"];
    case "three_red":
      return ["red", "red", "red", "white"];
    case "three_white":
      return ["red", "white", "white", "white"];
    case "even":
      return ["red", "red", "white", "white"];
    case "odd":
      return ["red", "white", "white", "white"];
    default:
      return [];
  }
}

/** Odds as players read them: 1 → "1:1", 0.95 → "0.95:1", 150 → "150:1". */
export function oddsText(odds: number): string {
  const rounded = Math.round(odds * 1000) / 1000;
  return `${rounded}:1`;
}

/** A result in one line: who won and by what (`result.<kind>.<outcome>` with its values). */
export function resultText(result: LiveResult): TextRef {
  switch (result.kind) {
    case "baccarat":
      return {
        key: `result.baccarat.${result.outcome}`,
        values: { player: result.playerTotal, banker: result.bankerTotal },
      };
    case "dragon_tiger":
      return { key: `result.dragon_tiger.${result.outcome}`, values: {} };
    case "sicbo":
      return {
        key: `result.sicbo.${result.outcome}`,
        values: { total: result.total, dice: result.dice.join(" · ") },
      };
    case "xocdia":
      return { key: `result.xocdia.${result.outcome}`, values: { reds: result.reds } };
  }
}

/** The spots a result made win, as a set (pushes are not listed: their stake simply comes back). */
export const winningSpots = (result: LiveResult | null | undefined): ReadonlySet<string> =>
  new Set(result?.winners ?? []);
