import type { BaccaratVariant, LiveTableKind } from "@lotus/contracts";
import { useTranslation } from "react-i18next";
import type { SpotView } from "../api/live-api";
import { chipLabel, type Stakes, toMinorAmount } from "../model/chips";
import { oddsText, type SpotGroup, spotDice, spotDiscs, spotText } from "../model/spots";
import { type SpotTotal, spotTotal } from "../model/table-state";
import { DiceRow, DiscRow } from "./Pieces";

export interface BoardMoney {
  pending: Stakes;
  confirmed: Stakes;
  /** What each spot paid the player this round, once settled. */
  wins: Stakes | null;
  totals: readonly SpotTotal[];
}

/** A compact amount for the small print of a spot: ₫1.5K. */
export const compactMoney = (symbol: string, minor: bigint) => `${symbol}${chipLabel(minor)}`;

function SpotPicture({ kind, spot }: { kind: LiveTableKind; spot: string }) {
  if (kind === "sicbo") {
    const dice = spotDice(spot);
    return dice.length > 0 ? (
      <span className="live-spot__picture" aria-hidden="true">
        <DiceRow faces={dice} size={spot.startsWith("single_") ? 22 : 15} />
      </span>
    ) : null;
  }
  if (kind === "xocdia") {
    return (
      <span className="live-spot__picture" aria-hidden="true">
        <DiscRow sides={spotDiscs(spot)} size={12} />
      </span>
    );
  }
  return null;
}

/**
 * The table's bet spots in the kind's layout, each with its odds, the round's live total and
 * players on it, the player's chips (laid and confirmed) and, after the result, whether it won and
 * what it paid. A spot takes a chip by a click while bets are taken.
 */
export function BetBoard({
  kind,
  variant,
  groups,
  spots,
  money,
  winners,
  symbol,
  canBet,
  onSpot,
}: {
  kind: LiveTableKind;
  variant: BaccaratVariant | null;
  groups: readonly SpotGroup[];
  spots: ReadonlyMap<string, SpotView>;
  money: BoardMoney;
  /** The result's winning spots once revealed (null before). */
  winners: ReadonlySet<string> | null;
  symbol: string;
  canBet: boolean;
  onSpot: (spot: string) => void;
}) {
  const { t } = useTranslation("live");
  const name = (spot: string) => {
    const text = spotText(kind, spot);
    return t(text.key as "spots.baccarat.player", text.values);
  };

  return (
    <div className={`live-board live-board--${kind}`} data-testid="live-board">
      {groups.map((group) => (
        <section key={group.id} className={`live-board__group live-board__group--${kind}-${group.id}`}>
          {kind === "sicbo" && <h3 className="live-board__title">{t(`groups.${group.id}`)}</h3>}
          <div className="live-board__spots">
            {group.spots.map((spot) => {
              const view = spots.get(spot);
              if (!view) return null;
              const pending = money.pending.get(spot) ?? 0n;
              const confirmed = money.confirmed.get(spot) ?? 0n;
              const win = money.wins?.get(spot) ?? 0n;
              const total = spotTotal(money.totals, spot);
              const won = winners?.has(spot) ?? false;
              const lost = winners !== null && !won;
              const note =
                kind === "baccarat" && variant === "no_commission" && spot === "banker"
                  ? t("spots.baccarat.bankerSix")
                  : null;
              return (
                <button
                  key={spot}
                  type="button"
                  className={`live-spot live-spot--${spot}${won ? " live-spot--won" : ""}${lost ? " live-spot--lost" : ""}${pending > 0n ? " live-spot--pending" : ""}`}
                  data-spot={spot}
                  disabled={!canBet}
                  onClick={() => onSpot(spot)}
                >
                  <span className="live-spot__name">{name(spot)}</span>
                  <SpotPicture kind={kind} spot={spot} />
                  <span className="live-spot__odds">{oddsText(view.odds)}</span>
                  {note && <span className="live-spot__note">{note}</span>}
                  {total.bets > 0 && (
                    <span className="live-spot__total">
                      {t("board.total", {
                        amount: compactMoney(symbol, toMinorAmount(total.amount)),
                        count: total.bets,
                      })}
                    </span>
                  )}
                  {(confirmed > 0n || pending > 0n) && (
                    <span className="live-spot__chips">
                      {confirmed > 0n && (
                        <span className="live-chip-mark live-chip-mark--confirmed">
                          {t("board.mine", { amount: compactMoney(symbol, confirmed) })}
                        </span>
                      )}
                      {pending > 0n && (
                        <span className="live-chip-mark live-chip-mark--pending">
                          {t("board.pending", { amount: compactMoney(symbol, pending) })}
                        </span>
                      )}
                    </span>
                  )}
                  {win > 0n && (
                    <span className="live-spot__win">
                      {t("board.win", { amount: compactMoney(symbol, win) })}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
