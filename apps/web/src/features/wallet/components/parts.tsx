import { ACCOUNT_TYPES } from "@lotus/contracts";
import type { QueryState } from "@lotus/ui/data/QueryView";
import { CopyButton as KitCopyButton } from "@lotus/ui/primitives/CopyButton";
import { TextField, type TextFieldProps } from "@lotus/ui/primitives/Field";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { StatusBadge as KitStatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { useModals } from "../../../lib/modal-store";
import type { Balance, MemberInfo } from "../../../lib/queries";
import { useMoney } from "../hooks/use-money";
import type { AmountProblem } from "../model/amount";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";
import "./wallet.css";

/**
 * What a money page shows instead of itself: trial accounts get the SPEC §6 warning for every
 * money page, credit accounts have deposit and withdrawal hidden.
 */
export function MoneyGuard({
  member,
  cash = false,
  children,
}: {
  member: Pick<MemberInfo, "type">;
  /** Deposit or withdrawal: not for credit accounts. */
  cash?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("wallet");
  const closeMemberCentre = useModals((state) => state.closeMemberCentre);
  if (member.type === ACCOUNT_TYPES.trial) {
    return (
      <section className="wallet-notice wallet-notice--warning" role="alert" aria-labelledby="wallet-trial">
        <Icon name="warning" size={28} />
        <h4 id="wallet-trial">{t("guard.trialTitle")}</h4>
        <p>{t("guard.trial")}</p>
        <button type="button" className="btn btn--primary" onClick={closeMemberCentre}>
          {t("guard.trialConfirm")}
        </button>
      </section>
    );
  }
  if (cash && member.type === ACCOUNT_TYPES.credit) {
    return (
      <section className="wallet-notice" role="status">
        <Icon name="lock" size={28} />
        <p>{t("guard.credit")}</p>
      </section>
    );
  }
  return <>{children}</>;
}

/**
 * Two queries one panel waits for, read as one by QueryView: ready when both are, failed when
 * either failed, and a retry asks both again.
 */
export function bothQueries<A, B>(first: QueryState<A>, second: QueryState<B>): QueryState<[A, B]> {
  return {
    data: first.data !== undefined && second.data !== undefined ? [first.data, second.data] : undefined,
    error: first.error ?? second.error,
    isPending: first.isPending || second.isPending,
    isError: first.isError || second.isError,
    refetch: () => {
      void first.refetch();
      void second.refetch();
    },
  };
}

export type StatusKind = "deposit" | "withdrawal" | "confirmation";

const STATUS_TONES: StatusTones = {
  success: "success",
  completed: "success",
  received: "success",
  forced_received: "success",
  disbursed: "success",
  pending: "warning",
  approved: "warning",
  awaiting_payment: "warning",
  paid: "warning",
  partially_received: "warning",
  failed: "danger",
  rejected: "danger",
  not_received: "danger",
  disputed: "danger",
  refunded: "neutral",
  expired: "neutral",
};

/** A record's status as a coloured label (text carries the meaning, colour only helps). */
export function StatusBadge({ kind, status }: { kind: StatusKind; status: string }) {
  const { t } = useTranslation("wallet");
  return (
    <KitStatusBadge
      status={status}
      tones={STATUS_TONES}
      label={t(`status.${kind}.${status}` as "status.deposit.pending", { defaultValue: status })}
    />
  );
}

/** Copies a value and says "Copied Successfully" (SPEC §8). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation("wallet");
  const showToast = useToasts((state) => state.show);
  return (
    <KitCopyButton
      text={value}
      label={t("copy.button")}
      aria-label={t("copy.label", { field: label })}
      className="wallet-copy"
      onStateChange={(state) => {
        if (state === "copied") showToast(t("copy.done"));
        else if (state === "failed") showToast(t("copy.failed"), "error");
      }}
    />
  );
}

/** A label and value row with an optional copy button. */
export function DetailRow({ label, value, copy = false }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className="wallet-detail">
      <dt>{label}</dt>
      <dd>
        <span className="wallet-detail__value">{value}</span>
        {copy && value && <CopyButton value={value} label={label} />}
      </dd>
    </div>
  );
}

/** The translated message for an amount problem (SPEC §5 wording for an empty field). */
export function useAmountMessage() {
  const { t } = useTranslation("wallet");
  return (problem: AmountProblem | undefined, money: (amount: number) => string): string | undefined => {
    if (!problem) return undefined;
    switch (problem.key) {
      case "required":
        return t("amount.problems.required", { field: t("amount.label") });
      case "invalid":
        return t("amount.problems.invalid");
      case "positive":
        return t("amount.problems.positive");
      case "decimals":
        return problem.digits === 0
          ? t("amount.problems.wholeNumber")
          : t("amount.problems.decimals", { digits: problem.digits });
      case "min":
        return t("amount.problems.min", { amount: money(problem.min) });
      case "max":
        return t("amount.problems.max", { amount: money(problem.max) });
      case "available":
        return t("amount.problems.available", { amount: money(problem.available) });
    }
  };
}

/** Amount input: decimal keyboard, the limits as a hint, and an optional "maximum" shortcut. */
export function AmountField({
  onMaximum,
  label,
  ...props
}: Omit<TextFieldProps, "label" | "type" | "inputMode"> & { label?: string; onMaximum?: () => void }) {
  const { t } = useTranslation("wallet");
  return (
    <TextField
      {...props}
      label={label ?? t("amount.label")}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      markRequired
      addon={
        onMaximum && (
          <button
            type="button"
            className="btn btn--secondary btn--small wallet-max"
            aria-label={t("amount.maxLabel")}
            onClick={onMaximum}
          >
            {t("amount.max")}
          </button>
        )
      }
    />
  );
}

/**
 * A titled card of one page. Deliberately not a named region: panel titles repeat field labels
 * ("Payment password"), and a region named the same would make label lookups ambiguous.
 */
export function Panel({
  title,
  id,
  actions,
  children,
}: {
  title: string;
  id: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card wallet-panel">
      <header className="wallet-panel__header">
        <h4 id={id} className="wallet-panel__title">
          {title}
        </h4>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** Progress towards the turnover requirement that keeps part of the balance unwithdrawable. */
export function Turnover({ turnover }: { turnover: Balance["turnover"] }) {
  const { t } = useTranslation("wallet");
  const { money } = useMoney();
  if (turnover.required <= 0) return null;
  const done = Math.min(turnover.achieved, turnover.required);
  return (
    <div className="wallet-turnover">
      <p className="wallet-turnover__text">
        {t("turnover.text", { achieved: money(turnover.achieved), required: money(turnover.required) })}
      </p>
      <progress
        className="wallet-turnover__bar"
        max={turnover.required}
        value={done}
        aria-label={t("turnover.label")}
      />
      <p className="field__hint">{t("turnover.hint")}</p>
    </div>
  );
}
