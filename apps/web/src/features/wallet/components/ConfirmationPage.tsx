import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { FieldShell } from "@lotus/ui/primitives/Field";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { RECORDS_PER_PAGE, REMARK_MAX_LENGTH } from "../../../lib/constants";
import { errorText } from "../../../lib/error-text";
import type { MemberPageProps } from "../../../lib/member-pages";
import { queryKeys } from "../../../lib/query-keys";
import { type Confirmation, confirmationsQuery, processConfirmation } from "../api/wallet-api";
import { useMoney } from "../hooks/use-money";
import { AMOUNT_CODES, codesTo, useSubmitErrors } from "../hooks/use-submit-errors";
import { amountProblem, amountValue } from "../model/amount";
import { type ConfirmAction as Action, allowedActions } from "../model/confirmation";
import type { ProofProblem } from "../model/proof-files";
import { ProofLinks, ProofPicker, uploadProofs, useProofMessage } from "./ProofPicker";
import { AmountField, MoneyGuard, StatusBadge, useAmountMessage } from "./parts";
import { EmptyState, Paginator, QueryView } from "./records";

/**
 * Withdrawal confirmation (SPEC §2, §4): the payments made towards the member's withdrawals, those
 * waiting for them first; received, not received (with proof) or partially received (amount).
 */
export function ConfirmationPage({ member }: MemberPageProps) {
  return (
    <MoneyGuard member={member} cash>
      <ConfirmationList />
    </MoneyGuard>
  );
}

function ConfirmationList() {
  const { t } = useTranslation("wallet");
  const [page, setPage] = useState(1);
  const list = useQuery(confirmationsQuery({ page, pageSize: RECORDS_PER_PAGE }));
  return (
    <div className="wallet-page">
      <p className="field__hint">{t("confirm.intro")}</p>
      <QueryView
        query={list}
        isEmpty={(data) => data.list.length === 0}
        empty={<EmptyState title={t("confirm.none")} />}
      >
        {(data) => (
          <>
            <ul className="wallet-confirmations">
              {data.list.map((confirmation) => (
                <li key={confirmation.id}>
                  <ConfirmationItem confirmation={confirmation} />
                </li>
              ))}
            </ul>
            <Paginator page={page} total={data.total} pageSize={RECORDS_PER_PAGE} onPage={setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function ConfirmationItem({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useTranslation("wallet");
  const { money, time } = useMoney();
  const titleId = useId();
  const [action, setAction] = useState<Action | null>(null);
  const actions = allowedActions(confirmation);

  return (
    <article className="card wallet-confirmation" aria-labelledby={titleId}>
      <header className="wallet-confirmation__header">
        <h4 id={titleId} className="wallet-confirmation__title">
          {t("confirm.itemTitle", { amount: money(confirmation.amount) })}
        </h4>
        <StatusBadge kind="confirmation" status={confirmation.status} />
      </header>
      <dl className="wallet-details">
        <div className="wallet-detail">
          <dt>{t("confirm.source")}</dt>
          <dd>{t(`confirm.sources.${confirmation.source}`)}</dd>
        </div>
        {confirmation.depositorAccount && (
          <div className="wallet-detail">
            <dt>{t("confirm.payer")}</dt>
            <dd>{confirmation.depositorAccount}</dd>
          </div>
        )}
        <div className="wallet-detail">
          <dt>{t("records.time")}</dt>
          <dd>{time(confirmation.createdAt)}</dd>
        </div>
        {confirmation.receivedAmount !== null && (
          <>
            <div className="wallet-detail">
              <dt>{t("confirm.receivedAmount")}</dt>
              <dd>{money(confirmation.receivedAmount)}</dd>
            </div>
            <div className="wallet-detail">
              <dt>{t("confirm.remaining")}</dt>
              <dd>{money(Math.max(0, confirmation.amount - confirmation.receivedAmount))}</dd>
            </div>
          </>
        )}
      </dl>
      {confirmation.autoReceiveAt !== null && actions.length > 0 && (
        <p className="wallet-confirmation__auto">
          <Icon name="clock" size={16} />
          {t("confirm.autoReceive", { time: time(confirmation.autoReceiveAt) })}
        </p>
      )}
      <ProofLinks urls={confirmation.proofUrls} />
      {actions.length > 0 && (
        <fieldset className="wallet-fieldset wallet-form__actions">
          <legend className="visually-hidden">{t("confirm.actions")}</legend>
          {actions.map((option) => (
            <button
              key={option}
              type="button"
              className={`btn btn--small ${option === "received" ? "btn--primary" : "btn--secondary"}`}
              aria-pressed={option === "received" ? undefined : action === option}
              onClick={() => setAction(option === action ? null : option)}
            >
              {t(`confirm.action.${option}`)}
            </button>
          ))}
        </fieldset>
      )}
      {action === "received" && (
        <ReceivedDialog confirmation={confirmation} onClose={() => setAction(null)} />
      )}
      {action === "not_received" && (
        <NotReceivedForm confirmation={confirmation} onDone={() => setAction(null)} />
      )}
      {action === "partially_received" && (
        <PartialForm confirmation={confirmation} onDone={() => setAction(null)} />
      )}
    </article>
  );
}

function useAfterConfirmation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.records.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.withdrawLimits() }),
    ]);
}

function ReceivedDialog({ confirmation, onClose }: { confirmation: Confirmation; onClose: () => void }) {
  const { t } = useTranslation("wallet");
  const { money } = useMoney();
  const showToast = useToasts((state) => state.show);
  const after = useAfterConfirmation();
  const [busy, setBusy] = useState(false);
  const onConfirm = async () => {
    setBusy(true);
    try {
      await processConfirmation({ confirmationId: confirmation.id, action: "received" });
      showToast(t("confirm.done.received"));
      onClose();
      await after();
    } catch (error) {
      showToast(errorText(error), "error");
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      title={t("confirm.receivedTitle")}
      confirmLabel={t("confirm.receivedConfirm")}
      onConfirm={() => void onConfirm()}
      onCancel={onClose}
      busy={busy}
    >
      {t("confirm.receivedText", { amount: money(confirmation.amount) })}
    </ConfirmDialog>
  );
}

/** Remark (at most 140 characters, SPEC §5). */
function RemarkField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation("wallet");
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={t("confirm.remark")}
      error={error}
      hint={t("confirm.remarkHint", { used: value.length, max: REMARK_MAX_LENGTH })}
    >
      <textarea
        id={id}
        className="input wallet-textarea"
        maxLength={REMARK_MAX_LENGTH}
        rows={3}
        value={value}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  );
}

