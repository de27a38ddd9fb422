/**
 * Results as players read them: the VN prize table (ĐB on top, then G1…G7/G8, each number's last
 * two digits marked because that is what lô is paid on), the 27 (or 18) "lô" endings by head digit,
 * and the Keno draw's 20 balls with the figures its side markets are judged on (DOMAIN §1.1, §2.1).
 */

export interface ResultLike {
  prizes?: { prize: string; numbers: string[] }[];
  balls?: number[];
}

/** The prize rows from the top: the special prize first, then G1 down to G8. */
export const PRIZE_ORDER = ["DB", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"] as const;
export type PrizeCode = (typeof PRIZE_ORDER)[number];

export function isPrizeCode(prize: string): prize is PrizeCode {
  return (PRIZE_ORDER as readonly string[]).includes(prize);
}

export function prizeRows(result: ResultLike): { prize: string; numbers: string[] }[] {
  const rank = (prize: string) => {
    const index = (PRIZE_ORDER as readonly string[]).indexOf(prize);
    return index < 0 ? PRIZE_ORDER.length : index;
  };
  return [...(result.prizes ?? [])].sort((a, b) => rank(a.prize) - rank(b.prize));
}

/** A prize number cut before its last two digits, the part lô and đề are paid on: 12345 → 123 | 45. */
export function splitEnding(number: string, ending = 2): { head: string; tail: string } {
  const cut = Math.max(0, number.length - ending);
  return { head: number.slice(0, cut), tail: number.slice(cut) };
}

/** Every prize's last two digits: the numbers lô 2 số is paid on, one per prize (27 in the North). */
export function loEndings(result: ResultLike): string[] {
  return (result.prizes ?? []).flatMap((row) => row.numbers.map((number) => splitEnding(number).tail));
}

/**
 * The "bảng lô tô": the endings grouped by their tens digit, each list the units digits in order
 * (đầu 0: 1, 5, 5 means 01, 05 and 05 came out).
 */
export function loTable(result: ResultLike): { head: number; tails: number[] }[] {
  const rows = Array.from({ length: 10 }, (_, head) => ({ head, tails: [] as number[] }));
  for (const ending of loEndings(result)) {
    if (!/^\d{2}$/.test(ending)) continue;
    rows[Number(ending[0])]?.tails.push(Number(ending[1]));
  }
  for (const row of rows) row.tails.sort((a, b) => a - b);
  return rows;
}

/** The special prize's number, if the result has one. */
export function specialPrize(result: ResultLike): string | undefined {
  return result.prizes?.find((row) => row.prize === "DB")?.numbers[0];
}

/**
 * The order the numbers appear in a North draw (DOMAIN §1.1): G1, G2 … G7 and the special prize
 * last. Each entry names a number by its prize row and place.
 */
export function revealOrder(result: ResultLike): { prize: string; index: number }[] {
  const drawFirst = ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "DB"];
  const rank = (prize: string) => {
    const index = drawFirst.indexOf(prize);
    return index < 0 ? drawFirst.length - 1 : index;
  };
  return [...(result.prizes ?? [])]
    .sort((a, b) => rank(a.prize) - rank(b.prize))
    .flatMap((row) => row.numbers.map((_, index) => ({ prize: row.prize, index })));
}

/** Keno's midpoint: a sum of 810 is neither big nor small (DOMAIN §2.1). */
export const KENO_MIDDLE_SUM = 810;

export type KenoElement = "metal" | "wood" | "water" | "fire" | "earth";

/** Ngũ hành bands of the sum (Kim 210–695, Mộc 696–763, Thủy 764–855, Hỏa 856–923, Thổ 924–1410). */
const ELEMENT_BANDS: readonly { element: KenoElement; upTo: number }[] = [
  { element: "metal", upTo: 695 },
  { element: "wood", upTo: 763 },
  { element: "water", upTo: 855 },
  { element: "fire", upTo: 923 },
  { element: "earth", upTo: Number.POSITIVE_INFINITY },
];

export interface KenoSummary {
  /** The balls ascending. */
  sorted: number[];
  sum: number;
  size: "big" | "small" | "tie";
  sumParity: "odd" | "even";
  /** Balls 1–40 (Trên) and 41–80 (Dưới); more than 10 on a side wins it, 10/10 is Hòa. */
  upper: number;
  lower: number;
  upperLower: "upper" | "lower" | "tie";
  odd: number;
  even: number;
  oddEven: "odd" | "even" | "tie";
  element: KenoElement;
}

export function kenoSummary(balls: readonly number[]): KenoSummary {
  const sorted = [...balls].sort((a, b) => a - b);
  const sum = sorted.reduce((total, ball) => total + ball, 0);
  const upper = sorted.filter((ball) => ball <= 40).length;
  const odd = sorted.filter((ball) => ball % 2 === 1).length;
  const half = sorted.length / 2;
  const side = <A, B>(count: number, more: A, fewer: B) =>
    count > half ? more : count < half ? fewer : "tie";
  return {
    sorted,
    sum,
    size: sum > KENO_MIDDLE_SUM ? "big" : sum < KENO_MIDDLE_SUM ? "small" : "tie",
    sumParity: sum % 2 === 1 ? "odd" : "even",
    upper,
    lower: sorted.length - upper,
    upperLower: side(upper, "upper" as const, "lower" as const),
    odd,
    even: sorted.length - odd,
    oddEven: side(odd, "odd" as const, "even" as const),
    element: (ELEMENT_BANDS.find((band) => sum <= band.upTo) ?? { element: "earth" as const }).element,
  };
}

/** True when two results are the same draw (the verify call's recomputed one against the published one). */
export function sameResult(a: ResultLike, b: ResultLike): boolean {
  const prizes = (result: ResultLike) =>
    prizeRows(result)
      .map((row) => `${row.prize}:${row.numbers.join(",")}`)
      .join("|");
  return prizes(a) === prizes(b) && (a.balls ?? []).join(",") === (b.balls ?? []).join(",");
}
