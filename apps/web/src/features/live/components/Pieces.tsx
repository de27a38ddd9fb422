import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { cardFace, SUIT_SYMBOL } from "../model/results";
import type { DiscSide } from "../model/spots";

/**
 * The table's pieces drawn in CSS and SVG: cards that turn face up, dice, and xóc đĩa's discs.
 * Their motion is in live.css and stops under reduced motion (the `live--still` class).
 */

/**
 * A card. `order` staggers its deal: it slides in face down at its turn and then turns over.
 * Without a code it is a face-down card waiting for the deal.
 */
export function PlayingCard({
  code,
  order = 0,
  stepMs,
  small = false,
  third = false,
}: {
  code?: string;
  order?: number;
  stepMs?: number;
  small?: boolean;
  /** A baccarat third card, laid sideways. */
  third?: boolean;
}) {
  const { t } = useTranslation("live");
  const face = code ? cardFace(code) : null;
  const style =
    stepMs === undefined ? undefined : ({ "--deal-delay": `${order * stepMs}ms` } as CSSProperties);
  const label = face ? `${face.rank}${SUIT_SYMBOL[face.suit]}` : t("deal.faceDown");
  return (
    <span
      className={`live-card${face ? " live-card--up" : ""}${stepMs !== undefined ? " live-card--deal" : ""}${small ? " live-card--small" : ""}${third ? " live-card--third" : ""}`}
      style={style}
      role="img"
      aria-label={label}
      data-card={code}
    >
      <span className="live-card__inner" aria-hidden="true">
        <span className="live-card__back" />
        {face && (
          <span className={`live-card__front${face.red ? " live-card__front--red" : ""}`}>
            <span className="live-card__rank">{face.rank}</span>
            <span className="live-card__suit">{SUIT_SYMBOL[face.suit]}</span>
          </span>
        )}
      </span>
    </span>
  );
}

/** Where each face's pips sit on a 3 × 3 grid (0–8, row by row). */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die showing `face`; `rolling` tumbles it before it settles. */
export function Die({
  face,
  rolling = false,
  size = 40,
}: {
  face: number;
  rolling?: boolean;
  size?: number;
}) {
  return (
    <svg
      className={`live-die${rolling ? " live-die--roll" : ""}${face === 1 || face === 4 ? " live-die--red" : ""}`}
      viewBox="0 0 30 30"
      width={size}
      height={size}
      role="img"
      aria-label={String(face)}
    >
      <rect className="live-die__body" x="1" y="1" width="28" height="28" rx="6" />
      {(PIPS[face] ?? []).map((place) => (
        <circle
          key={place}
          className="live-die__pip"
          cx={8 + (place % 3) * 7}
          cy={8 + Math.floor(place / 3) * 7}
          r={face === 1 ? 3.6 : 2.5}
        />
      ))}
    </svg>
  );
}

/** Small dice in a row (a spot's picture, a history cell). */
export function DiceRow({ faces, size = 16 }: { faces: readonly number[]; size?: number }) {
  return (
    <span className="live-dice-row">
      {faces.map((face, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: dice keep their places
        <Die key={index} face={face} size={size} />
      ))}
    </span>
  );
}

/** A two-sided disc. */
export function Disc({ side, size = 14 }: { side: DiscSide; size?: number }) {
  const { t } = useTranslation("live");
  return (
    <span
      className={`live-disc live-disc--${side}`}
      style={{ width: size, height: size }}
      role="img"
      aria-label={t(`deal.${side}`)}
    />
  );
}

/** Discs in a row (a spot's picture, a history cell). */
export function DiscRow({ sides, size }: { sides: readonly DiscSide[]; size?: number }) {
  return (
    <span className="live-disc-row">
      {sides.map((side, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: discs keep their places
        <Disc key={index} side={side} size={size} />
      ))}
    </span>
  );
}
