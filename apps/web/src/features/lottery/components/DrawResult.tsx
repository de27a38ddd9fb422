import type { LotteryFormat } from "@lotus/contracts";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { padNumber } from "../model/numbers";
import {
  isPrizeCode,
  kenoSummary,
  loTable,
  prizeRows,
  type ResultLike,
  revealOrder,
  splitEnding,
} from "../model/results";

/** Time between two numbers of the draw animation (27 numbers ≈ 3.8 s, 20 balls ≈ 2.8 s). */
const REVEAL_STEP_MS = 140;

const ROLL_DIGITS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

/**
 * How many of `total` items are shown: all at once, or one more every step from the first render
 * while animating; `onDone` is told when the last one is out.
 */
function useReveal(total: number, animate: boolean, onDone?: () => void): number {
  const [shown, setShown] = useState(animate ? 0 : total);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!animate) {
      setShown(total);
      return;
    }
    setShown(0);
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      setShown(count);
      if (count >= total) {
        clearInterval(timer);
        done.current?.();
      }
    }, REVEAL_STEP_MS);
    return () => clearInterval(timer);
  }, [total, animate]);
  return animate ? shown : total;
}

/** Digits spinning in place of a number not drawn yet (decoration: the table is busy meanwhile). */
function Rolling({ length }: { length: number }) {
  return (
    <span className="lottery-roll" aria-hidden="true">
      {Array.from({ length }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the digits of one number never move
        <span key={index} className="lottery-roll__digit">
          <span className="lottery-roll__strip" style={{ animationDelay: `${-index * 130}ms` }}>
            {ROLL_DIGITS.map((digit) => (
              <span key={digit}>{digit}</span>
            ))}
          </span>
        </span>
      ))}
    </span>
  );
}

/** A prize number with its last two digits marked (what lô and đề are paid on). */
export function PrizeNumber({ number }: { number: string }) {
  const { head, tail } = splitEnding(number);
  return (
    <span className="lottery-prize-number">
      {head}
      <mark>{tail}</mark>
    </span>
  );
}

/** The prize table: ĐB on top, then G1 down; the numbers drawn so far, the rest still rolling. */
export function PrizeTable({
  result,
  period,
  revealed,
}: {
  result: ResultLike;
  period: string;
  /** "prize:index" of the numbers already drawn; every number when absent. */
  revealed?: ReadonlySet<string>;
}) {
  const { t } = useTranslation("lottery");
  return (
    <table className="lottery-prizes">
      <caption className="visually-hidden">{t("results.tableCaption", { period })}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t("results.prize")}</th>
          <th scope="col">{t("results.numbers")}</th>
        </tr>
      </thead>
      <tbody>
        {prizeRows(result).map((row) => (
          <tr
            key={row.prize}
            className={`lottery-prizes__row lottery-prizes__row--${row.prize.toLowerCase()}`}
          >
            <th scope="row">
              {isPrizeCode(row.prize) ? (
                <abbr title={t(`results.prizeNames.${row.prize}`)}>{t(`results.prizes.${row.prize}`)}</abbr>
              ) : (
                row.prize
              )}
            </th>
            <td>
              <span className="lottery-prizes__numbers">
                {row.numbers.map((number, index) =>
                  !revealed || revealed.has(`${row.prize}:${index}`) ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a prize's numbers keep their places
                    <PrizeNumber key={index} number={number} />
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a prize's numbers keep their places
                    <Rolling key={index} length={number.length} />
                  ),
                )}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The lô tô board: the endings that came out, by head digit. */
export function LoTable({ result }: { result: ResultLike }) {
  const { t } = useTranslation("lottery");
  return (
    <table className="lottery-lotable">
      <caption>{t("results.loTable")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("results.head")}</th>
          <th scope="col">{t("results.tails")}</th>
        </tr>
      </thead>
      <tbody>
        {loTable(result).map((row) => (
          <tr key={row.head}>
            <th scope="row">{row.head}</th>
            <td>{row.tails.join(", ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A Keno draw's figures: sum, Tài/Xỉu, Trên/Dưới, Lẻ/Chẵn and its ngũ hành. */
export function KenoFigures({ balls }: { balls: readonly number[] }) {
  const { t } = useTranslation("lottery");
  const summary = kenoSummary(balls);
  return (
    <ul className="lottery-keno-figures">
      <li>
        {t("results.sum")} <strong>{summary.sum}</strong>
      </li>
      <li className={`lottery-keno-figures__size lottery-keno-figures__size--${summary.size}`}>
        {t(`results.size.${summary.size}`)}
      </li>
      <li>{t("results.upperLower", { upper: summary.upper, lower: summary.lower })}</li>
      <li>{t("results.oddEven", { odd: summary.odd, even: summary.even })}</li>
      <li>{t(`results.elements.${summary.element}`)}</li>
    </ul>
  );
}

/** The 20 balls (in draw order while they come out, then ascending). */
export function KenoBalls({ balls, shown }: { balls: readonly number[]; shown?: number }) {
  const { t } = useTranslation("lottery");
  const done = shown === undefined || shown >= balls.length;
  const list = done ? kenoSummary(balls).sorted : balls.slice(0, shown);
  return (
    <ol className="lottery-balls" aria-label={t("results.balls")}>
      {list.map((ball) => (
        <li key={ball} className={`lottery-ball lottery-ball--${ball <= 40 ? "upper" : "lower"}`}>
          {padNumber(ball, 2)}
        </li>
      ))}
      {!done &&
        Array.from({ length: balls.length - list.length }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of the balls still to come
          <li key={`empty-${index}`} className="lottery-ball lottery-ball--empty" aria-hidden="true" />
        ))}
    </ol>
  );
}

/**
 * A draw's result, animated when it has just arrived: VN numbers roll into place in draw order
 * (G1 first, ĐB last), Keno balls appear one by one. Without animation (or with reduced motion)
 * the whole result shows at once.
 */
export function DrawResult({
  format,
  period,
  result,
  animate,
  onDone,
}: {
  format: LotteryFormat;
  period: string;
  result: ResultLike;
  animate: boolean;
  onDone?: () => void;
}) {
  const order = useMemo(() => revealOrder(result), [result]);
  const balls = result.balls ?? [];
  const keno = format === "keno" || balls.length > 0;
  const total = keno ? balls.length : order.length;
  const shown = useReveal(total, animate, onDone);
  const revealed = useMemo(
    () => new Set(order.slice(0, shown).map((entry) => `${entry.prize}:${entry.index}`)),
    [order, shown],
  );
  const busy = shown < total;
  return (
    <div className="lottery-draw" aria-busy={busy || undefined}>
      {keno ? (
        <>
          <KenoBalls balls={balls} shown={shown} />
          {!busy && <KenoFigures balls={balls} />}
        </>
      ) : (
        <PrizeTable result={result} period={period} revealed={busy ? revealed : undefined} />
      )}
    </div>
  );
}
