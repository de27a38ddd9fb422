import type { MinorUnits } from "@lotus/contracts";
import { formatAmount } from "@lotus/ui/format/format";
import { useTranslation } from "react-i18next";
import { chipLabel, toWireAmount } from "../model/chips";

/** The chip tray's colours, cheapest first (live.css `.live-chip--0` … `--5`). */
const CHIP_COLOURS = 6;

/**
 * The chips to lay (one chosen at a time, as a radio group) and what to do with the laid ones:
 * undo the last, clear, double, repeat last round's bets, and confirm them with their total.
 */
export function ChipTray({
  chips,
  chip,
  onChip,
  symbol,
  pendingTotal,
  confirmedTotal,
  canBet,
  canRepeat,
  canDouble,
  placing,
  onUndo,
  onClear,
  onDouble,
  onRepeat,
  onConfirm,
}: {
  chips: readonly MinorUnits[];
  chip: MinorUnits | null;
  onChip: (chip: MinorUnits) => void;
  symbol: string;
  pendingTotal: MinorUnits;
  confirmedTotal: MinorUnits;
  canBet: boolean;
  canRepeat: boolean;
  canDouble: boolean;
  placing: boolean;
  onUndo: () => void;
  onClear: () => void;
  onDouble: () => void;
  onRepeat: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("live");
  const money = (minor: MinorUnits) => formatAmount(toWireAmount(minor), symbol);
  const hasPending = pendingTotal > 0n;
  return (
    <section className="live-tray" aria-label={t("chips.label")}>
      <div className="live-tray__chips" role="radiogroup" aria-label={t("chips.label")}>
        {chips.map((value, index) => (
          // biome-ignore lint/a11y/useSemanticElements: chips are buttons drawn as tokens, checked like radios
          <button
            key={String(value)}
            type="button"
            role="radio"
            aria-checked={chip === value}
            aria-label={t("chips.chip", { amount: money(value) })}
            className={`live-chip live-chip--${index % CHIP_COLOURS}`}
            onClick={() => onChip(value)}
          >
            {chipLabel(value)}
          </button>
        ))}
      </div>
      <div className="live-tray__actions">
        <button
          type="button"
          className="live-action"
          disabled={!canBet || !hasPending || placing}
          onClick={onUndo}
        >
          {t("actions.undo")}
        </button>
        <button
          type="button"
          className="live-action"
          disabled={!canBet || !hasPending || placing}
          onClick={onClear}
        >
          {t("actions.clear")}
        </button>
        <button
          type="button"
          className="live-action"
          disabled={!canBet || !canDouble || placing}
          onClick={onDouble}
        >
          {t("actions.double")}
        </button>
        <button
          type="button"
          className="live-action"
          disabled={!canBet || !canRepeat || placing}
          onClick={onRepeat}
        >
          {t("actions.repeat")}
        </button>
        <button
          type="button"
          className="btn btn--primary live-action live-action--confirm"
          disabled={!canBet || !hasPending || placing}
          aria-busy={placing || undefined}
          onClick={onConfirm}
          data-testid="live-confirm"
        >
          {placing ? t("actions.placing") : t("actions.confirm")}
          {hasPending && <span className="live-action__sum">{money(pendingTotal)}</span>}
        </button>
      </div>
      {confirmedTotal > 0n && (
        <p className="live-tray__confirmed" data-testid="live-confirmed">
          {t("actions.confirmed", { amount: money(confirmedTotal) })}
        </p>
      )}
    </section>
  );
}
