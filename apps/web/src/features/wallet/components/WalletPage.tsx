import { QueryView } from "@lotus/ui/data/QueryView";
import { SelectField } from "@lotus/ui/primitives/Field";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import type { MemberPageProps } from "../../../lib/member-pages";
import { useBalance } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import { type MerchantWallet, merchantWalletQuery, transferBetweenWallets } from "../api/wallet-api";
import { useMoney } from "../hooks/use-money";
import { useRequestIds } from "../hooks/use-request-id";
import { AMOUNT_CODES, codesTo, useSubmitErrors } from "../hooks/use-submit-errors";
import { amountProblem, amountText, amountValue } from "../model/amount";
import { MAIN_WALLET, walletBalance } from "../model/wallets";
import { AmountField, MoneyGuard, Panel, Turnover, useAmountMessage } from "./parts";

/** My wallet (transferFund): the balances, and transfers between the main and vendor wallets. */
export function WalletPage({ member }: MemberPageProps) {
  return (
    <MoneyGuard member={member}>
      <div className="wallet-page">
        <BalanceSummary />
        <WalletList />
      </div>
    </MoneyGuard>
  );
}

/** Total, withdrawable, held for withdrawals and the turnover requirement (SPEC §3 balance). */
export function BalanceSummary() {
  const { t } = useTranslation("wallet");
  const balance = useBalance();
  const { money } = useMoney();
  const main = walletBalance(balance.data?.wallets ?? [], MAIN_WALLET);
  return (
    <Panel
      id="wallet-summary"
      title={t("summary.title")}
      actions={
        <button
          type="button"
          className="icon-btn"
          aria-label={t("summary.refresh")}
          title={t("summary.refresh")}
          disabled={balance.isFetching}
          onClick={() => void balance.refetch()}
        >
          <Icon name="refresh" size={18} />
        </button>
      }
    >
      <QueryView query={balance}>
        {(data) => (
          <>
            <p className="wallet-total">
              <span className="wallet-total__label">{t("summary.total")}</span>
              <span className="wallet-total__value" aria-busy={balance.isFetching}>
                {money(data.sumBalance)}
              </span>
            </p>
            <dl className="wallet-figures">
              <div>
                <dt>{t("main")}</dt>
                <dd>{money(main)}</dd>
              </div>
              <div>
                <dt>{t("summary.withdrawable")}</dt>
                <dd>{money(data.withdrawable)}</dd>
              </div>
              <div>
                <dt>{t("summary.held")}</dt>
                <dd>{money(data.held)}</dd>
              </div>
            </dl>
            <Turnover turnover={data.turnover} />
          </>
        )}
      </QueryView>
    </Panel>
  );
}

function WalletList() {
  const { t } = useTranslation("wallet");
  const balance = useBalance();
  const merchant = useQuery(merchantWalletQuery());
  const { money } = useMoney();
  const main = balance.data?.wallets.find((wallet) => wallet.code === MAIN_WALLET)?.availBalance;

  return (
    <Panel id="wallet-wallets" title={t("wallets.title")}>
      <QueryView query={merchant}>
        {(data) => (
          <>
            {data.isSingle && <p className="alert alert--info">{t("wallets.single")}</p>}
            <ul className="wallet-list" aria-label={t("wallets.title")}>
              <li className="wallet-list__item wallet-list__item--main">
                <span className="wallet-list__name">
                  <Icon name="wallet" size={18} />
                  {t("main")}
                </span>
                <span className="wallet-list__balance">{main === undefined ? "--" : money(main)}</span>
              </li>
              {data.wallets.map((wallet) => (
                <li key={wallet.vassalage} className="wallet-list__item">
                  <span className="wallet-list__name">{wallet.name}</span>
                  {!isUsable(wallet) && <Badge>{t("wallets.unavailable")}</Badge>}
                  <span className="wallet-list__balance">{money(wallet.balance)}</span>
                </li>
              ))}
            </ul>
            {!data.isSingle && data.wallets.length > 0 && (
              <WalletTransfer wallets={data.wallets} main={main ?? 0} />
            )}
          </>
        )}
      </QueryView>
    </Panel>
  );
}

type VendorWallet = MerchantWallet["wallets"][number];

function isUsable(wallet: VendorWallet): boolean {
  return wallet.status === "on";
}

