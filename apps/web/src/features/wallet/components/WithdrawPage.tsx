import { WITHDRAWAL_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { QueryView } from "@lotus/ui/data/QueryView";
import { SelectField } from "@lotus/ui/primitives/Field";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RECORDS_PER_PAGE } from "../../../lib/constants";
import type { MemberPageProps } from "../../../lib/member-pages";
import { useModals } from "../../../lib/modal-store";
import type { MemberInfo } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import {
  bankAccountsQuery,
  createWithdrawal,
  type Withdrawal,
  type WithdrawLimits,
  withdrawalsQuery,
  withdrawLimitsQuery,
} from "../api/wallet-api";
import { useMoney } from "../hooks/use-money";
import { useRequestIds } from "../hooks/use-request-id";
import { AMOUNT_CODES, codesTo, PAYMENT_PASSWORD_CODES, useSubmitErrors } from "../hooks/use-submit-errors";
import { amountValue } from "../model/amount";
import { statusQuery } from "../model/record-filters";
import { MoneyCallFields } from "./MoneyFields";
import { BankAccountsPanel, bankAccountLabel, PaymentPasswordPanel } from "./MoneySecurity";
import { bothQueries, MoneyGuard, Panel, StatusBadge, Turnover } from "./parts";
import { RecordFilterBar, RecordList, useWalletRecordFilters } from "./records";

type WithdrawTab = "new" | "banks" | "password" | "records";

/** Withdrawal (withdraw): request, bank accounts, payment password and the records. */
export function WithdrawPage({ member }: MemberPageProps) {
  return (
    <MoneyGuard member={member} cash>
      <WithdrawContent member={member} />
    </MoneyGuard>
  );
}

function WithdrawContent({ member }: { member: MemberInfo }) {
  const { t } = useTranslation("wallet");
  const [tab, setTab] = useState<WithdrawTab>("new");
  return (
    <div className="wallet-page">
      <Tabs
        label={t("withdraw.tabs")}
        tabs={[
          { id: "new", label: t("withdraw.newTab") },
          { id: "banks", label: t("bank.title") },
          { id: "password", label: t("paymentPassword.title") },
          { id: "records", label: t("withdraw.recordsTab") },
        ]}
        active={tab}
        onChange={setTab}
      >
        {tab === "new" && <WithdrawForm member={member} onTab={setTab} />}
        {tab === "banks" && <BankAccountsPanel member={member} onAdded={() => setTab("new")} />}
        {tab === "password" && <PaymentPasswordPanel member={member} open />}
        {tab === "records" && <WithdrawalRecords />}
      </Tabs>
    </div>
  );
}

function LimitsSummary({ limits }: { limits: WithdrawLimits }) {
  const { t } = useTranslation("wallet");
  const { money } = useMoney();
  return (
    <>
      <dl className="wallet-figures">
        <div>
          <dt>{t("summary.withdrawable")}</dt>
          <dd>{money(limits.withdrawable)}</dd>
        </div>
        <div>
          <dt>{t("withdraw.limits")}</dt>
          <dd>{t("amount.range", { min: money(limits.min), max: money(limits.max) })}</dd>
        </div>
        <div>
          <dt>{t("withdraw.today")}</dt>
          <dd>{t("withdraw.count", { used: limits.dailyCount, limit: limits.dailyLimit })}</dd>
        </div>
      </dl>
      <Turnover turnover={limits.turnover} />
    </>
  );
}

interface WithdrawValues {
  bankAccountId: string;
  amount: string;
  paymentPassword: string;
}

const WITHDRAW_FIELDS = ["bankAccountId", "amount", "paymentPassword"] as const;
const WITHDRAW_CODES = {
  ...codesTo(AMOUNT_CODES, "amount" as const),
  ...codesTo(PAYMENT_PASSWORD_CODES, "paymentPassword" as const),
  "payment.bank_account_not_found": "bankAccountId" as const,
};

