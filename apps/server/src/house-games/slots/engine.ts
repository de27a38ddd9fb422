/**
 * Pure slot engine: reel stops from the fair stream, line and scatter evaluation, free spins.
 *
 * Money: every pay is a multiple of the line bet (line bet = total bet / line count). A round sums
 * its pay multiples S (free-spin wins already multiplied) and pays floor(bet × S / lineCount) once,
 * at the end. Flooring once means the amount paid is at most one minor unit per round below the
 * exact value, so the paid RTP sits at most that far below the declared one; the RTP benches
 * measure multipliers, not floored amounts.
 */
import { FairStream, type FloatStream, pick } from "./fair-rng";
import { SLOTS, type SlotDefinition, type SlotId } from "./paytables";

const MAX_COUNT = 5;

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: string;
  count: number;
  /** Multiple of the total bet (free-spin multiplier included). */
  multiplier: number;
  /** Minor units, floored for display; the round total is floored once from the exact sum. */
  win: string;
}

export interface ScatterWin {
  count: number;
  win: string;
  freeSpinsAwarded: number;
}

export interface FreeSpinOutcome {
  index: number;
  stops: number[];
  grid: string[][];
  lineWins: LineWin[];
  scatterWin?: ScatterWin;
  multiplier: number;
  win: string;
}

export interface SpinOutcome {
  slotId: SlotId;
  variant: string;
  stops: number[];
  /** Rows top to bottom, each with one symbol id per reel. */
  grid: string[][];
  lineWins: LineWin[];
  scatter?: ScatterWin;
  freeSpins: FreeSpinOutcome[];
  totalWin: string;
  totalMultiplier: number;
}

/** Numeric form of a definition, built once, so evaluation never touches strings. */
export interface CompiledSlot {
  id: SlotId;
  symbols: string[];
  reelCount: number;
  rows: number;
  wild: number;
  /** -1 when the slot has no scatter. */
  scatter: number;
  /** pays[symbol * 6 + count]: multiple of the line bet. */
  pays: Int32Array;
  paylines: Uint8Array[];
  lineCount: number;
  /** By scatter count, in line-bet multiples (scatter pays are declared per total bet). */
  scatterPays: Int32Array;
  /** Free spins awarded by scatter count. */
  scatterAwards: Int32Array;
  freeSpinMultiplier: number;
  maxFreeSpins: number;
  variants: Map<string, CompiledVariant>;
}

export interface CompiledVariant {
  id: string;
  rtp: number;
  reels: Uint8Array[];
  freeSpinReels: Uint8Array[];
}

export function compileSlot(def: SlotDefinition): CompiledSlot {
  const symbols = def.symbols.map((symbol) => symbol.id);
  const indexOf = (id: string): number => {
    const index = symbols.indexOf(id);
    if (index < 0) throw new Error(`${def.id}: unknown symbol ${id}`);
    return index;
  };
  if (def.reelCount < 3 || def.reelCount > 8) throw new Error(`${def.id}: 3 to 8 reels are supported`);
  const wilds = def.symbols.filter((symbol) => symbol.kind === "wild");
  if (wilds.length !== 1 || !wilds[0]) throw new Error(`${def.id}: exactly one wild is expected`);
  const wild = indexOf(wilds[0].id);
  const pays = new Int32Array(symbols.length * 6);
  for (const [id, [three, four, five]] of Object.entries(def.paytable)) {
    const base = indexOf(id) * 6;
    pays[base + 3] = three;
    pays[base + 4] = four;
    pays[base + 5] = five;
  }
  const lineCount = def.paylines.length;
  const scatterPays = new Int32Array(MAX_COUNT * def.rows + 1);
  const scatterAwards = new Int32Array(MAX_COUNT * def.rows + 1);
  let scatter = -1;
  if (def.scatter) {
    scatter = indexOf(def.scatter.symbol);
    for (let count = 3; count < scatterPays.length; count++) {
      const key = Math.min(count, 5) as 3 | 4 | 5;
      const inLineBets = def.scatter.pays[key] * lineCount;
      // Integer line-bet multiples keep every round sum an integer before the single floor.
      if (!Number.isInteger(inLineBets)) throw new Error(`${def.id}: scatter pay must be whole line bets`);
      scatterPays[count] = inLineBets;
      scatterAwards[count] = def.scatter.freeSpins[key];
    }
  }
  const toStrip = (strip: readonly string[]) => Uint8Array.from(strip, indexOf);
  const variants = new Map<string, CompiledVariant>();
  for (const variant of Object.values(def.variants)) {
    if (variant.reels.length !== def.reelCount) throw new Error(`${def.id}/${variant.id}: reel count`);
    variants.set(variant.id, {
      id: variant.id,
      rtp: variant.rtp,
      reels: variant.reels.map(toStrip),
      freeSpinReels: (variant.freeSpinReels ?? variant.reels).map(toStrip),
    });
  }
  return {
    id: def.id,
    symbols,
    reelCount: def.reelCount,
    rows: def.rows,
    wild,
    scatter,
    pays,
    paylines: def.paylines.map((rows) => Uint8Array.from(rows)),
    lineCount,
    scatterPays,
    scatterAwards,
    freeSpinMultiplier: def.scatter?.freeSpinMultiplier ?? 1,
    maxFreeSpins: def.scatter?.maxFreeSpins ?? 0,
    variants,
  };
}

