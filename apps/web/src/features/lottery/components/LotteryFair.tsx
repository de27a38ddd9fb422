import type { LotteryFormat } from "@lotus/contracts";
import { Spinner } from "@lotus/ui/data/states";
import { Modal } from "@lotus/ui/primitives/Modal";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { type DrawView, verifyQuery } from "../api/lottery-api";
import { KenoBalls, PrizeTable } from "./DrawResult";
import { ResultBrief } from "./ResultsPanel";
import { HexValue, VerifyFindings, type VerifyLook } from "./VerifyFindings";

/** The fair dialog's look of a period's check. */
const FAIR_LOOK: VerifyLook = {
  checks: "lottery-fair__checks",
  row: "lottery-fair__row",
  hexCode: "lottery-fair__hex",
  formula: "lottery-fair__formula",
};

/** The verify call's answer for one drawn period: seed, chain check and the recomputed result. */
function Verification({
  format,
  merchant,
  gameId,
  draw,
}: {
  format: LotteryFormat;
  merchant: string;
  gameId: string;
  draw: DrawView;
}) {
  const { t } = useTranslation("lottery");
  const verify = useQuery(verifyQuery(merchant, gameId, draw.period));
  if (verify.isPending) return <Spinner size={24} />;
  if (verify.isError) return <p className="alert alert--error">{errorText(verify.error)}</p>;
  const answer = verify.data;
  return (
    <div className="lottery-fair__answer" role="status">
      <VerifyFindings answer={answer} look={FAIR_LOOK} />
      <h4 className="lottery-fair__subtitle">{t("fair.recomputed")}</h4>
      {format === "keno" || answer.recomputed.balls ? (
        <KenoBalls balls={answer.recomputed.balls ?? []} />
      ) : (
        <PrizeTable result={answer.recomputed} period={answer.period} />
      )}
    </div>
  );
}

/**
 * Provably fair: the day's chain head (published before the day's draws) and, for each drawn
 * period, a check that recomputes its result from the revealed seed.
 */
export function LotteryFair({
  format,
  merchant,
  gameId,
  chainHead,
  drawn,
  onClose,
}: {
  format: LotteryFormat;
  merchant: string;
  gameId: string;
  chainHead: string | null;
  drawn: readonly DrawView[];
  onClose: () => void;
}) {
  const { t } = useTranslation("lottery");
  const [open, setOpen] = useState<string | null>(null);
  const verifiable = drawn.filter((draw) => draw.status !== "void" && draw.result);
  return (
    <Modal title={t("fair.title")} onClose={onClose} size="large" className="lottery-fair">
      <p className="lottery-fair__lead">{t("fair.lead")}</p>
      <section className="lottery-fair__section" aria-labelledby="lottery-fair-head">
        <h3 id="lottery-fair-head" className="lottery-fair__subtitle">
          {t("fair.chainHead")}
        </h3>
        {chainHead ? (
          <dl>
            <HexValue label={t("fair.chainHead")} value={chainHead} look={FAIR_LOOK} />
          </dl>
        ) : (
          <p className="lottery-empty">{t("fair.noHead")}</p>
        )}
      </section>
      <section className="lottery-fair__section" aria-labelledby="lottery-fair-periods">
        <h3 id="lottery-fair-periods" className="lottery-fair__subtitle">
          {t("fair.periods")}
        </h3>
        {verifiable.length === 0 ? (
          <p className="lottery-empty">{t("fair.none")}</p>
        ) : (
          <ul className="lottery-fair__periods">
            {verifiable.map((draw) => (
              <li key={draw.period} className="lottery-fair__period">
                <div className="lottery-fair__period-head">
                  <span className="lottery-history__period">{draw.period}</span>
                  <ResultBrief draw={draw} />
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    aria-expanded={open === draw.period}
                    aria-label={t("fair.verify", { period: draw.period })}
                    onClick={() => setOpen((current) => (current === draw.period ? null : draw.period))}
                  >
                    {t("fair.verifyShort")}
                  </button>
                </div>
                {open === draw.period && (
                  <Verification format={format} merchant={merchant} gameId={gameId} draw={draw} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Modal>
  );
}