function WithdrawForm({ member, onTab }: { member: MemberInfo; onTab: (tab: WithdrawTab) => void }) {
  const { t } = useTranslation(["wallet", "common"]);
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const { money, minorDigits } = useMoney();
  const requestIds = useRequestIds();
  const limits = useQuery(withdrawLimitsQuery());
  const accounts = useQuery(bankAccountsQuery());
  const form = useForm<WithdrawValues>({
    defaultValues: { bankAccountId: "", amount: "", paymentPassword: "" },
  });
  const { register, handleSubmit, setValue, setError, getValues, reset } = form;
  const { errors, isSubmitting } = form.formState;
  const report = useSubmitErrors(setError, WITHDRAW_FIELDS, WITHDRAW_CODES);
  const bankLabel = t("wallet:withdraw.bankAccount");

  useEffect(() => {
    const first = accounts.data?.[0];
    if (first && !getValues("bankAccountId")) setValue("bankAccountId", first.id);
  }, [accounts.data, getValues, setValue]);

  return (
    <QueryView query={bothQueries(limits, accounts)}>
      {([data, bankAccounts]) => {
        if (!member.hasPaymentPassword) {
          return (
            <div className="wallet-steps">
              <p className="alert alert--info">{t("wallet:withdraw.needPassword")}</p>
              <PaymentPasswordPanel member={member} open />
            </div>
          );
        }
        if (bankAccounts.length === 0) {
          return (
            <div className="wallet-steps">
              <p className="alert alert--info">{t("wallet:withdraw.needBank")}</p>
              <BankAccountsPanel member={member} />
            </div>
          );
        }

        const limitReached = data.dailyLimit > 0 && data.dailyCount >= data.dailyLimit;
        const amountLimits = { min: data.min, max: data.max, available: data.withdrawable, minorDigits };

        const onSubmit = handleSubmit(async (values) => {
          const content = { bankAccountId: values.bankAccountId, amount: amountValue(values.amount) };
          try {
            const withdrawal = await createWithdrawal({
              requestId: requestIds.idFor(content),
              ...content,
              paymentPassword: values.paymentPassword,
            });
            requestIds.reset();
            showToast(t("wallet:withdraw.done", { amount: money(withdrawal.amount) }));
            reset({ bankAccountId: values.bankAccountId, amount: "", paymentPassword: "" });
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() }),
              queryClient.invalidateQueries({ queryKey: queryKeys.wallet.withdrawLimits() }),
              queryClient.invalidateQueries({ queryKey: queryKeys.wallet.records.all }),
            ]);
            onTab("records");
          } catch (error) {
            report(error);
          }
        });

        return (
          <div className="wallet-steps">
            <Panel id="withdraw-limits" title={t("wallet:withdraw.limitsTitle")}>
              <LimitsSummary limits={data} />
            </Panel>
            {limitReached && <p className="alert alert--error">{t("wallet:withdraw.limitReached")}</p>}
            <form
              className="wallet-form"
              onSubmit={onSubmit}
              noValidate
              aria-label={t("wallet:withdraw.newTab")}
            >
              <SelectField
                label={bankLabel}
                error={errors.bankAccountId?.message}
                {...register("bankAccountId", { required: t("wallet:withdraw.chooseBank") })}
              >
                {bankAccounts.map((account) => (
                  <option key={account.id} value={account.id}>
                    {bankAccountLabel(account)}
                  </option>
                ))}
              </SelectField>
              <MoneyCallFields
                form={form}
                limits={amountLimits}
                hint={t("wallet:amount.available", { amount: money(data.withdrawable) })}
              />
              <button
                type="submit"
                className="btn btn--primary btn--block"
                disabled={isSubmitting || limitReached}
              >
                {isSubmitting ? t("common:status.sending") : t("wallet:withdraw.submit")}
              </button>
              <p className="field__hint">{t("wallet:withdraw.holdHint")}</p>
            </form>
          </div>
        );
      }}
    </QueryView>
  );
}

function WithdrawalRecords() {
  const { t } = useTranslation("wallet");
  const { money, time } = useMoney();
  const openMemberCentre = useModals((state) => state.openMemberCentre);
  const filters = useWalletRecordFilters({
    name: "status",
    label: t("records.status"),
    values: WITHDRAWAL_STATUSES,
    text: (value) => t(`status.withdrawal.${value}`),
  });
  const { range, page, setPage } = filters.state;
  const records = useQuery({
    ...withdrawalsQuery(statusQuery({ ...range, status: filters.option }, page, RECORDS_PER_PAGE)),
    enabled: !filters.problem,
  });
  const columns: DataColumn<Withdrawal>[] = [
    { id: "time", header: t("records.time"), primary: true, cell: (row) => time(row.createdAt) },
    { id: "amount", header: t("withdraw.amount"), numeric: true, cell: (row) => money(row.amount) },
    {
      id: "bank",
      header: t("withdraw.bankAccount"),
      cell: (row) => (
        <span>
          {row.bankAccount.bankName}
          <span className="wallet-note">{row.bankAccount.accountNumber}</span>
        </span>
      ),
    },
    {
      id: "status",
      header: t("records.status"),
      cell: (row) => (
        <span>
          <StatusBadge kind="withdrawal" status={row.status} />
          {row.rejectReason && <span className="wallet-note">{row.rejectReason}</span>}
          {row.status === "disbursed" && (
            <button
              type="button"
              className="link-btn wallet-note"
              onClick={() => openMemberCentre("withdrawalConfirmation")}
            >
              {t("withdraw.confirmReceipt")}
            </button>
          )}
        </span>
      ),
    },
    {
      id: "received",
      header: t("withdraw.received"),
      numeric: true,
      cell: (row) => money(row.receivedAmount),
    },
    { id: "reference", header: t("records.reference"), className: "mono", cell: (row) => row.reference },
  ];

  return (
    <div className="wallet-records">
      <RecordFilterBar fields={filters.fields} state={filters.state} problem={filters.problem} />
      {!filters.problem && (
        <RecordList
          query={records}
          label={t("withdraw.recordsTab")}
          columns={columns}
          rowKey={(row) => String(row.id)}
          empty={t("withdraw.noRecords")}
          page={page}
          pageSize={RECORDS_PER_PAGE}
          onPage={setPage}
        />
      )}
    </div>
  );
}
