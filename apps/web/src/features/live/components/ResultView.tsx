import type { LiveResult } from "@lotus/contracts";
import { useTranslation } from "react-i18next";
import { baccaratDeal } from "../model/results";
import { resultText } from "../model/spots";
import { DiceRow, DiscRow, PlayingCard } from "./Pieces";

/**
 * A round's result drawn still and small (the betting record, the fair page): the hands with their
 * cards and points, the dice and their total, or the discs, with the result in words.
 */
export function ResultView({ result }: { result: LiveResult }) {
  const { t } = useTranslation("live");
  const words = resultText(result);
  return (
    <div className="live-result">
      {result.kind === "baccarat" && (
        <div className="live-result__hands">
          {(["player", "banker"] as const).map((hand) => (
            <div key={hand} className={`live-result__hand live-result__hand--${hand}`}>
              <span className="live-result__name">
                {t(`hands.${hand}`)} · {hand === "player" ? result.playerTotal : result.bankerTotal}
              </span>
              <span className="live-result__cards">
                {baccaratDeal(result)
                  .filter((card) => card.hand === hand)
                  .map((card) => (
                    <PlayingCard key={card.slot} code={card.code} small />
                  ))}
              </span>
            </div>
          ))}
        </div>
      )}
      {result.kind === "dragon_tiger" && (
        <div className="live-result__hands">
          {(["dragon", "tiger"] as const).map((hand) => (
            <div key={hand} className={`live-result__hand live-result__hand--${hand}`}>
              <span className="live-result__name">{t(`hands.${hand}`)}</span>
              <span className="live-result__cards">
                <PlayingCard code={result[hand]} small />
              </span>
            </div>
          ))}
        </div>
      )}
      {result.kind === "sicbo" && (
        <span role="img" aria-label={t("deal.dice", { dice: result.dice.join(", ") })}>
          <DiceRow faces={result.dice} size={26} />
        </span>
      )}
      {result.kind === "xocdia" && (
        <span role="img" aria-label={t("deal.discs", { reds: result.reds, whites: 4 - result.reds })}>
          <DiscRow sides={result.discs} size={20} />
        </span>
      )}
      <p className="live-result__words">{t(words.key as "result.sicbo.big", words.values)}</p>
    </div>
  );
}
