import type {
  DepositView,
  FinanceDepositView,
  FinanceDisputeView,
  FinanceWithdrawalView,
  PaymentChannelAdminView,
  WithdrawalView,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { type BankAccountRow, bankAccountsByIds } from "./bank-accounts.repository";
import { findBank } from "./banks";
import { type ConfirmationRow, confirmationsByDeposits, referencesOf } from "./c2c.repository";
import type { PaymentsContext } from "./context";
import type { DepositRow } from "./deposits.repository";
import { maskAccountNumber, maskLogin } from "./payment-rules";
import { accountsOf, type ChannelRow, channelsByIds } from "./payments.repository";
import type { WithdrawalRow } from "./withdrawals.repository";

/** The one view of a one-row list (views map lists so related rows load in one query). */
export function only<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error("expected one view");
  return item;
}

type C2cStatus = NonNullable<DepositView["c2c"]>["status"];
type WithdrawalStatus = WithdrawalView["status"];

/** Row → wire shapes of the member and finance screens. Amounts leave minor units here only. */
export function createViews(ctx: PaymentsContext) {
  const amount = ctx.amount;
  const proofUrls = (ids: readonly string[]) => ids.map((id) => ctx.proofUrl(id));
  // A withdrawal whose hold is still being posted is, for everyone looking, pending.
  const visibleStatus = (status: string) => (status === "holding" ? "pending" : status) as WithdrawalStatus;

  function deposit(brand: Brand, row: DepositRow, confirmation?: ConfirmationRow): DepositView {
    return {
      id: row.id,
      channelId: row.channelId,
      channelType: row.channelType,
      amount: amount(brand, row.amountMinor),
      creditedAmount: row.creditedMinor === null ? null : amount(brand, row.creditedMinor),
      status: row.status as DepositView["status"],
      reference: row.reference,
      reason: row.reason,
      c2c: confirmation
        ? {
            confirmationId: confirmation.id,
            status: confirmation.status as C2cStatus,
            proofUrls: proofUrls(confirmation.proofIds),
          }
        : null,
      payTo: row.payTo
        ? {
            bankName: row.payTo.bankName,
            accountNumber: row.payTo.accountNumber,
            payeeName: row.payTo.payeeName,
            memo: row.payTo.memo,
          }
        : null,
      paymentUrl: row.paymentUrl,
      expiresAt: row.expiresAt.getTime(),
      createdAt: row.createdAt.getTime(),
      completedAt: row.completedAt?.getTime() ?? null,
    };
  }

  async function deposits(db: Executor, brand: Brand, rows: readonly DepositRow[]) {
    const confirmations = await confirmationsByDeposits(
      db,
      rows.filter((row) => row.channelType === "c2c").map((row) => row.id),
    );
    return rows.map((row) => deposit(brand, row, confirmations.get(row.id)));
  }

  function bankAccount(row: WithdrawalRow, account: BankAccountRow | undefined) {
    return {
      id: row.bankAccountId,
      bankCode: row.bank.bankCode ?? "",
      bankName: row.bank.bankName,
      accountNumber: maskAccountNumber(row.bank.accountNumber),
      payeeName: row.bank.payeeName,
      createdAt: (account?.createdAt ?? row.createdAt).getTime(),
    };
  }

  async function withdrawals(
    db: Executor,
    brand: Brand,
    rows: readonly WithdrawalRow[],
  ): Promise<WithdrawalView[]> {
    const accounts = await bankAccountsByIds(
      db,
      rows.map((row) => row.bankAccountId),
    );
    return rows.map((row) => ({
      id: row.id,
      amount: amount(brand, row.amountMinor),
      status: visibleStatus(row.status),
      bankAccount: bankAccount(row, accounts.get(row.bankAccountId)),
      reference: row.reference,
      // A bank payout counts as received once the member confirmed it (the withdrawal completed).
      receivedAmount: amount(
        brand,
        row.receivedMinor + (row.status === "completed" ? row.disbursedMinor : 0n),
      ),
      createdAt: row.createdAt.getTime(),
      updatedAt: row.updatedAt.getTime(),
      rejectReason: row.status === "rejected" ? row.reason : null,
    }));
  }

  async function confirmations(db: Executor, brand: Brand, rows: readonly ConfirmationRow[]) {
    const accounts = await accountsOf(
      db,
      rows.flatMap((row) => (row.depositorId ? [row.depositorId] : [])),
    );
    return rows.map((row) => ({
      id: row.id,
      withdrawalId: row.withdrawalId,
      source: row.source as "c2c" | "bank",
      amount: amount(brand, row.amountMinor),
      depositorAccount: row.depositorId ? maskLogin(accounts.get(row.depositorId) ?? "") : "",
      proofUrls: proofUrls(row.proofIds),
      status: row.status as C2cStatus,
      receivedAmount: row.receivedMinor === null ? null : amount(brand, row.receivedMinor),
      autoReceiveAt: row.status === "paid" ? (row.autoReceiveAt?.getTime() ?? null) : null,
      createdAt: row.createdAt.getTime(),
    }));
  }

  async function financeDeposits(db: Executor, brand: Brand, rows: readonly DepositRow[]) {
    const [accounts, channels, matches] = await Promise.all([
      accountsOf(
        db,
        rows.map((row) => row.memberId),
      ),
      channelsByIds(
        db,
        rows.map((row) => row.channelId),
      ),
      confirmationsByDeposits(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row): FinanceDepositView => {
      const match = matches.get(row.id);
      return {
        id: row.id,
        memberId: row.memberId,
        account: accounts.get(row.memberId) ?? "",
        channelId: row.channelId,
        channelName: channels.get(row.channelId)?.name ?? "",
        channelType: row.channelType as FinanceDepositView["channelType"],
        amount: amount(brand, row.amountMinor),
        creditedAmount: row.creditedMinor === null ? null : amount(brand, row.creditedMinor),
        status: row.status as FinanceDepositView["status"],
        reference: row.reference,
        providerRef: row.providerRef,
        payTo: row.payTo
          ? {
              bankName: row.payTo.bankName,
              accountNumber: row.payTo.accountNumber,
              payeeName: row.payTo.payeeName,
              memo: row.payTo.memo,
            }
          : null,
        c2c: match
          ? {
              confirmationId: match.id,
              status: match.status as C2cStatus,
              proofUrls: proofUrls(match.proofIds),
            }
          : null,
        reason: row.reason,
        reviewer: row.reviewerName,
        createdAt: row.createdAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
        completedAt: row.completedAt?.getTime() ?? null,
      };
    });
  }

  async function financeWithdrawals(db: Executor, brand: Brand, rows: readonly WithdrawalRow[]) {
    const accounts = await accountsOf(
      db,
      rows.map((row) => row.memberId),
    );
    return rows.map(
      (row): FinanceWithdrawalView => ({
        id: row.id,
        memberId: row.memberId,
        account: accounts.get(row.memberId) ?? "",
        amount: amount(brand, row.amountMinor),
        receivedAmount: amount(brand, row.receivedMinor),
        matchedAmount: amount(brand, row.matchedMinor),
        disbursedAmount: amount(brand, row.disbursedMinor),
        status: visibleStatus(row.status),
        reference: row.reference,
        bank: {
          bankCode: row.bank.bankCode ?? "",
          bankName: row.bank.bankName,
          accountNumber: row.bank.accountNumber,
          payeeName: row.bank.payeeName,
        },
        reason: row.reason,
        reviewer: row.reviewerName,
        createdAt: row.createdAt.getTime(),
        updatedAt: row.updatedAt.getTime(),
      }),
    );
  }

  async function financeDisputes(db: Executor, brand: Brand, rows: readonly ConfirmationRow[]) {
    const [accounts, references] = await Promise.all([
      accountsOf(
        db,
        rows.flatMap((row) => [row.withdrawerId, ...(row.depositorId ? [row.depositorId] : [])]),
      ),
      referencesOf(
        db,
        rows.flatMap((row) => (row.depositId ? [row.depositId] : [])),
        rows.map((row) => row.withdrawalId),
      ),
    ]);
    return rows.map(
      (row): FinanceDisputeView => ({
        id: row.id,
        source: row.source as "c2c" | "bank",
        status: row.status as C2cStatus,
        amount: amount(brand, row.amountMinor),
        receivedAmount: row.receivedMinor === null ? null : amount(brand, row.receivedMinor),
        withdrawalId: row.withdrawalId,
        withdrawalReference: references.get(row.withdrawalId) ?? "",
        withdrawerAccount: accounts.get(row.withdrawerId) ?? "",
        depositId: row.depositId,
        depositReference: row.depositId ? (references.get(row.depositId) ?? null) : null,
        depositorAccount: row.depositorId ? (accounts.get(row.depositorId) ?? null) : null,
        proofUrls: proofUrls(row.proofIds),
        disputeProofUrls: proofUrls(row.disputeProofIds),
        remark: row.remark,
        resolver: row.resolverName,
        resolutionReason: row.resolutionReason,
        createdAt: row.createdAt.getTime(),
        updatedAt: row.updatedAt.getTime(),
      }),
    );
  }

  function channelAdmin(brand: Brand, row: ChannelRow): PaymentChannelAdminView {
    return {
      id: row.id,
      type: row.type as PaymentChannelAdminView["type"],
      name: row.name,
      min: amount(brand, row.minMinor),
      max: amount(brand, row.maxMinor),
      instructions: row.instructions,
      bank: row.bank
        ? {
            bankName: row.bank.bankName,
            accountNumber: row.bank.accountNumber,
            payeeName: row.bank.payeeName,
          }
        : null,
      gatewayProvider: row.gatewayProvider as PaymentChannelAdminView["gatewayProvider"],
      hasSecret: Boolean(row.gatewaySecretSealed),
      expiryMinutes: row.expiryMinutes,
      enabled: row.enabled,
      sortOrder: row.sortOrder,
      createdAt: row.createdAt.getTime(),
      updatedAt: row.updatedAt.getTime(),
    };
  }

  return {
    deposit,
    deposits,
    withdrawals,
    confirmations,
    financeDeposits,
    financeWithdrawals,
    financeDisputes,
    channelAdmin,
    bankName: (brand: Brand, code: string) => findBank(brand.currency.code, code)?.name ?? code,
  };
}

export type Views = ReturnType<typeof createViews>;
