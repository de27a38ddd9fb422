import { ACCOUNT_TYPES } from "@lotus/contracts";
import { ErrorState, QueryView } from "@lotus/ui/data/QueryView";
import { PasswordField, SelectField, TextField } from "@lotus/ui/primitives/Field";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { currentLanguage } from "../../../lib/i18n";
import type { MemberPageProps } from "../../../lib/member-pages";
import type { MemberInfo } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import { payeeNameMessage, requiredMessage } from "../../../lib/validation";
import {
  addBankAccount,
  type BankAccount,
  bankAccountsQuery,
  banksQuery,
  resetPaymentPassword,
  setPaymentPassword,
} from "../api/wallet-api";
import { useMoney } from "../hooks/use-money";
import { codesTo, PAYMENT_PASSWORD_CODES, useSubmitErrors } from "../hooks/use-submit-errors";
import { accountNumberProblem } from "../model/fields";
import { PaymentPasswordField, usePaymentPasswordRule } from "./MoneyFields";
import { Panel } from "./parts";
import { EmptyState } from "./records";

/** My account's money sections (SPEC §3 profile "payment password", bank accounts). */
export function MoneySecurity({ member }: MemberPageProps) {
  if (member.type === ACCOUNT_TYPES.trial) return null;
  return (
    <>
      <PaymentPasswordPanel member={member} />
      {member.type !== ACCOUNT_TYPES.credit && <BankAccountsPanel member={member} />}
    </>
  );
}

type PasswordMode = "set" | "change" | "reset";

interface PasswordValues {
  oldPaymentPassword: string;
  password: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

const PASSWORD_FIELDS = [
  "oldPaymentPassword",
  "password",
  "paymentPassword",
  "confirmPaymentPassword",
] as const;
/** Which field a business error of each mode belongs to (the proof of identity that was wrong). */
const PASSWORD_CODES: Record<PasswordMode, Partial<Record<string, keyof PasswordValues>>> = {
  set: {},
  change: codesTo(PAYMENT_PASSWORD_CODES, "oldPaymentPassword"),
  reset: { "password.incorrect": "password", "payment.password_locked": "password" },
};

/**
 * Payment password: set the first time; change with the current one; reset with the login
 * password when forgotten. `open` shows the form at once (withdrawal page), otherwise a button does.
 */
export function PaymentPasswordPanel({ member, open = false }: { member: MemberInfo; open?: boolean }) {
  const { t } = useTranslation("wallet");
  const has = member.hasPaymentPassword;
  const [mode, setMode] = useState<PasswordMode | null>(open ? (has ? "change" : "set") : null);

  return (
    <Panel
      id="payment-password-title"
      title={t("paymentPassword.title")}
      actions={
        <Badge tone={has ? "success" : "warning"}>
          {has ? t("paymentPassword.isSet") : t("paymentPassword.notSet")}
        </Badge>
      }
    >
      <p className="field__hint">{t("paymentPassword.hint")}</p>
      {mode === null ? (
        <div className="wallet-form__actions">
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => setMode(has ? "change" : "set")}
          >
            <Icon name="lock" size={16} />
            {has ? t("paymentPassword.change") : t("paymentPassword.set")}
          </button>
        </div>
      ) : (
        <PaymentPasswordForm
          key={`${mode}-${has}`}
          mode={mode === "change" && !has ? "set" : mode}
          onMode={setMode}
          onDone={() => setMode(open ? "change" : null)}
          canCancel={!open}
        />
      )}
    </Panel>
  );
}

