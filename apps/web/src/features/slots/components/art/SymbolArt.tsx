import type { ReactNode } from "react";
import { DRAGON_PEARL_ART } from "./dragon-pearl";
import { LOTUS_FORTUNE_ART } from "./lotus-fortune";

const ART: Record<string, Record<string, () => ReactNode>> = {
  "lotus-fortune": LOTUS_FORTUNE_ART,
  "dragon-pearl": DRAGON_PEARL_ART,
};

/** The drawing of a slot's symbol, or undefined for an id the site has no art for. */
export function artFor(slotId: string, symbol: string): (() => ReactNode) | undefined {
  const set = ART[slotId];
  return set && Object.hasOwn(set, symbol) ? set[symbol] : undefined;
}

/** A symbol the site does not know (a newer engine): a plain tile, never a broken image. */
function NeutralTile() {
  return (
    <g>
      <rect
        x="14"
        y="14"
        width="72"
        height="72"
        rx="14"
        fill="#ffffff"
        fillOpacity="0.08"
        stroke="#ffffff"
        strokeOpacity="0.3"
        strokeWidth="2"
      />
      <path d="M50 34 L66 50 L50 66 L34 50Z" fill="#ffffff" fillOpacity="0.25" />
    </g>
  );
}

/** One symbol as an accessible image (its name read out), 100 × 100 canvas scaled to the cell. */
export function SymbolArt({ slotId, symbol, label }: { slotId: string; symbol: string; label: string }) {
  const Art = artFor(slotId, symbol);
  return (
    <svg
      viewBox="0 0 100 100"
      className={Art ? "slot-symbol" : "slot-symbol slot-symbol--unknown"}
      role="img"
      aria-label={label}
      focusable="false"
    >
      {Art ? <Art /> : <NeutralTile />}
    </svg>
  );
}
