import { QueryView } from "@lotus/ui/data/QueryView";
import { TextField } from "@lotus/ui/primitives/Field";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { currentLanguage } from "../../../lib/i18n";
import type { MemberPageProps } from "../../../lib/member-pages";
import { type MemberInfo, useBalance } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import { requiredMessage } from "../../../lib/validation";
import {
  type TransferInfo,
  transferInfoQuery,
  transferToDownline,
  transferToUpline,
} from "../api/wallet-api";
import { useMoney } from "../hooks/use-money";
import { useRequestIds } from "../hooks/use-request-id";
import { AMOUNT_CODES, codesTo, PAYMENT_PASSWORD_CODES, useSubmitErrors } from "../hooks/use-submit-errors";
import { amountValue } from "../model/amount";
import { downlineAccountProblem } from "../model/fields";
import { MAIN_WALLET, walletBalance } from "../model/wallets";
import { MoneyCallFields } from "./MoneyFields";
import { PaymentPasswordPanel } from "./MoneySecurity";
import { bothQueries, MoneyGuard, Panel } from "./parts";

type Direction = "upline" | "downline";

/** Transfer to upline (transferUpline): a member pays their own agent. */
export function TransferUplinePage({ member }: MemberPageProps) {
  const { t } = useTranslation("wallet");
  return (
    <MoneyGuard member={member}>
      {member.toUpline ? (
        <TransferContent member={member} direction="upline" />
      ) : (
        <p className="wallet-notice">{t("guard.noUpline")}</p>
      )}
    </MoneyGuard>
  );
}

/**
 * Transfer to downline: an agent pays a member of their own downline (the agent centre's page, and
 * its downline rows with `account` filled in).
 */
export function TransferDownlinePage({ member, account = "" }: MemberPageProps & { account?: string }) {
  const { t } = useTranslation("wallet");
  return (
    <MoneyGuard member={member}>
      {member.isAgent ? (
        <TransferContent member={member} direction="downline" account={account} />
      ) : (
        <p className="wallet-notice">{t("guard.agentsOnly")}</p>
      )}
    </MoneyGuard>
  );
}

function TransferContent({
  member,
  direction,
  account = "",
}: {
  member: MemberInfo;
  direction: Direction;
  account?: string;
}) {
  const info = useQuery(transferInfoQuery());
  const balance = useBalance();
  return (
    <QueryView query={bothQueries(info, balance)}>
      {([transferInfo, balanceData]) =>
        member.hasPaymentPassword ? (
          <TransferForm
            direction={direction}
            account={account}
            info={transferInfo}
            available={walletBalance(balanceData.wallets, MAIN_WALLET)}
          />
        ) : (
          <PaymentPasswordPanel member={member} open />
        )
      }
    </QueryView>
  );
}

interface TransferValues {
  account: string;
  amount: string;
  paymentPassword: string;
}

const TRANSFER_FIELDS = ["account", "amount", "paymentPassword"] as const;
const TRANSFER_CODES = {
  ...codesTo(AMOUNT_CODES, "amount" as const),
  ...codesTo(PAYMENT_PASSWORD_CODES, "paymentPassword" as const),
  "payment.not_downline": "account" as const,
};

function TransferForm({
  direction,
  account,
  info,
  available,
}: {
  direction: Direction;
  account: string;
  info: TransferInfo;
  available: number;
}) {
  const { t } = useTranslation(["wallet", "common"]);
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const { money, minorDigits } = useMoney();
  const requestIds = useRequestIds();
  const form = useForm<TransferValues>({ defaultValues: { account, amount: "", paymentPassword: "" } });
  const { register, handleSubmit, setError, reset } = form;
  const { errors, isSubmitting } = form.formState;
  const report = useSubmitErrors(setError, TRANSFER_FIELDS, TRANSFER_CODES);
  const limits = { min: info.min, max: info.max, available, minorDigits };
  const accountLabel = t("wallet:transfer.downlineAccount");

  const onSubmit = handleSubmit(async (values) => {
    const amount = amountValue(values.amount);
    try {
      let message: string;
      if (direction === "upline") {
        const content = { amount };
        const result = await transferToUpline({
          requestId: requestIds.idFor(content),
          ...content,
          paymentPassword: values.paymentPassword,
        });
        message = result.message;
      } else {
        const content = { account: values.account.trim(), amount };
        const result = await transferToDownline({
          requestId: requestIds.idFor(content),
          ...content,
          paymentPassword: values.paymentPassword,
        });
        message = result.message;
      }
      requestIds.reset();
      // SPEC §8: the success message names the amount.
      showToast(message || t(`wallet:transfer.done.${direction}`, { amount: money(amount) }));
      reset({ account: direction === "downline" ? values.account : "", amount: "", paymentPassword: "" });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.records.all }),
      ]);
    } catch (error) {
      report(error);
    }
  });

  const title = t(`wallet:transfer.title.${direction}`);
  return (
    <Panel id="transfer-title" title={title}>
      {direction === "upline" && (
        <p className="wallet-upline">
          <Icon name="user" size={18} />
          {info.upline ? t("wallet:transfer.upline", { account: info.upline }) : t("wallet:guard.noUpline")}
        </p>
      )}
      <form className="wallet-form" onSubmit={onSubmit} noValidate aria-label={title}>
        {direction === "downline" && (
          <TextField
            label={accountLabel}
            autoComplete="off"
            markRequired
            error={errors.account?.message}
            {...register("account", {
              validate: (value) => {
                const problem = downlineAccountProblem(value);
                if (problem === "required")
                  return requiredMessage("", accountLabel, currentLanguage()) ?? true;
                return problem ? t("wallet:transfer.accountFormat") : true;
              },
            })}
          />
        )}
        <MoneyCallFields
          form={form}
          limits={limits}
          hint={`${t("wallet:amount.available", { amount: money(available) })} · ${t("wallet:amount.range", {
            min: money(info.min),
            max: money(info.max),
          })}`}
        />
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={isSubmitting || (direction === "upline" && !info.upline)}
        >
          {isSubmitting ? t("common:status.sending") : t(`wallet:transfer.submit.${direction}`)}
        </button>
      </form>
    </Panel>
  );
}
