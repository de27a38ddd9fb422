import type { LiveResult, LiveTableKind } from "@lotus/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type BaccaratResult,
  baccaratDeal,
  type DragonTigerResult,
  revealSteps,
  type SicboResult,
  type XocdiaResult,
} from "../model/results";
import type { TableStage } from "../model/round-clock";
import { Die, Disc, PlayingCard } from "./Pieces";

/** A card turns over in this long (live.css); dice and the bowl take about as long as one step. */
export const FLIP_MS = 450;
/** Dice and discs are shaken this long before they show (the server's deal gives ~4 s). */
export const SHAKE_MS = 1600;

const shaken = (result: LiveResult) => result.kind === "sicbo" || result.kind === "xocdia";

/** How long a result's reveal takes at a given pace. */
export const revealMs = (result: LiveResult, stepMs: number) =>
  (shaken(result) ? SHAKE_MS : 0) + revealSteps(result) * stepMs + FLIP_MS;

/** True for the first SHAKE_MS of a round's animated reveal: the dice or the bowl are still being shaken. */
function useShaking(animate: boolean, roundId: string) {
  const [shaken, setShaken] = useState<string | null>(null);
  useEffect(() => {
    if (!animate) return;
    const timer = setTimeout(() => setShaken(roundId), SHAKE_MS);
    return () => clearTimeout(timer);
  }, [animate, roundId]);
  return animate && shaken !== roundId;
}

interface DealProps<R> {
  result: R | null;
  stage: TableStage;
  /** The result is being revealed now (cards dealt one by one, dice rolling, the bowl lifted). */
  animate: boolean;
  /** Everything is face up: totals and winners may show. */
  revealed: boolean;
  stepMs: number;
  roundId: string;
}

/** Reports the end of a reveal once its time is up (a timer, not animation events: they may never fire). */
function useRevealEnd(active: boolean, ms: number, onDone: () => void) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => done.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}

/**
 * The table's felt: what the round dealt, threw or shook, drawn per kind. A result that arrives
 * while the page watches is revealed step by step (`animate`); one already known at load, or any
 * under reduced motion, shows at once.
 */
export function DealArea({
  kind,
  result,
  onRevealed,
  ...props
}: Omit<DealProps<LiveResult>, "result"> & {
  kind: LiveTableKind;
  result: LiveResult | null;
  onRevealed: () => void;
}) {
  useRevealEnd(props.animate && result !== null, result ? revealMs(result, props.stepMs) : 0, onRevealed);
  const matching = result?.kind === kind ? result : null;
  switch (kind) {
    case "baccarat":
      return <BaccaratDeal {...props} result={matching as BaccaratResult | null} />;
    case "dragon_tiger":
      return <DragonTigerDeal {...props} result={matching as DragonTigerResult | null} />;
    case "sicbo":
      return <SicboDeal {...props} result={matching as SicboResult | null} />;
    case "xocdia":
      return <XocdiaDeal {...props} result={matching as XocdiaResult | null} />;
  }
}

function EmptySlots({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty places have nothing else to tell them apart
        <span key={index} className="live-card live-card--slot" aria-hidden="true" />
      ))}
    </>
  );
}

function BaccaratDeal({ result, stage, animate, revealed, stepMs, roundId }: DealProps<BaccaratResult>) {
  const { t } = useTranslation("live");
  const dealt = result ? baccaratDeal(result) : [];
  const hand = (name: "player" | "banker") => {
    const cards = dealt.filter((card) => card.hand === name);
    const total = name === "player" ? result?.playerTotal : result?.bankerTotal;
    const won = revealed && result?.outcome === name;
    return (
      <div className={`live-hand live-hand--${name}${won ? " live-hand--won" : ""}`}>
        <p className="live-hand__head">
          <span className="live-hand__name">{t(`hands.${name}`)}</span>
          {revealed && total !== undefined && (
            <span className="live-hand__total">
              <span aria-hidden="true">{total}</span>
              <span className="visually-hidden">{t("deal.points", { points: total })}</span>
            </span>
          )}
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a hand of cards, each an image */}
        <div
          className="live-hand__cards"
          role="group"
          aria-label={t("deal.cardsOf", { hand: t(`hands.${name}`) })}
        >
          {cards.length > 0 ? (
            cards.map((card) => (
              <PlayingCard
                key={`${roundId}-${card.hand}-${card.slot}`}
                code={card.code}
                order={card.order}
                stepMs={animate ? stepMs : undefined}
                third={card.slot === 2}
              />
            ))
          ) : (
            <EmptySlots count={2} />
          )}
        </div>
      </div>
    );
  };
  return (
    <div className={`live-deal live-deal--cards${stage.kind === "noMoreBets" ? " live-deal--waiting" : ""}`}>
      {hand("player")}
      {hand("banker")}
    </div>
  );
}

