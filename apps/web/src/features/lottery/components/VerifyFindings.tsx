import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { Badge } from "@lotus/ui/status/Badge";
import { useTranslation } from "react-i18next";
import type { VerifyAnswer } from "../api/lottery-api";

/**
 * The classes that dress a fair check where it is shown: the game's fair dialog and the verify page
 * each keep their own look; a missing class leaves the element bare.
 */
export interface VerifyLook {
  checks: string;
  facts?: string;
  row?: string;
  hexCell?: string;
  hexCode?: string;
  formula: string;
}

/** A long hex value, selectable and copyable. */
export function HexValue({ label, value, look }: { label: string; value: string; look: VerifyLook }) {
  return (
    <div className={look.row}>
      <dt>{label}</dt>
      <dd className={look.hexCell}>
        <code className={look.hexCode}>{value}</code>
        <CopyButton text={value} iconOnly aria-label={label} label={label} />
      </dd>
    </div>
  );
}

/**
 * What the verify call found for one period: whether the seed belongs to the day's published chain
 * and whether the result recomputed from it matches, then the seed, its place and the chain head.
 */
export function VerifyFindings({ answer, look }: { answer: VerifyAnswer; look: VerifyLook }) {
  const { t } = useTranslation("lottery");
  return (
    <>
      <p className={look.checks}>
        <Badge tone={answer.chainValid ? "success" : "danger"}>
          {answer.chainValid ? t("fair.chainValid") : t("fair.chainInvalid")}
        </Badge>
        <Badge tone={answer.matches ? "success" : "danger"}>
          {answer.matches ? t("fair.matches") : t("fair.mismatch")}
        </Badge>
      </p>
      <dl className={look.facts}>
        <HexValue label={t("fair.seed")} value={answer.seed} look={look} />
        <div className={look.row}>
          <dt>{t("fair.seedIndex")}</dt>
          <dd>{answer.seedIndex}</dd>
        </div>
        <HexValue label={t("fair.chainHead")} value={answer.chainHead} look={look} />
      </dl>
      <p className={look.formula}>{t("fair.formula", { count: answer.seedIndex })}</p>
    </>
  );
}
