import { ACCOUNT_TYPES } from "@lotus/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TextField, type TextFieldProps } from "../../../components/ui/Field";
import { Icon } from "../../../components/ui/Icon";
import { Spinner } from "../../../components/ui/Spinner";
import { errorText } from "../../../lib/error-text";
import { useModals } from "../../../lib/modal-store";
import type { Balance, MemberInfo } from "../../../lib/queries";
import { useToasts } from "../../../lib/toast-store";
import { useMoney } from "../hooks/use-money";
import type { AmountProblem } from "../model/amount";
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

/** Loading or failed data of one panel: a spinner, or the server's message with a retry. */
export function QueryState({
  pending,
  error,
  onRetry,
}: {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation("common");
  if (pending) {
    return (
      <div className="wallet-loading">
        <Spinner label={t("status.loading")} />
      </div>
    );
  }
  if (!error) return null;
  return (
    <div className="wallet-problem" role="alert">
      <Icon name="warning" size={20} />
      <p>{errorText(error)}</p>
      <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
        {t("actions.retry")}
      </button>
    </div>
  );
}

export type StatusKind = "deposit" | "withdrawal" | "confirmation";

const STATUS_TONES: Record<string, "success" | "warning" | "danger" | "neutral"> = {
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
  const tone = STATUS_TONES[status] ?? "neutral";
  return (
    <span className={`wallet-status wallet-status--${tone}`}>
      {t(`status.${kind}.${status}` as "status.deposit.pending", { defaultValue: status })}
    </span>
  );
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Plain-http sites have no clipboard API: copy through a hidden text area instead.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("copy refused");
}

/** Copies a value and says "Copied Successfully" (SPEC §8). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation("wallet");
  const showToast = useToasts((state) => state.show);
  const onCopy = async () => {
    try {
      await copyText(value);
      showToast(t("copy.done"));
    } catch {
      showToast(t("copy.failed"), "error");
    }
  };
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small wallet-copy"
      aria-label={t("copy.label", { field: label })}
      onClick={() => void onCopy()}
    >
      <Icon name="copy" size={16} />
      {t("copy.button")}
    </button>
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