function NotReceivedForm({ confirmation, onDone }: { confirmation: Confirmation; onDone: () => void }) {
  const { t } = useTranslation("wallet");
  const showToast = useToasts((state) => state.show);
  const proofMessage = useProofMessage();
  const after = useAfterConfirmation();
  const [files, setFiles] = useState<File[]>([]);
  const [remark, setRemark] = useState("");
  const [problem, setProblem] = useState<ProofProblem | "required">();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // SPEC §4: not received needs at least one proof image.
    if (files.length === 0) {
      setProblem("required");
      return;
    }
    setBusy(true);
    try {
      const proofMediaIds = await uploadProofs(files);
      await processConfirmation({
        confirmationId: confirmation.id,
        action: "not_received",
        proofMediaIds,
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      });
      showToast(t("confirm.done.not_received"));
      onDone();
      await after();
    } catch (error) {
      showToast(errorText(error), "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="wallet-form wallet-confirmation__form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t("confirm.action.not_received")}
    >
      <p className="field__hint">{t("confirm.notReceivedHint")}</p>
      <ProofPicker
        files={files}
        onChange={setFiles}
        error={proofMessage(problem)}
        onProblem={setProblem}
        disabled={busy}
      />
      <RemarkField value={remark} onChange={setRemark} />
      <div className="wallet-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t("confirm.submit.not_received")}
        </button>
      </div>
    </form>
  );
}

interface PartialValues {
  receivedAmount: string;
  remark: string;
}

const PARTIAL_FIELDS = ["receivedAmount", "remark"] as const;
const PARTIAL_CODES = codesTo(AMOUNT_CODES, "receivedAmount" as const);

function PartialForm({ confirmation, onDone }: { confirmation: Confirmation; onDone: () => void }) {
  const { t } = useTranslation("wallet");
  const { money, minorDigits } = useMoney();
  const showToast = useToasts((state) => state.show);
  const amountMessage = useAmountMessage();
  const after = useAfterConfirmation();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PartialValues>({ defaultValues: { receivedAmount: "", remark: "" } });
  const report = useSubmitErrors(setError, PARTIAL_FIELDS, PARTIAL_CODES);
  const remark = watch("remark");

  const onSubmit = handleSubmit(async (values) => {
    try {
      await processConfirmation({
        confirmationId: confirmation.id,
        action: "partially_received",
        receivedAmount: amountValue(values.receivedAmount),
        ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
      });
      showToast(t("confirm.done.partially_received"));
      onDone();
      await after();
    } catch (error) {
      report(error);
    }
  });

  return (
    <form
      className="wallet-form wallet-confirmation__form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t("confirm.action.partially_received")}
    >
      <AmountField
        label={t("confirm.amountReceived")}
        hint={t("confirm.partialHint", { amount: money(confirmation.amount) })}
        error={errors.receivedAmount?.message}
        {...register("receivedAmount", {
          validate: (value) => {
            const problem = amountProblem(value, { minorDigits });
            if (problem) return amountMessage(problem, money) ?? true;
            // Something arrived, but less than what was sent.
            return amountValue(value) < confirmation.amount
              ? true
              : t("confirm.partialTooMuch", { amount: money(confirmation.amount) });
          },
        })}
      />
      <RemarkField
        value={remark}
        onChange={(value) => setValue("remark", value)}
        error={errors.remark?.message}
      />
      <div className="wallet-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t("confirm.submit.partially_received")}
        </button>
      </div>
    </form>
  );
}
