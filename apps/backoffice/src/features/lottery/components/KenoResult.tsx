import { useTranslation } from "react-i18next";
import { kenoFacts } from "./lottery-helpers";
import "./lottery.css";

/** A Keno result: the 20 balls ascending, the sum with Tài/Xỉu, upper/lower and odd/even counts. */
export function KenoResult({ balls }: { balls: readonly number[] }) {
  const { t } = useTranslation("lottery");
  const facts = kenoFacts(balls);
  return (
    <div className="stack">
      <ol className="keno-balls" aria-label={t("result.balls", { count: facts.balls.length })}>
        {facts.balls.map((ball) => (
          <li key={ball} className="keno-ball mono">
            {String(ball).padStart(2, "0")}
          </li>
        ))}
      </ol>
      <dl className="kv">
        <dt>{t("result.sum")}</dt>
        <dd>
          {facts.sum} · {t(`kenoSizes.${facts.size}`)}
        </dd>
        <dt>{t("result.upperLower")}</dt>
        <dd>
          {t("result.upperLowerCount", { upper: facts.upper, lower: facts.balls.length - facts.upper })}
        </dd>
        <dt>{t("result.oddEven")}</dt>
        <dd>{t("result.oddEvenCount", { odd: facts.odd, even: facts.balls.length - facts.odd })}</dd>
      </dl>
    </div>
  );
}
