import type { LiveTableKind } from "@lotus/contracts";
import { Spinner } from "@lotus/ui/data/states";
import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { liveFairHref } from "../model/fair";
import type { Commitment } from "../model/table-state";

const CARD_KINDS: readonly LiveTableKind[] = ["baccarat", "dragon_tiger"];

/** A long hex value, selectable and copyable. */
export function HexLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="live-fair__row">
      <dt>{label}</dt>
      <dd className="live-fair__hex">
        <code>{value}</code>
        <CopyButton text={value} iconOnly aria-label={label} label={label} />
      </dd>
    </div>
  );
}

/**
 * The round's fairness: the shoe's (cards) or the round's own (dice, discs) seed hash, published
 * before the first bet; the seed once revealed; and the public fair page, opened in a new tab, to
 * recompute the last finished round.
 */
export function FairPanel({
  code,
  kind,
  commitment,
  lastRound,
  onRefresh,
}: {
  code: string;
  kind: LiveTableKind;
  /** null while unknown (a new round began since the table was last asked for). */
  commitment: Commitment | null;
  lastRound: number | undefined;
  onRefresh: () => void;
}) {
  const { t } = useTranslation("live");
  const cards = CARD_KINDS.includes(kind);
  useEffect(() => {
    if (!commitment) onRefresh();
  }, [commitment, onRefresh]);

  return (
    <div className="live-fair">
      <p className="live-muted">{cards ? t("fair.leadShoe") : t("fair.leadRound")}</p>
      {commitment ? (
        <dl className="live-fair__facts">
          {commitment.shoeNumber !== null && (
            <div className="live-fair__row">
              <dt>{t("fair.shoe")}</dt>
              <dd>{commitment.shoeNumber}</dd>
            </div>
          )}
          <HexLine label={t("fair.seedHash")} value={commitment.seedHash} />
          {commitment.seed ? (
            <HexLine label={t("fair.seed")} value={commitment.seed} />
          ) : (
            <div className="live-fair__row">
              <dt>{t("fair.seed")}</dt>
              <dd className="live-muted">{cards ? t("fair.sealedShoe") : t("fair.sealedRound")}</dd>
            </div>
          )}
          {commitment.cursor !== null && (
            <div className="live-fair__row">
              <dt>{t("fair.cursor")}</dt>
              <dd>{commitment.cursor}</dd>
            </div>
          )}
        </dl>
      ) : (
        <Spinner size={24} />
      )}
      <p>
        <a
          className="btn btn--secondary btn--small"
          href={liveFairHref(code, lastRound)}
          target="_blank"
          rel="noopener"
        >
          {lastRound !== undefined ? t("fair.verifyRound", { number: lastRound }) : t("fair.verify")}
        </a>
      </p>
    </div>
  );
}