function PaymentPasswordForm({
  mode,
  onMode,
  onDone,
  canCancel,
}: {
  mode: PasswordMode;
  onMode: (mode: PasswordMode | null) => void;
  onDone: () => void;
  canCancel: boolean;
}) {
  const { t } = useTranslation(["wallet", "common"]);
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const passwordRule = usePaymentPasswordRule();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    defaultValues: { oldPaymentPassword: "", password: "", paymentPassword: "", confirmPaymentPassword: "" },
  });
  const report = useSubmitErrors(setError, PASSWORD_FIELDS, PASSWORD_CODES[mode]);
  const oldLabel = t("wallet:paymentPassword.current");
  const loginLabel = t("wallet:paymentPassword.loginPassword");
  const newLabel = t("wallet:paymentPassword.new");
  const confirmLabel = t("wallet:paymentPassword.confirm");

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (mode === "reset") {
        await resetPaymentPassword({
          password: values.password,
          paymentPassword: values.paymentPassword,
          confirmPaymentPassword: values.confirmPaymentPassword,
        });
      } else {
        await setPaymentPassword({
          ...(mode === "change" ? { oldPaymentPassword: values.oldPaymentPassword } : {}),
          paymentPassword: values.paymentPassword,
          confirmPaymentPassword: values.confirmPaymentPassword,
        });
      }
      showToast(t(`wallet:paymentPassword.done.${mode}`));
      await queryClient.invalidateQueries({ queryKey: queryKeys.member.info() });
      onDone();
    } catch (error) {
      report(error);
    }
  });

  const submitLabel = t(`wallet:paymentPassword.submit.${mode}`);
  return (
    <form className="wallet-form" onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      {mode === "change" && (
        <PaymentPasswordField
          label={oldLabel}
          error={errors.oldPaymentPassword?.message}
          {...register("oldPaymentPassword", { validate: (value) => passwordRule(value, oldLabel) ?? true })}
        />
      )}
      {mode === "reset" && (
        <PasswordField
          label={loginLabel}
          autoComplete="current-password"
          markRequired
          error={errors.password?.message}
          {...register("password", {
            validate: (value) => requiredMessage(value, loginLabel, currentLanguage()) ?? true,
          })}
        />
      )}
      <PaymentPasswordField
        label={newLabel}
        hint={t("wallet:paymentPassword.format")}
        error={errors.paymentPassword?.message}
        {...register("paymentPassword", { validate: (value) => passwordRule(value, newLabel) ?? true })}
      />
      <PaymentPasswordField
        label={confirmLabel}
        error={errors.confirmPaymentPassword?.message}
        {...register("confirmPaymentPassword", {
          validate: (value) => {
            if (value === "") return requiredMessage("", confirmLabel, currentLanguage()) ?? true;
            return value === getValues("paymentPassword") ? true : t("wallet:paymentPassword.mismatch");
          },
        })}
      />
      <div className="wallet-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {submitLabel}
        </button>
        {mode === "change" && (
          <button type="button" className="link-btn" onClick={() => onMode("reset")}>
            {t("wallet:paymentPassword.forgot")}
          </button>
        )}
        {mode === "reset" && (
          <button type="button" className="link-btn" onClick={() => onMode("change")}>
            {t("wallet:paymentPassword.remembered")}
          </button>
        )}
        {canCancel && (
          <button type="button" className="btn btn--ghost" onClick={() => onMode(null)}>
            {t("common:actions.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

/** The member's withdrawal bank accounts and the form to add one. */
export function BankAccountsPanel({
  member,
  onAdded,
}: {
  member: MemberInfo;
  onAdded?: (account: BankAccount) => void;
}) {
  const { t } = useTranslation("wallet");
  const accounts = useQuery(bankAccountsQuery());
  const [adding, setAdding] = useState(false);
  const list = accounts.data ?? [];
  const showForm = adding || (accounts.data !== undefined && list.length === 0);

  return (
    <Panel
      id="bank-accounts-title"
      title={t("bank.title")}
      actions={
        !showForm &&
        accounts.data && (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setAdding(true)}>
            {t("bank.add")}
          </button>
        )
      }
    >
      <QueryView query={accounts} empty={<EmptyState title={t("bank.none")} />}>
        {(bankAccounts) => (
          <ul className="wallet-banks" aria-label={t("bank.title")}>
            {bankAccounts.map((account) => (
              <BankAccountItem key={account.id} account={account} />
            ))}
          </ul>
        )}
      </QueryView>
      {showForm &&
        (member.hasPaymentPassword ? (
          <BankAccountForm
            member={member}
            onCancel={list.length > 0 ? () => setAdding(false) : undefined}
            onAdded={(account) => {
              setAdding(false);
              onAdded?.(account);
            }}
          />
        ) : (
          <p className="alert alert--info">{t("bank.needPassword")}</p>
        ))}
    </Panel>
  );
}

function BankAccountItem({ account }: { account: BankAccount }) {
  const { time } = useMoney();
  return (
    <li className="wallet-bank">
      <Icon name="bank" size={20} />
      <span className="wallet-bank__text">
        <span className="wallet-bank__name">{account.bankName}</span>
        <span className="wallet-bank__number">{account.accountNumber}</span>
      </span>
      <span className="wallet-bank__payee">{account.payeeName}</span>
      <span className="wallet-bank__time">{time(account.createdAt)}</span>
    </li>
  );
}

/** "****1234 · Bank name" for selects. */
export function bankAccountLabel(account: BankAccount): string {
  return `${account.bankName} · ${account.accountNumber} · ${account.payeeName}`;
}

interface BankValues {
  bankCode: string;
  accountNumber: string;
  payeeName: string;
  paymentPassword: string;
}

const BANK_FIELDS = ["bankCode", "accountNumber", "payeeName", "paymentPassword"] as const;
const BANK_CODES = {
  ...codesTo(PAYMENT_PASSWORD_CODES, "paymentPassword" as const),
  "payment.bank_unknown": "bankCode" as const,
  "payment.bank_account_duplicate": "accountNumber" as const,
  "payment.payee_mismatch": "payeeName" as const,
};

/** Payee name as the server compares it: trimmed, single spaces. */
function tidyName(value: string): string {
  return value.trim().replace(/\s+/g, " ");
}

function BankAccountForm({
  member,
  onCancel,
  onAdded,
}: {
  member: MemberInfo;
  onCancel?: () => void;
  onAdded: (account: BankAccount) => void;
}) {
  const { t } = useTranslation(["wallet", "common"]);
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const banks = useQuery(banksQuery());
  const passwordRule = usePaymentPasswordRule();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BankValues>({
    // The registered real name arrives masked, so it is shown as a hint, never prefilled.
    defaultValues: { bankCode: "", accountNumber: "", payeeName: "", paymentPassword: "" },
  });
  const report = useSubmitErrors(setError, BANK_FIELDS, BANK_CODES);
  const bankLabel = t("wallet:bank.bank");
  const numberLabel = t("wallet:bank.accountNumber");
  const payeeLabel = t("wallet:bank.payeeName");
  const passwordLabel = t("wallet:paymentPassword.label");

  const onSubmit = handleSubmit(async (values) => {
    try {
      const account = await addBankAccount({
        bankCode: values.bankCode,
        accountNumber: values.accountNumber.replace(/\s/g, ""),
        payeeName: tidyName(values.payeeName),
        paymentPassword: values.paymentPassword,
      });
      showToast(t("wallet:bank.added"));
      await queryClient.invalidateQueries({ queryKey: queryKeys.wallet.bankAccounts() });
      onAdded(account);
    } catch (error) {
      report(error);
    }
  });

  return (
    <form className="wallet-form" onSubmit={onSubmit} noValidate aria-label={t("wallet:bank.addTitle")}>
      <h5 className="wallet-form__title">{t("wallet:bank.addTitle")}</h5>
      {banks.error && <ErrorState error={banks.error} onRetry={() => void banks.refetch()} />}
      <SelectField
        label={bankLabel}
        error={errors.bankCode?.message}
        disabled={!banks.data}
        {...register("bankCode", {
          validate: (value) => requiredMessage(value, bankLabel, currentLanguage()) ?? true,
        })}
      >
        <option value="">{banks.data ? t("wallet:bank.choose") : t("common:status.loading")}</option>
        {(banks.data ?? []).map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={numberLabel}
        inputMode="numeric"
        autoComplete="off"
        markRequired
        error={errors.accountNumber?.message}
        {...register("accountNumber", {
          validate: (value) => {
            const problem = accountNumberProblem(value);
            if (problem === "required") return requiredMessage("", numberLabel, currentLanguage()) ?? true;
            return problem ? t("wallet:bank.accountNumberFormat") : true;
          },
        })}
      />
      <TextField
        label={payeeLabel}
        autoComplete="name"
        markRequired
        hint={
          member.payeeName
            ? t("wallet:bank.payeeRegistered", { name: member.payeeName })
            : t("wallet:bank.payeeHint")
        }
        error={errors.payeeName?.message}
        {...register("payeeName", {
          validate: (value) => {
            const name = tidyName(value);
            return (
              requiredMessage(name, payeeLabel, currentLanguage()) ??
              payeeNameMessage(name, payeeLabel, currentLanguage()) ??
              true
            );
          },
        })}
      />
      <PaymentPasswordField
        label={passwordLabel}
        error={errors.paymentPassword?.message}
        {...register("paymentPassword", { validate: (value) => passwordRule(value, passwordLabel) ?? true })}
      />
      <div className="wallet-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t("wallet:bank.submit")}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t("common:actions.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