/** Reusable result of one line; `pay` 0 means no win. */
export interface LineResult {
  symbol: number;
  count: number;
  pay: number;
}

/**
 * One payline read left to right from reel 1. The wild stands in for every pay symbol (never the
 * scatter); a line pays the better of its leading-wild run and its substituted symbol run.
 */
export function evaluateLine(slot: CompiledSlot, symbols: ArrayLike<number>, out: LineResult): LineResult {
  const { wild, pays } = slot;
  const reels = slot.reelCount;
  let wildRun = 0;
  while (wildRun < reels && symbols[wildRun] === wild) wildRun++;
  const wildPay = pays[wild * 6 + wildRun] ?? 0;
  out.symbol = wild;
  out.count = wildRun;
  out.pay = wildPay;
  if (wildRun === reels) return out;
  const first = symbols[wildRun] ?? -1;
  if (first === slot.scatter) return out;
  let count = wildRun + 1;
  while (count < reels && (symbols[count] === first || symbols[count] === wild)) count++;
  const symbolPay = pays[first * 6 + count] ?? 0;
  if (symbolPay > wildPay) {
    out.symbol = first;
    out.count = count;
    out.pay = symbolPay;
  }
  return out;
}

const compiledCache = new Map<SlotId, CompiledSlot>();

export function compiledSlot(slotId: SlotId): CompiledSlot {
  let compiled = compiledCache.get(slotId);
  if (!compiled) {
    const def = SLOTS[slotId];
    if (!def) throw new Error(`unknown slot ${slotId}`);
    compiled = compileSlot(def);
    compiledCache.set(slotId, compiled);
  }
  return compiled;
}

// Reused between calls: evaluation is synchronous and runs millions of times in the benches.
const scratchLine = new Int32Array(8);
const scratchResult: LineResult = { symbol: 0, count: 0, pay: 0 };

/** Numeric grid evaluation shared by the engine, the tests and the exact RTP script. */
export interface GridResult {
  lineWins: { line: number; symbol: number; count: number; pay: number }[];
  /** Σ line pays, line-bet multiples, before any free-spin multiplier. */
  linePay: number;
  scatterCount: number;
  /** Line-bet multiples. */
  scatterPay: number;
  /** Free spins this grid awards, before the round cap. */
  freeSpins: number;
}

/** `grid[row][reel]` of symbol indexes. */
export function evaluateCompiledGrid(slot: CompiledSlot, grid: readonly (readonly number[])[]): GridResult {
  const lineSymbols = scratchLine;
  const result = scratchResult;
  const lineWins: GridResult["lineWins"] = [];
  let linePay = 0;
  for (let line = 0; line < slot.lineCount; line++) {
    const rows = slot.paylines[line] as Uint8Array;
    for (let reel = 0; reel < slot.reelCount; reel++) lineSymbols[reel] = grid[rows[reel] ?? 0]?.[reel] ?? -1;
    evaluateLine(slot, lineSymbols, result);
    if (result.pay > 0) {
      lineWins.push({ line: line + 1, symbol: result.symbol, count: result.count, pay: result.pay });
      linePay += result.pay;
    }
  }
  let scatterCount = 0;
  if (slot.scatter >= 0) {
    for (const row of grid) for (const symbol of row) if (symbol === slot.scatter) scatterCount++;
  }
  return {
    lineWins,
    linePay,
    scatterCount,
    scatterPay: slot.scatterPays[scatterCount] ?? 0,
    freeSpins: slot.scatterAwards[scatterCount] ?? 0,
  };
}

export interface GridEvaluation extends Omit<GridResult, "lineWins"> {
  lineWins: { line: number; symbol: string; count: number; pay: number }[];
}

/** Evaluates a hand-built grid of symbol ids (`grid[row][reel]`); pays in line-bet multiples. */
export function evaluateGrid(slotId: SlotId, grid: readonly (readonly string[])[]): GridEvaluation {
  const slot = compiledSlot(slotId);
  const numeric = grid.map((row) =>
    row.map((id) => {
      const index = slot.symbols.indexOf(id);
      if (index < 0) throw new Error(`unknown symbol ${id}`);
      return index;
    }),
  );
  const result = evaluateCompiledGrid(slot, numeric);
  return {
    ...result,
    lineWins: result.lineWins.map((win) => ({ ...win, symbol: slot.symbols[win.symbol] ?? "" })),
  };
}

