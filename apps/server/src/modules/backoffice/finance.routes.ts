import {
  adjustmentApproveCall,
  adjustmentCreateCall,
  adjustmentListCall,
  adjustmentRejectCall,
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
  paymentChannelCreateCall,
  paymentChannelDeleteCall,
  paymentChannelListCall,
  paymentChannelUpdateCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { FinanceAdmin } from "../payments";

/** The finance screens (`/backoffice/api/brands/:brandId/finance/…`); the work is payments' finance admin. */
export function registerFinanceRoutes(app: FastifyInstance, platform: Platform, finance: FinanceAdmin): void {
  const requireBrand = (brand: Brand | undefined): Brand => {
    if (!brand) throw new AppError("not_found");
    return brand;
  };
  const idOf = (params: Record<string, string>) => params.id ?? "";

  bindOperatorCall(app, platform, financeDepositListCall, {
    permission: "finance.deposits",
    handler: async ({ brand, query }) => finance.depositQueue(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, financeDepositConfirmCall, {
    permission: "finance.deposits",
    handler: async ({ brand, operator, ip, params, body }) =>
      finance.confirmDeposit(requireBrand(brand), { operator, ip }, idOf(params), body.remark),
  });
  bindOperatorCall(app, platform, financeDepositRejectCall, {
    permission: "finance.deposits",
    handler: async ({ brand, operator, ip, params, body }) =>
      finance.rejectDeposit(requireBrand(brand), { operator, ip }, idOf(params), body.reason),
  });

  bindOperatorCall(app, platform, financeWithdrawalListCall, {
    permission: "finance.withdrawals",
    handler: async ({ brand, query }) => finance.withdrawalQueue(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, financeWithdrawalApproveCall, {
    permission: "finance.withdrawals",
    handler: async ({ brand, operator, ip, params, body }) =>
      finance.approveWithdrawal(requireBrand(brand), { operator, ip }, idOf(params), body.remark),
  });
  bindOperatorCall(app, platform, financeWithdrawalDisburseCall, {
    permission: "finance.withdrawals",
    handler: async ({ brand, operator, ip, params, body }) =>
      finance.disburseWithdrawal(requireBrand(brand), { operator, ip }, idOf(params), body.remark),
  });
  bindOperatorCall(app, platform, financeWithdrawalRejectCall, {
    permission: "finance.withdrawals",
    handler: async ({ brand, operator, ip, params, body }) =>
      finance.rejectWithdrawal(requireBrand(brand), { operator, ip }, idOf(params), body.reason),
  });
  bindOperatorCall(app, platform, financeDisputeListCall, {
    permission: "finance.withdrawals",
    handler: async ({ brand, query }) => finance.disputes(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, financeDisputeResolveCall, {
    permission: "finance.withdrawals",
    handler: async ({ brand, operator, ip, params, body }) =>
      finance.resolveDispute(requireBrand(brand), { operator, ip }, idOf(params), body),
  });

  bindOperatorCall(app, platform, paymentChannelListCall, {
    permission: "finance.channels",
    handler: async ({ brand }) => finance.channels(requireBrand(brand)),
  });
  bindOperatorCall(app, platform, paymentChannelCreateCall, {
    permission: "finance.channels",
    handler: async ({ brand, operator, ip, body }) =>
      finance.createChannel(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, paymentChannelUpdateCall, {
    permission: "finance.channels",
    handler: async ({ brand, operator, ip, params, body, language }) =>
      finance.updateChannel(requireBrand(brand), { operator, ip }, idOf(params), body, language),
  });
  bindOperatorCall(app, platform, paymentChannelDeleteCall, {
    permission: "finance.channels",
    handler: async ({ brand, operator, ip, params }) =>
      finance.archiveChannel(requireBrand(brand), { operator, ip }, idOf(params)),
  });

  bindOperatorCall(app, platform, financeMemberWalletCall, {
    permission: "wallet.view",
    handler: async ({ brand, params }) => finance.memberWallet(requireBrand(brand), idOf(params)),
  });
  bindOperatorCall(app, platform, financeMemberLedgerCall, {
    permission: "wallet.view",
    handler: async ({ brand, params, query }) =>
      finance.memberLedger(requireBrand(brand), idOf(params), query),
  });

  bindOperatorCall(app, platform, adjustmentListCall, {
    permission: "finance.adjust",
    handler: async ({ brand, query }) => finance.adjustments(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, adjustmentCreateCall, {
    permission: "finance.adjust",
    handler: async ({ brand, operator, ip, body }) =>
      finance.createAdjustment(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, adjustmentApproveCall, {
    permission: "finance.approve",
    handler: async ({ brand, operator, ip, params, body }) =>
      finance.approveAdjustment(requireBrand(brand), { operator, ip }, idOf(params), body.remark),
  });
  bindOperatorCall(app, platform, adjustmentRejectCall, {
    permission: "finance.approve",
    handler: async ({ brand, operator, ip, params, body }) =>
      finance.rejectAdjustment(requireBrand(brand), { operator, ip }, idOf(params), body.reason),
  });
}
