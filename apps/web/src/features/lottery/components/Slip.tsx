import type { LotteryMarketCode } from "@lotus/contracts";
import { formatAmount } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import type { TFunction } from "i18next";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MarketTerms } from "../model/markets";
import { type LimitReached, lineHasLimitedNumber } from "../model/place-slip";
import {
  combinationCount,
  lineCost,
  lineWinPerCombination,
  MAX_SLIP_LINES,
  type SlipLine,
  slipProblem,
  slipTotal,
  validPoints,
} from "../model/slip";
import { readPoints } from "./SelectionBar";

/** A line's points, typed freely; the slip reads them as a number (NaN while not whole). */
function LinePoints({
  line,
  name,
  maxPoints,
  onPoints,
}: {
  line: SlipLine;
  name: string;
  maxPoints: number;
  onPoints: (points: number) => void;
}) {
  const { t } = useTranslation("lottery");
  const id = useId();
  const [draft, setDraft] = useState(String(line.points));
  // Set from outside ("bet the room left"): show it.
  useEffect(() => {
    setDraft((current) => (readPoints(current) === line.points ? current : String(line.points)));
  }, [line.points]);
  const valid = validPoints(readPoints(draft), maxPoints);
  return (
    <div className="lottery-slip-line__points">
      <label className="visually-hidden" htmlFor={id}>
        {t("slip.points", { line: name })}
      </label>
      <input
        id={id}
        className="input lottery-slip-line__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={maxPoints}
        step={1}
        value={draft}
        aria-invalid={valid ? undefined : true}
        onChange={(event) => {
          setDraft(event.target.value);
          onPoints(readPoints(event.target.value));
        }}
      />
      <span aria-hidden="true">{t("selection.points")}</span>
    </div>
  );
}

/** What a full number limit leaves: the points still taken on the number (or the Keno market). */
function limitMessage(
  t: TFunction<"lottery">,
  limit: LimitReached,
  nameOf: (market: LotteryMarketCode) => string,
): string {
  const market = nameOf(limit.market as LotteryMarketCode);
  if (limit.number === "*")
    return limit.maxPoints > 0
      ? t("slip.limitMarket", { market, count: limit.maxPoints })
      : t("slip.soldOutMarket", { market });
  const number = limit.number.split("-").join(" · ");
  return limit.maxPoints > 0
    ? t("slip.limit", { number, market, count: limit.maxPoints })
    : t("slip.soldOut", { number, market });
}

export interface SlipProps {
  lines: readonly SlipLine[];
  markets: ReadonlyMap<LotteryMarketCode, MarketTerms>;
  unitValue: number;
  symbol: string;
  maxPoints: number;
  /** The period bets go to now, or null while betting is closed. */
  period: string | null;
  /** How the slip names that draw (a daily draw's station and date); "For period …" without it. */
  periodLabel?: string;
  placing: boolean;
  error: string | null;
  limit: LimitReached | null;
  onPoints: (id: string, points: number) => void;
  onRemove: (id: string) => void;
  onClear: () => void;
  onPlace: () => void;
}

/**
 * The slip: each line with its points, cost and what it can win, the total, and "Place bets"
 * (which names the total, so the cost is read before the click). A server refusal shows under it;
 * a number whose limit is full shows the room left on its line.
 */