function drawStops(strips: readonly Uint8Array[], stream: FloatStream): number[] {
  return strips.map((strip) => pick(stream.next(), strip.length));
}

function gridAt(strips: readonly Uint8Array[], stops: readonly number[], rows: number): number[][] {
  const grid: number[][] = [];
  for (let row = 0; row < rows; row++) {
    grid.push(
      strips.map((strip, reel) => {
        const stop = stops[reel] ?? 0;
        return strip[(stop + row) % strip.length] ?? 0;
      }),
    );
  }
  return grid;
}

/** Server-side bet check: a positive whole number of bet steps (limits are checked elsewhere). */
export function isValidBetStep(betMinor: bigint, stepMinor: bigint): boolean {
  if (stepMinor <= 0n) throw new RangeError("bet step must be positive");
  return betMinor > 0n && betMinor % stepMinor === 0n;
}

/**
 * One round: a base spin and, when scatters award them, its free spins (retriggers included, the
 * total capped so that a round always ends). Floats are drawn from `stream` in play order: 5 stops
 * for the base spin, then 5 per free spin.
 */
export function spin(slotId: SlotId, variantId: string, betMinor: bigint, stream: FloatStream): SpinOutcome {
  return spinCompiled(compiledSlot(slotId), variantId, betMinor, stream);
}

/** `spin` on an already compiled definition (tests use it with made-up slots). */
export function spinCompiled(
  slot: CompiledSlot,
  variantId: string,
  betMinor: bigint,
  stream: FloatStream,
): SpinOutcome {
  if (betMinor <= 0n) throw new RangeError("bet must be positive");
  const slotId = slot.id;
  const variant = slot.variants.get(variantId);
  if (!variant) throw new Error(`unknown variant ${slotId}/${variantId}`);
  const lineCount = BigInt(slot.lineCount);
  const amount = (pay: number): string => ((betMinor * BigInt(pay)) / lineCount).toString();
  const toLineWins = (wins: GridResult["lineWins"], multiplier: number): LineWin[] =>
    wins.map((win) => ({
      line: win.line,
      symbol: slot.symbols[win.symbol] ?? "",
      count: win.count,
      multiplier: (win.pay * multiplier) / slot.lineCount,
      win: amount(win.pay * multiplier),
    }));
  const toIds = (grid: number[][]): string[][] => grid.map((row) => row.map((s) => slot.symbols[s] ?? ""));

  const stops = drawStops(variant.reels, stream);
  const grid = gridAt(variant.reels, stops, slot.rows);
  const base = evaluateCompiledGrid(slot, grid);
  // Integer sum of line-bet multiples for the whole round; floored into money once, at the end.
  let roundPay = base.linePay + base.scatterPay;
  const outcome: SpinOutcome = {
    slotId,
    variant: variant.id,
    stops,
    grid: toIds(grid),
    lineWins: toLineWins(base.lineWins, 1),
    freeSpins: [],
    totalWin: "0",
    totalMultiplier: 0,
  };
  let awarded = Math.min(base.freeSpins, slot.maxFreeSpins);
  if (base.scatterPay > 0 || base.freeSpins > 0) {
    outcome.scatter = { count: base.scatterCount, win: amount(base.scatterPay), freeSpinsAwarded: awarded };
  }
  const multiplier = slot.freeSpinMultiplier;
  for (let index = 0; index < awarded; index++) {
    const fsStops = drawStops(variant.freeSpinReels, stream);
    const fsGrid = gridAt(variant.freeSpinReels, fsStops, slot.rows);
    const result = evaluateCompiledGrid(slot, fsGrid);
    const pay = (result.linePay + result.scatterPay) * multiplier;
    roundPay += pay;
    const free: FreeSpinOutcome = {
      index: index + 1,
      stops: fsStops,
      grid: toIds(fsGrid),
      lineWins: toLineWins(result.lineWins, multiplier),
      multiplier,
      win: amount(pay),
    };
    if (result.scatterPay > 0 || result.freeSpins > 0) {
      const granted = Math.min(result.freeSpins, slot.maxFreeSpins - awarded);
      awarded += granted;
      free.scatterWin = {
        count: result.scatterCount,
        win: amount(result.scatterPay * multiplier),
        freeSpinsAwarded: granted,
      };
    }
    outcome.freeSpins.push(free);
  }
  outcome.totalWin = amount(roundPay);
  outcome.totalMultiplier = roundPay / slot.lineCount;
  return outcome;
}

/** Recomputes a past round from its revealed inputs. */
export function verifySpin(
  slotId: SlotId,
  variantId: string,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  betMinor: bigint,
): SpinOutcome {
  return spin(slotId, variantId, betMinor, new FairStream(serverSeed, clientSeed, nonce));
}
