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
import type { Platform } from "../../platform/platform";
import type { FinanceAdmin } from "../payments";
import { brandCallBinder } from "./brand-calls";

/** The finance screens (`/backoffice/api/brands/:brandId/finance/…`); the work is payments' finance admin. */
export function registerFinanceRoutes(app: FastifyInstance, platform: Platform, finance: FinanceAdmin): void {
  const bind = brandCallBinder(app, platform);

  bind(financeDepositListCall, "finance.deposits", async ({ brand, query }) =>
    finance.depositQueue(brand, query),
  );
  bind(financeDepositConfirmCall, "finance.deposits", async ({ brand, who, id, body }) =>
    finance.confirmDeposit(brand, who, id, body.remark),
  );
  bind(financeDepositRejectCall, "finance.deposits", async ({ brand, who, id, body }) =>
    finance.rejectDeposit(brand, who, id, body.reason),
  );

  bind(financeWithdrawalListCall, "finance.withdrawals", async ({ brand, query }) =>
    finance.withdrawalQueue(brand, query),
  );
  bind(financeWithdrawalApproveCall, "finance.withdrawals", async ({ brand, who, id, body }) =>
    finance.approveWithdrawal(brand, who, id, body.remark),
  );
  bind(financeWithdrawalDisburseCall, "finance.withdrawals", async ({ brand, who, id, body }) =>
    finance.disburseWithdrawal(brand, who, id, body.remark),
  );
  bind(financeWithdrawalRejectCall, "finance.withdrawals", async ({ brand, who, id, body }) =>
    finance.rejectWithdrawal(brand, who, id, body.reason),
  );
  bind(financeDisputeListCall, "finance.withdrawals", async ({ brand, query }) =>
    finance.disputes(brand, query),
  );
  bind(financeDisputeResolveCall, "finance.withdrawals", async ({ brand, who, id, body }) =>
    finance.resolveDispute(brand, who, id, body),
  );

  bind(paymentChannelListCall, "finance.channels", async ({ brand }) => finance.channels(brand));
  bind(paymentChannelCreateCall, "finance.channels", async ({ brand, who, body }) =>
    finance.createChannel(brand, who, body),
  );
  bind(paymentChannelUpdateCall, "finance.channels", async ({ brand, who, id, body, language }) =>
    finance.updateChannel(brand, who, id, body, language),
  );
  bind(paymentChannelDeleteCall, "finance.channels", async ({ brand, who, id }) =>
    finance.archiveChannel(brand, who, id),
  );

  bind(financeMemberWalletCall, "wallet.view", async ({ brand, id }) => finance.memberWallet(brand, id));
  bind(financeMemberLedgerCall, "wallet.view", async ({ brand, id, query }) =>
    finance.memberLedger(brand, id, query),
  );

  bind(adjustmentListCall, "finance.adjust", async ({ brand, query }) => finance.adjustments(brand, query));
  bind(adjustmentCreateCall, "finance.adjust", async ({ brand, who, body }) =>
    finance.createAdjustment(brand, who, body),
  );
  bind(adjustmentApproveCall, "finance.approve", async ({ brand, who, id, body }) =>
    finance.approveAdjustment(brand, who, id, body.remark),
  );
  bind(adjustmentRejectCall, "finance.approve", async ({ brand, who, id, body }) =>
    finance.rejectAdjustment(brand, who, id, body.reason),
  );
}