function DragonTigerDeal({
  result,
  stage,
  animate,
  revealed,
  stepMs,
  roundId,
}: DealProps<DragonTigerResult>) {
  const { t } = useTranslation("live");
  const hand = (name: "dragon" | "tiger", order: number) => {
    const won = revealed && result?.outcome === name;
    const code = result?.[name];
    return (
      <div className={`live-hand live-hand--${name}${won ? " live-hand--won" : ""}`}>
        <p className="live-hand__head">
          <span className="live-hand__name">{t(`hands.${name}`)}</span>
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a hand of one card, an image */}
        <div
          className="live-hand__cards"
          role="group"
          aria-label={t("deal.cardsOf", { hand: t(`hands.${name}`) })}
        >
          {code ? (
            <PlayingCard
              key={`${roundId}-${name}`}
              code={code}
              order={order}
              stepMs={animate ? stepMs : undefined}
            />
          ) : (
            <EmptySlots count={1} />
          )}
        </div>
      </div>
    );
  };
  return (
    <div className={`live-deal live-deal--cards${stage.kind === "noMoreBets" ? " live-deal--waiting" : ""}`}>
      {hand("dragon", 0)}
      <span className="live-deal__vs" aria-hidden="true">
        VS
      </span>
      {hand("tiger", 1)}
    </div>
  );
}

function SicboDeal({ result: dealt, stage, animate, revealed, roundId }: DealProps<SicboResult>) {
  const { t } = useTranslation("live");
  const stillShaking = useShaking(animate, roundId);
  const shaking = stage.kind === "noMoreBets" || stillShaking;
  const result = stillShaking ? null : dealt;
  return (
    <div className={`live-deal live-deal--dice${shaking ? " live-deal--shaking" : ""}`}>
      <div
        className="live-shaker"
        role="img"
        aria-label={result ? t("deal.dice", { dice: result.dice.join(", ") }) : t("deal.shaker")}
      >
        {result ? (
          result.dice.map((face, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: three dice keep their places
            <Die key={`${roundId}-${index}`} face={face} rolling={animate} size={48} />
          ))
        ) : (
          <span className="live-shaker__dome" aria-hidden="true" />
        )}
      </div>
      {revealed && result && (
        <p className="live-deal__summary">
          <strong>{result.total}</strong> · {t(`road.names.${result.outcome}`)}
        </p>
      )}
    </div>
  );
}

function XocdiaDeal({ result: dealt, stage, animate, revealed, roundId }: DealProps<XocdiaResult>) {
  const { t } = useTranslation("live");
  const stillShaking = useShaking(animate, roundId);
  const shaking = stage.kind === "noMoreBets" || stillShaking;
  const result = stillShaking ? null : dealt;
  const lifted = result !== null;
  return (
    <div className={`live-deal live-deal--discs${shaking ? " live-deal--shaking" : ""}`}>
      <div
        className="live-plate"
        role="img"
        aria-label={result ? t("deal.discs", { reds: result.reds, whites: 4 - result.reds }) : t("deal.bowl")}
      >
        <span className="live-plate__discs" aria-hidden="true">
          {(result?.discs ?? ["white", "white", "white", "white"]).map((side, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: four discs keep their places
            <Disc key={`${roundId}-${index}`} side={side} size={26} />
          ))}
        </span>
        <span
          key={`${roundId}-${lifted}`}
          className={`live-plate__bowl${lifted ? " live-plate__bowl--lifted" : ""}${lifted && animate ? " live-plate__bowl--lift" : ""}`}
          aria-hidden="true"
        />
      </div>
      {revealed && result && (
        <p className="live-deal__summary">
          {t("deal.reds", { count: result.reds })} · {t(`road.names.${result.outcome}`)}
        </p>
      )}
    </div>
  );
}