export function Slip(props: SlipProps) {
  const { lines, markets, unitValue, symbol, maxPoints, period, placing, error, limit } = props;
  const { t } = useTranslation("lottery");
  const total = slipTotal(markets, lines, unitValue);
  const problem = slipProblem(markets, lines, maxPoints);
  const marketName = (code: LotteryMarketCode) => t(`markets.${code}`);
  const limitText = limit
    ? limitMessage(t, limit, (code) => (markets.has(code) ? marketName(code) : code))
    : "";

  return (
    <section className="lottery-slip" id="lottery-slip" aria-labelledby="lottery-slip-title">
      <header className="lottery-slip__head">
        <h2 id="lottery-slip-title" className="lottery-slip__title">
          {t("slip.title")}
          {lines.length > 0 && <span className="lottery-slip__count">{lines.length}</span>}
        </h2>
        {period && (
          <p className="lottery-slip__period" data-testid="lottery-slip-draw" data-period={period}>
            {props.periodLabel ?? t("slip.forPeriod", { period })}
          </p>
        )}
      </header>
      {lines.length === 0 ? (
        <p className="lottery-slip__empty">{t("slip.empty")}</p>
      ) : (
        <ol className="lottery-slip__lines">
          {lines.map((line) => {
            const market = markets.get(line.market);
            const numbers = line.numbers.length > 0 ? line.numbers.join(", ") : t("slip.noNumbers");
            const name = `${marketName(line.market)} ${numbers}`;
            const count = market ? combinationCount(market, line.numbers) : 0;
            const limited = limit !== null && lineHasLimitedNumber(line, limit);
            return (
              <li
                key={line.id}
                className={`lottery-slip-line${limited ? " lottery-slip-line--limited" : ""}`}
              >
                <div className="lottery-slip-line__top">
                  <span className="lottery-slip-line__market">{marketName(line.market)}</span>
                  <span className="lottery-slip-line__combos">{t("selection.combinations", { count })}</span>
                  <button
                    type="button"
                    className="icon-btn lottery-slip-line__remove"
                    aria-label={t("slip.remove", { line: name })}
                    onClick={() => props.onRemove(line.id)}
                  >
                    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                      <path
                        d="M18 6 6 18M6 6l12 12"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                      />
                    </svg>
                  </button>
                </div>
                <p className="lottery-slip-line__numbers">{numbers}</p>
                <div className="lottery-slip-line__money">
                  <LinePoints
                    line={line}
                    name={name}
                    maxPoints={maxPoints}
                    onPoints={(points) => props.onPoints(line.id, points)}
                  />
                  {market && (
                    <dl className="lottery-slip-line__figures">
                      <div>
                        <dt>{t("slip.cost")}</dt>
                        <dd>{formatAmount(lineCost(market, line, unitValue), symbol)}</dd>
                      </div>
                      <div>
                        <dt>{market.payRule === "per_hit" ? t("slip.winPerHit") : t("slip.maxWin")}</dt>
                        <dd>{formatAmount(lineWinPerCombination(market, line.points, unitValue), symbol)}</dd>
                      </div>
                    </dl>
                  )}
                </div>
                {limited && limit && (
                  <div className="lottery-slip-line__limit" role="note">
                    <p>{limitText}</p>
                    {limit.maxPoints > 0 && (
                      <button
                        type="button"
                        className="btn btn--secondary btn--small"
                        onClick={() => props.onPoints(line.id, Math.min(limit.maxPoints, maxPoints))}
                      >
                        {t("slip.useRoom", { count: Math.min(limit.maxPoints, maxPoints) })}
                      </button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <footer className="lottery-slip__foot">
        <p className="lottery-slip__total">
          <span>{t("slip.total")}</span>
          <strong data-testid="lottery-slip-total">{formatAmount(total, symbol)}</strong>
        </p>
        {problem && problem !== "empty" && (
          <p className="field__error">
            {problem === "points"
              ? t("slip.problems.points", { max: maxPoints })
              : problem === "tooManyLines"
                ? t("slip.problems.tooManyLines", { max: MAX_SLIP_LINES })
                : t("slip.problems.numbers")}
          </p>
        )}
        {error && (
          <p className="alert alert--error lottery-slip__error" role="alert">
            {error}
          </p>
        )}
        <Button
          variant="primary"
          className="btn--block lottery-slip__place"
          busy={placing}
          disabled={problem !== null || period === null}
          onClick={props.onPlace}
        >
          {period === null ? t("slip.closed") : t("slip.place", { amount: formatAmount(total, symbol) })}
        </Button>
        {lines.length > 0 && (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={placing}
            onClick={props.onClear}
          >
            {t("slip.clear")}
          </button>
        )}
      </footer>
    </section>
  );
}
