import {
  adjustmentApproveCall,
  adjustmentCreateCall,
  adjustmentListCall,
  adjustmentRejectCall,
  type CallBody,
  type CallQuery,
  financeDepositConfirmCall,
  financeDepositListCall,
  financeDepositRejectCall,
  financeDisputeListCall,
  financeDisputeResolveCall,
  financeMemberLedgerCall,
  financeMemberWalletCall,
  financeWithdrawalApproveCall,
  financeWithdrawalDisburseCall,
  financeWithdrawalListCall,
  financeWithdrawalRejectCall,
  type PaymentChannelInput,
  paymentChannelCreateCall,
  paymentChannelDeleteCall,
  paymentChannelListCall,
  paymentChannelUpdateCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type DepositQuery = CallQuery<typeof financeDepositListCall>;
export type WithdrawalQuery = CallQuery<typeof financeWithdrawalListCall>;
export type DisputeQuery = CallQuery<typeof financeDisputeListCall>;
export type AdjustmentQuery = CallQuery<typeof adjustmentListCall>;
export type LedgerQuery = CallQuery<typeof financeMemberLedgerCall>;

const keys = (brandId: string) => queryKeys.brand(brandId);

export const depositsQuery = (brandId: string, query: DepositQuery) =>
  queryOptions({
    queryKey: keys(brandId).financeList("deposits", query),
    queryFn: ({ signal }) => api(financeDepositListCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const withdrawalsQuery = (brandId: string, query: WithdrawalQuery) =>
  queryOptions({
    queryKey: keys(brandId).financeList("withdrawals", query),
    queryFn: ({ signal }) => api(financeWithdrawalListCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const disputesQuery = (brandId: string, query: DisputeQuery) =>
  queryOptions({
    queryKey: keys(brandId).financeList("disputes", query),
    queryFn: ({ signal }) => api(financeDisputeListCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const channelsQuery = (brandId: string) =>
  queryOptions({
    queryKey: keys(brandId).financeList("channels", {}),
    queryFn: ({ signal }) => api(paymentChannelListCall, { params: { brandId }, signal }),
  });

export const adjustmentsQuery = (brandId: string, query: AdjustmentQuery) =>
  queryOptions({
    queryKey: keys(brandId).financeList("adjustments", query),
    queryFn: ({ signal }) => api(adjustmentListCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const memberWalletQuery = (brandId: string, memberId: string) =>
  queryOptions({
    queryKey: keys(brandId).memberWallet(memberId),
    queryFn: ({ signal }) => api(financeMemberWalletCall, { params: { brandId, id: memberId }, signal }),
    staleTime: 0,
  });

export const memberLedgerQuery = (brandId: string, memberId: string, query: LedgerQuery) =>
  queryOptions({
    queryKey: keys(brandId).memberLedger(memberId, query),
    queryFn: ({ signal }) =>
      api(financeMemberLedgerCall, { params: { brandId, id: memberId }, query, signal }),
    placeholderData: keepPreviousData,
  });

const at = (brandId: string, id: string) => ({ brandId, id });

export const confirmDeposit = (brandId: string, id: string, remark?: string) =>
  api(financeDepositConfirmCall, { params: at(brandId, id), body: { remark } });
export const rejectDeposit = (brandId: string, id: string, reason: string) =>
  api(financeDepositRejectCall, { params: at(brandId, id), body: { reason } });

export const approveWithdrawal = (brandId: string, id: string, remark?: string) =>
  api(financeWithdrawalApproveCall, { params: at(brandId, id), body: { remark } });
export const disburseWithdrawal = (brandId: string, id: string, remark?: string) =>
  api(financeWithdrawalDisburseCall, { params: at(brandId, id), body: { remark } });
export const rejectWithdrawal = (brandId: string, id: string, reason: string) =>
  api(financeWithdrawalRejectCall, { params: at(brandId, id), body: { reason } });

export const resolveDispute = (
  brandId: string,
  id: string,
  body: CallBody<typeof financeDisputeResolveCall>,
) => api(financeDisputeResolveCall, { params: at(brandId, id), body });

export const createChannel = (brandId: string, body: PaymentChannelInput) =>
  api(paymentChannelCreateCall, { params: { brandId }, body });
export const updateChannel = (brandId: string, id: string, body: PaymentChannelInput) =>
  api(paymentChannelUpdateCall, { params: at(brandId, id), body });
export const archiveChannel = (brandId: string, id: string) =>
  api(paymentChannelDeleteCall, { params: at(brandId, id) });

export const createAdjustment = (brandId: string, body: CallBody<typeof adjustmentCreateCall>) =>
  api(adjustmentCreateCall, { params: { brandId }, body });
export const approveAdjustment = (brandId: string, id: string, remark?: string) =>
  api(adjustmentApproveCall, { params: at(brandId, id), body: { remark } });
export const rejectAdjustment = (brandId: string, id: string, reason: string) =>
  api(adjustmentRejectCall, { params: at(brandId, id), body: { reason } });

/** After any finance write: every finance list of the brand (queues, wallets, ledgers) is refetched. */
export const financeChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: keys(brandId).finance });
