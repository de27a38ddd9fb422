import type { LiveResult } from "@lotus/contracts";
import { Badge } from "@lotus/ui/status/Badge";
import { useTranslation } from "react-i18next";
import { cardFace, diePips } from "./live-helpers";

/**
 * A round's result in one compact line: cards with their suit colours (baccarat, dragon tiger),
 * dice faces (sic bo), the four discs (xóc đĩa), then the outcome. Each picture carries its text
 * for screen readers and copy-paste.
 */
export function ResultView({ result }: { result: LiveResult | null }) {
  const { t } = useTranslation("live");
  if (!result) return <span className="muted">{t("result.none")}</span>;
  switch (result.kind) {
    case "baccarat":
      return (
        <span className="live-result">
          <Hand label={t("result.player")} cards={result.player} total={result.playerTotal} />
          <Hand label={t("result.banker")} cards={result.banker} total={result.bankerTotal} />
          <Outcome text={t(`result.outcome.${result.outcome}`)} />
          {result.playerPair && <Badge tone="info">{t("result.playerPair")}</Badge>}
          {result.bankerPair && <Badge tone="info">{t("result.bankerPair")}</Badge>}
        </span>
      );
    case "dragon_tiger":
      return (
        <span className="live-result">
          <Hand label={t("result.dragon")} cards={[result.dragon]} />
          <Hand label={t("result.tiger")} cards={[result.tiger]} />
          <Outcome text={t(`result.outcome.${result.outcome}`)} />
        </span>
      );
    case "sicbo":
      return (
        <span className="live-result">
          <span className="live-dice">
            <span className="visually-hidden">{t("result.dice", { faces: result.dice.join(", ") })}</span>
            {result.dice.map((face, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: three dice in thrown order; faces repeat
              <Die key={index} face={face} />
            ))}
          </span>
          <span className="nowrap">{t("result.total", { total: result.total })}</span>
          <Outcome text={t(`result.outcome.${result.outcome}`)} />
        </span>
      );
    case "xocdia":
      return (
        <span className="live-result">
          <span className="live-discs">
            <span className="visually-hidden">
              {t("result.discs", { sides: result.discs.map((side) => t(`result.${side}`)).join(", ") })}
            </span>
            {result.discs.map((side, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: four discs in order; sides repeat
              <span key={index} className={`live-disc live-disc--${side}`} aria-hidden="true" />
            ))}
          </span>
          <span className="nowrap">{t("result.reds", { count: result.reds })}</span>
          <Outcome text={t(`result.outcome.${result.outcome}`)} />
        </span>
      );
  }
}

function Outcome({ text }: { text: string }) {
  return <strong className="live-outcome nowrap">{text}</strong>;
}

/** One side's cards with its name and, for baccarat, its total. */
function Hand({ label, cards, total }: { label: string; cards: readonly string[]; total?: number }) {
  return (
    <span className="live-hand">
      <span className="muted small">{label}</span>
      {cards.map((code, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: eight decks: the same card may come twice
        <PlayingCard key={index} code={code} />
      ))}
      {total !== undefined && <span className="live-hand__total">({total})</span>}
    </span>
  );
}

/** A card as rank and suit symbol, hearts and diamonds in red. */
export function PlayingCard({ code }: { code: string }) {
  const face = cardFace(code);
  return <span className={`live-card${face.red ? " live-card--red" : ""}`}>{face.text}</span>;
}

/** A die face drawn with its pips; the number is given in text beside the dice. */
export function Die({ face }: { face: number }) {
  const pips = diePips(face);
  return (
    <svg className="live-die" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="28" height="28" rx="5" />
      {pips.map((pip) => (
        <circle key={pip} cx={7 + (pip % 3) * 8} cy={7 + Math.floor(pip / 3) * 8} r="2.6" />
      ))}
    </svg>
  );
}
