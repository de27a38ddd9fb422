import {
  bankAccountAddCall,
  bankAccountsCall,
  bankListCall,
  type CallBody,
  type CallQuery,
  type CallValue,
  depositChannelsCall,
  depositCreateCall,
  depositListCall,
  depositPaidCall,
  memberTransactionsCall,
  merchantWalletCall,
  paymentConfirmationListCall,
  paymentPasswordResetCall,
  paymentPasswordSetCall,
  paymentProofUploadCall,
  processC2cCall,
  transferDownlineCall,
  transferInfoCall,
  transferUplineCall,
  walletTransferCall,
  withdrawalCreateCall,
  withdrawalLimitsCall,
  withdrawalListCall,
} from "@lotus/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, apiUpload } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** One queryOptions per GET call of the wallet (DESIGN §7), keys from the one factory. */

export function merchantWalletQuery() {
  return queryOptions({
    queryKey: queryKeys.wallet.merchantWallet(),
    queryFn: ({ signal }) => api(merchantWalletCall, { signal }),
  });
}

export function transactionsQuery(query: CallQuery<typeof memberTransactionsCall>) {
  return queryOptions({
    queryKey: queryKeys.wallet.records.transactions(query),
    queryFn: ({ signal }) => api(memberTransactionsCall, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function depositChannelsQuery(language: string) {
  return queryOptions({
    queryKey: queryKeys.wallet.depositChannels(language),
    queryFn: ({ signal }) => api(depositChannelsCall, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function depositsQuery(query: CallQuery<typeof depositListCall>) {
  return queryOptions({
    queryKey: queryKeys.wallet.records.deposits(query),
    queryFn: ({ signal }) => api(depositListCall, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function withdrawLimitsQuery() {
  return queryOptions({
    queryKey: queryKeys.wallet.withdrawLimits(),
    queryFn: ({ signal }) => api(withdrawalLimitsCall, { signal }),
    staleTime: 0,
  });
}

export function withdrawalsQuery(query: CallQuery<typeof withdrawalListCall>) {
  return queryOptions({
    queryKey: queryKeys.wallet.records.withdrawals(query),
    queryFn: ({ signal }) => api(withdrawalListCall, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function banksQuery() {
  return queryOptions({
    queryKey: queryKeys.wallet.banks(),
    queryFn: ({ signal }) => api(bankListCall, { signal }),
    staleTime: 30 * 60_000,
  });
}

export function bankAccountsQuery() {
  return queryOptions({
    queryKey: queryKeys.wallet.bankAccounts(),
    queryFn: ({ signal }) => api(bankAccountsCall, { signal }),
  });
}

export function confirmationsQuery(query: CallQuery<typeof paymentConfirmationListCall>) {
  return queryOptions({
    queryKey: queryKeys.wallet.records.confirmations(query),
    queryFn: ({ signal }) => api(paymentConfirmationListCall, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function transferInfoQuery() {
  return queryOptions({
    queryKey: queryKeys.wallet.transferInfo(),
    queryFn: ({ signal }) => api(transferInfoCall, { signal }),
  });
}

// ---------- commands ----------

export const transferBetweenWallets = (body: CallBody<typeof walletTransferCall>) =>
  api(walletTransferCall, { body });

export const createDeposit = (body: CallBody<typeof depositCreateCall>) => api(depositCreateCall, { body });

export const markDepositPaid = (body: CallBody<typeof depositPaidCall>) => api(depositPaidCall, { body });

export const createWithdrawal = (body: CallBody<typeof withdrawalCreateCall>) =>
  api(withdrawalCreateCall, { body });

export const addBankAccount = (body: CallBody<typeof bankAccountAddCall>) =>
  api(bankAccountAddCall, { body });

export const setPaymentPassword = (body: CallBody<typeof paymentPasswordSetCall>) =>
  api(paymentPasswordSetCall, { body });

export const resetPaymentPassword = (body: CallBody<typeof paymentPasswordResetCall>) =>
  api(paymentPasswordResetCall, { body });

export const processConfirmation = (body: CallBody<typeof processC2cCall>) => api(processC2cCall, { body });

export const transferToUpline = (body: CallBody<typeof transferUplineCall>) =>
  api(transferUplineCall, { body });

export const transferToDownline = (body: CallBody<typeof transferDownlineCall>) =>
  api(transferDownlineCall, { body });

/** A payment proof image: multipart with one `file` field. */
export function uploadProof(file: File) {
  const form = new FormData();
  form.append("file", file);
  return apiUpload(paymentProofUploadCall, form);
}

export type MerchantWallet = CallValue<typeof merchantWalletCall>;
export type DepositChannel = CallValue<typeof depositChannelsCall>[number];
export type Deposit = CallValue<typeof depositCreateCall>;
export type Withdrawal = CallValue<typeof withdrawalCreateCall>;
export type WithdrawLimits = CallValue<typeof withdrawalLimitsCall>;
export type BankAccount = CallValue<typeof bankAccountsCall>[number];
export type Confirmation = CallValue<typeof processC2cCall>;
export type TransferInfo = CallValue<typeof transferInfoCall>;