interface TransferValues {
  from: string;
  to: string;
  amount: string;
}

const TRANSFER_FIELDS = ["from", "to", "amount"] as const;
const TRANSFER_CODES = codesTo(AMOUNT_CODES, "amount" as const);

/** Between the main wallet and one vendor wallet, or everything back to main. */
function WalletTransfer({ wallets, main }: { wallets: VendorWallet[]; main: number }) {
  const { t } = useTranslation("wallet");
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const { money, minorDigits } = useMoney();
  const amountMessage = useAmountMessage();
  const requestIds = useRequestIds();
  const returnIds = useRequestIds();
  const [returning, setReturning] = useState(false);
  const usable = wallets.filter(isUsable);
  const first = usable[0]?.vassalage ?? "";
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TransferValues>({ defaultValues: { from: MAIN_WALLET, to: first, amount: "" } });
  const report = useSubmitErrors(setError, TRANSFER_FIELDS, TRANSFER_CODES);
  const from = watch("from");
  const available =
    from === MAIN_WALLET ? main : (wallets.find((wallet) => wallet.vassalage === from)?.balance ?? 0);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.merchantWallet() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.records.all }),
    ]);

  const onSubmit = handleSubmit(async (values) => {
    const body = { from: values.from, to: values.to, amount: amountValue(values.amount) };
    try {
      const result = await transferBetweenWallets({ requestId: requestIds.idFor(body), ...body });
      requestIds.reset();
      showToast(result.message || t("wallets.transferred"));
      reset({ ...values, amount: "" });
      await refresh();
    } catch (error) {
      report(error);
    }
  });

  const onReturnAll = async () => {
    setReturning(true);
    try {
      const result = await transferBetweenWallets({
        requestId: returnIds.idFor("returnAll"),
        returnAll: true,
      });
      returnIds.reset();
      // SPEC §8 "Balance returned successfully", in the request's language from the server.
      showToast(result.message || t("wallets.returned"));
      await refresh();
    } catch (error) {
      report(error);
    } finally {
      setReturning(false);
    }
  };

  const walletName = (code: string) =>
    code === MAIN_WALLET ? t("main") : (wallets.find((wallet) => wallet.vassalage === code)?.name ?? code);
  const options = [MAIN_WALLET, ...usable.map((wallet) => wallet.vassalage)];

  // One side is always the main wallet: choosing a vendor on one side puts main on the other.
  const onFromChange = (value: string) => {
    setValue("from", value);
    setValue("to", value === MAIN_WALLET ? first : MAIN_WALLET);
  };
  const onToChange = (value: string) => {
    setValue("to", value);
    setValue("from", value === MAIN_WALLET ? first : MAIN_WALLET);
  };

  return (
    <form className="wallet-form" onSubmit={onSubmit} noValidate aria-labelledby="wallet-transfer-title">
      <h5 id="wallet-transfer-title" className="wallet-form__title">
        {t("wallets.transferTitle")}
      </h5>
      <div className="wallet-form__row">
        <SelectField
          label={t("wallets.from")}
          error={errors.from?.message}
          {...register("from", { onChange: (event) => onFromChange(event.target.value) })}
        >
          {options.map((code) => (
            <option key={code} value={code}>
              {walletName(code)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("wallets.to")}
          error={errors.to?.message}
          {...register("to", {
            onChange: (event) => onToChange(event.target.value),
            validate: (value, values) => (value !== values.from ? true : t("wallets.sameWallet")),
          })}
        >
          {options.map((code) => (
            <option key={code} value={code}>
              {walletName(code)}
            </option>
          ))}
        </SelectField>
      </div>
      <AmountField
        error={errors.amount?.message}
        hint={t("amount.available", { amount: money(available) })}
        onMaximum={() => setValue("amount", amountText(Math.max(0, available)), { shouldValidate: true })}
        {...register("amount", {
          validate: (value) => amountMessage(amountProblem(value, { available, minorDigits }), money) ?? true,
        })}
      />
      <div className="wallet-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting || returning}>
          {t("wallets.transfer")}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={isSubmitting || returning}
          onClick={() => void onReturnAll()}
        >
          {t("wallets.returnAll")}
        </button>
      </div>
    </form>
  );
}
