import type { HouseSlotId } from "@lotus/contracts";

/**
 * The symbol ids each slot's outcome uses (the slot engine's paytables), in paytable order. Art
 * and names are keyed by these ids; an id not listed here is drawn as a neutral tile.
 */
export interface SlotSymbols {
  ids: readonly string[];
  wild: string;
  scatter?: string;
}

export const SLOT_SYMBOLS: Record<HouseSlotId, SlotSymbols> = {
  "lotus-fortune": {
    ids: ["wild", "koi", "lantern", "fan", "drum", "a", "k", "q", "j", "ten"],
    wild: "wild",
  },
  "dragon-pearl": {
    ids: ["wild", "pearl", "phoenix", "tiger", "turtle", "crane", "a", "k", "q", "j", "ten"],
    wild: "wild",
    scatter: "pearl",
  },
};

const NONE: SlotSymbols = { ids: [], wild: "" };

export function isHouseSlot(slotId: string): slotId is HouseSlotId {
  return Object.hasOwn(SLOT_SYMBOLS, slotId);
}

export function symbolsOf(slotId: string): SlotSymbols {
  return isHouseSlot(slotId) ? SLOT_SYMBOLS[slotId] : NONE;
}

export function isKnownSymbol(slotId: string, id: string): boolean {
  return symbolsOf(slotId).ids.includes(id);
}

/**
 * Symbols the spinning strip flashes by (decoration only, never an outcome): the slot's symbols
 * in a fixed shuffled order per reel, so neighbouring reels do not blur in step.
 */
export function blurStrip(slotId: string, reel: number, length = 6): string[] {
  const ids = symbolsOf(slotId).ids;
  if (ids.length === 0) return Array.from({ length }, () => "");
  const strip: string[] = [];
  for (let i = 0; i < length; i++) strip.push(ids[(i * 7 + reel * 3 + 1) % ids.length] as string);
  return strip;
}
