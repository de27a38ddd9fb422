import type { HOUSE_LOTTERY_IDS } from "@lotus/contracts";
import { QueryView } from "@lotus/ui/data/QueryView";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useWhitelabel } from "../../../lib/queries";
import { verifyQuery } from "../api/lottery-api";
import { KenoList, PrizeList } from "./LotteryTicket";
import { VerifyFindings, type VerifyLook } from "./VerifyFindings";
import "./round-ticket.css";

type HouseLotteryId = (typeof HOUSE_LOTTERY_IDS)[number];

/** The verify page's look of the period's check. */
const PAGE_LOOK: VerifyLook = {
  checks: "round-verify__checks",
  facts: "round-ticket__facts",
  hexCell: "round-verify__hex",
  formula: "round-ticket__muted",
};

/**
 * /fair?lottery=…&period=… — the fair check of one fast-lottery period, opened from a ticket in the
 * betting record: the revealed seed checked against the day's published chain head, and the result
 * recomputed from it next to the published one (the public verify call).
 */
export function LotteryVerifyPage({ game, period }: { game: string; period: string }) {
  const { t } = useTranslation("lottery");
  const { merchantCode } = useWhitelabel();
  const verify = useQuery(verifyQuery(merchantCode, game, period));
  const name = t(`gameNames.${game as HouseLotteryId}`);

  useEffect(() => {
    document.title = t("verifyPage.title");
  }, [t]);

  return (
    <main className="page round-verify" id="main">
      <h1 className="page__title">{t("verifyPage.title")}</h1>
      <p className="round-ticket__muted">{t("fair.lead")}</p>
      <section className="card round-verify__card" aria-labelledby="round-verify-draw">
        <h2 id="round-verify-draw" className="round-verify__draw">
          {t("verifyPage.draw", { game: name, period })}
        </h2>
        <QueryView query={verify}>
          {(answer) => (
            <div className="round-ticket" role="status">
              <VerifyFindings answer={answer} look={PAGE_LOOK} />
              <h3 className="round-ticket__title">{t("fair.recomputed")}</h3>
              {answer.recomputed.balls && answer.recomputed.balls.length > 0 ? (
                <KenoList balls={answer.recomputed.balls} />
              ) : (
                <PrizeList result={answer.recomputed} period={answer.period} />
              )}
            </div>
          )}
        </QueryView>
      </section>
    </main>
  );
}
