import { formatAmount } from "@lotus/ui/format/format";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { MarketTerms } from "../model/markets";
import { addAmounts, lineCost, linesForSelection, validPoints } from "../model/slip";

const POINT_PRESETS = [1, 5, 10, 50, 100] as const;

/** Whole points typed in the field, or NaN. */
export function readPoints(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/**
 * The points for the chosen numbers, what they make (combinations, lines) and cost, and "Add to
 * slip". The cost is shown before anything is added.
 */
export function SelectionBar({
  market,
  selected,
  points,
  onPoints,
  maxPoints,
  unitValue,
  symbol,
  room,
  onAdd,
}: {
  market: MarketTerms;
  selected: readonly string[];
  points: string;
  onPoints: (points: string) => void;
  maxPoints: number;
  unitValue: number;
  symbol: string;
  room: number;
  onAdd: (lines: string[][], points: number) => void;
}) {
  const { t } = useTranslation("lottery");
  const id = useId();
  const value = readPoints(points);
  const pointsOk = validPoints(value, maxPoints);
  const result = linesForSelection(market, selected, room);
  const ready = !("problem" in result);
  const cost =
    ready && pointsOk
      ? addAmounts(result.lines.map((numbers) => lineCost(market, { numbers, points: value }, unitValue)))
      : 0;
  const problem = ready
    ? null
    : result.problem === "empty"
      ? t("selection.empty")
      : result.problem === "tooFew"
        ? t("selection.tooFew", { count: result.needed })
        : t("selection.slipFull", { lines: result.needs, room: result.room });

  return (
    <div className="lottery-selection">
      <div className="lottery-selection__points">
        <label className="field__label" htmlFor={id}>
          {t("selection.points")}
        </label>
        <input
          id={id}
          className="input lottery-selection__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxPoints}
          step={1}
          value={points}
          aria-invalid={pointsOk ? undefined : true}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onPoints(event.target.value)}
        />
        <div className="lottery-selection__presets">
          {POINT_PRESETS.filter((preset) => preset <= maxPoints).map((preset) => (
            <button
              key={preset}
              type="button"
              className="lottery-preset"
              aria-label={t("selection.preset", { count: preset })}
              aria-pressed={value === preset}
              onClick={() => onPoints(String(preset))}
            >
              {preset}
            </button>
          ))}
        </div>
        <p id={`${id}-hint`} className={pointsOk ? "field__hint" : "field__error"}>
          {t("selection.pointsHint", { max: maxPoints })}
        </p>
      </div>
      <div className="lottery-selection__sum">
        {ready ? (
          <p className="lottery-selection__made">
            {t("selection.combinations", { count: result.combinations })}
            {result.lines.length > 1 && ` · ${t("selection.lines", { count: result.lines.length })}`}
          </p>
        ) : (
          <p className="lottery-selection__problem">{problem}</p>
        )}
        <p className="lottery-selection__cost">
          <span>{t("selection.cost")}</span>
          <strong>{formatAmount(cost, symbol)}</strong>
        </p>
        <button
          type="button"
          className="btn btn--primary lottery-selection__add"
          disabled={!ready || !pointsOk}
          onClick={() => ready && pointsOk && onAdd(result.lines, value)}
        >
          {t("selection.add")}
        </button>
      </div>
    </div>
  );
}
