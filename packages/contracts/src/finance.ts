import { z } from "zod";
import { localizedText } from "./brand";
import { defineCall, epochMs } from "./http";
import {
  amountInput,
  amountValue,
  C2C_CONFIRMATION_STATUSES,
  DEPOSIT_STATUSES,
  TRANSACTION_TYPES,
  WITHDRAWAL_STATUSES,
} from "./wallet";

/**
 * The finance screens of the back office (ARCHITECTURE "Adding a back-office screen"): deposit and
 * withdrawal queues, C2C disputes, payment channels, a member's wallets and ledger, and manual
 * adjustments with a second operator's approval above the brand's threshold. Every write is audited.
 */

export const PAYMENT_CHANNEL_TYPES = ["bank_transfer", "gateway", "c2c"] as const;
export type PaymentChannelType = (typeof PAYMENT_CHANNEL_TYPES)[number];
/** Gateway adapters the server knows; "sandbox" is the built-in test gateway. */
export const GATEWAY_PROVIDERS = ["sandbox"] as const;

const id = z.string().uuid();
const brandParams = z.object({ brandId: id });
const idParams = z.object({ brandId: id, id });
const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};
/** yyyy-MM-dd in the brand's time zone, inclusive. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();
const reason = z.string().trim().min(1).max(500);
const remark = z.string().trim().max(500).optional();
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
const tags = ["finance"];
const base = "/backoffice/api/brands/:brandId/finance";

const bankDetails = z.object({ bankName: z.string(), accountNumber: z.string(), payeeName: z.string() });

// ---------- deposits ----------

export const financeDepositView = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  channelType: z.enum(PAYMENT_CHANNEL_TYPES),
  amount: amountValue,
  creditedAmount: amountValue.nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string(),
  providerRef: z.string().nullable(),
  payTo: bankDetails.extend({ memo: z.string() }).nullable(),
  c2c: z
    .object({
      confirmationId: z.string(),
      status: z.enum(C2C_CONFIRMATION_STATUSES),
      proofUrls: z.array(z.string()),
    })
    .nullable(),
  reason: z.string().nullable(),
  reviewer: z.string().nullable(),
  createdAt: epochMs,
  expiresAt: epochMs,
  completedAt: epochMs.nullable(),
});
export type FinanceDepositView = z.infer<typeof financeDepositView>;

export const financeDepositListCall = defineCall({
  method: "GET",
  path: `${base}/deposits`,
  summary: "Deposit queue: pending first by default; filter by status, channel type, account and days",
  params: brandParams,
  query: z.object({
    status: z.enum(DEPOSIT_STATUSES).optional(),
    channelType: z.enum(PAYMENT_CHANNEL_TYPES).optional(),
    account: z.string().trim().max(64).optional(),
    from: day,
    to: day,
    ...page,
  }),
  response: paged(financeDepositView),
  tags,
});

export const financeDepositConfirmCall = defineCall({
  method: "POST",
  path: `${base}/deposits/:id/confirm`,
  summary: "Confirm a bank-transfer deposit (money arrived): the member is credited",
  params: idParams,
  body: z.strictObject({ remark }),
  response: financeDepositView,
  tags,
});

export const financeDepositRejectCall = defineCall({
  method: "POST",
  path: `${base}/deposits/:id/reject`,
  summary: "Reject a pending deposit with a reason (nothing is credited)",
  params: idParams,
  body: z.strictObject({ reason }),
  response: financeDepositView,
  tags,
});

// ---------- withdrawals ----------

export const financeWithdrawalView = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  amount: amountValue,
  /** Paid by C2C deposits and confirmed by the member. */
  receivedAmount: amountValue,
  /** In C2C payments not yet confirmed. */
  matchedAmount: amountValue,
  /** Paid out by finance. */
  disbursedAmount: amountValue,
  status: z.enum(WITHDRAWAL_STATUSES),
  reference: z.string(),
  /** Full account number: finance pays to it. */
  bank: bankDetails.extend({ bankCode: z.string() }),
  reason: z.string().nullable(),
  reviewer: z.string().nullable(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type FinanceWithdrawalView = z.infer<typeof financeWithdrawalView>;

export const financeWithdrawalListCall = defineCall({
  method: "GET",
  path: `${base}/withdrawals`,
  summary: "Withdrawal queue; filter by status, account and days",
  params: brandParams,
  query: z.object({
    status: z.enum(WITHDRAWAL_STATUSES).optional(),
    account: z.string().trim().max(64).optional(),
    from: day,
    to: day,
    ...page,
  }),
  response: paged(financeWithdrawalView),
  tags,
});

export const financeWithdrawalApproveCall = defineCall({
  method: "POST",
  path: `${base}/withdrawals/:id/approve`,
  summary: "Approve a pending withdrawal for payout (it leaves the C2C pool; the amount stays held)",
  params: idParams,
  body: z.strictObject({ remark }),
  response: financeWithdrawalView,
  tags,
});

export const financeWithdrawalDisburseCall = defineCall({
  method: "POST",
  path: `${base}/withdrawals/:id/disburse`,
  summary:
    "Mark a withdrawal paid out by bank: the held amount leaves the wallet; the member confirms receipt",
  params: idParams,
  body: z.strictObject({ remark }),
  response: financeWithdrawalView,
  tags,
});

export const financeWithdrawalRejectCall = defineCall({
  method: "POST",
  path: `${base}/withdrawals/:id/reject`,
  summary: "Reject a withdrawal with a reason: the held amount returns to the member's main wallet",
  params: idParams,
  body: z.strictObject({ reason }),
  response: financeWithdrawalView,
  tags,
});

// ---------- C2C and payout disputes ----------

export const financeDisputeView = z.object({
  id: z.string(),
  source: z.enum(["c2c", "bank"]),
  status: z.enum(C2C_CONFIRMATION_STATUSES),
  amount: amountValue,
  receivedAmount: amountValue.nullable(),
  withdrawalId: z.string(),
  withdrawalReference: z.string(),
  withdrawerAccount: z.string(),
  depositId: z.string().nullable(),
  depositReference: z.string().nullable(),
  depositorAccount: z.string().nullable(),
  /** The depositor's proofs of payment. */
  proofUrls: z.array(z.string()),
  /** The withdrawer's proofs that nothing arrived. */
  disputeProofUrls: z.array(z.string()),
  remark: z.string().nullable(),
  resolver: z.string().nullable(),
  resolutionReason: z.string().nullable(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type FinanceDisputeView = z.infer<typeof financeDisputeView>;

export const financeDisputeListCall = defineCall({
  method: "GET",
  path: `${base}/disputes`,
  summary: "Payments a withdrawer reported as not received (default), or any confirmation by status",
  params: brandParams,
  query: z.object({ status: z.enum(C2C_CONFIRMATION_STATUSES).default("not_received"), ...page }),
  response: paged(financeDisputeView),
  tags,
});

export const financeDisputeResolveCall = defineCall({
  method: "POST",
  path: `${base}/disputes/:id/resolve`,
  summary:
    "Settle a dispute. force_received: the payment counts as received (C2C: the depositor is credited " +
    "from the withdrawer's held amount; the deposit is not refunded). refund: C2C — the payment was not " +
    "made, the depositor gets nothing and the withdrawal is re-queued; bank — the payout bounced and " +
    "returns to the member's main wallet",
  params: idParams,
  body: z.strictObject({ resolution: z.enum(["force_received", "refund"]), reason }),
  response: financeDisputeView,
  tags,
});

// ---------- payment channels ----------

export const paymentChannelAdminView = z.object({
  id: z.string(),
  type: z.enum(PAYMENT_CHANNEL_TYPES),
  name: z.string(),
  min: amountValue,
  max: amountValue,
  instructions: localizedText,
  bank: bankDetails.nullable(),
  gatewayProvider: z.enum(GATEWAY_PROVIDERS).nullable(),
  /** The gateway secret is never shown; this says one is set. */
  hasSecret: z.boolean(),
  /** Minutes a deposit request stays payable (C2C: the time the depositor has to pay). */
  expiryMinutes: z.number().int(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type PaymentChannelAdminView = z.infer<typeof paymentChannelAdminView>;

export const paymentChannelInput = z
  .strictObject({
    type: z.enum(PAYMENT_CHANNEL_TYPES),
    name: z.string().trim().min(1).max(100),
    min: amountInput,
    max: amountInput,
    instructions: localizedText.default({}),
    /** Bank transfer: the brand's receiving account shown to the depositor. */
    bank: z
      .strictObject({
        bankName: z.string().trim().min(1).max(100),
        accountNumber: z
          .string()
          .trim()
          .regex(/^\d{6,24}$/, "6 to 24 digits"),
        payeeName: z.string().trim().min(2).max(100),
      })
      .optional(),
    /** Gateway: the adapter and its shared secret (write-only; omitted on update keeps the old one). */
    gateway: z
      .strictObject({
        provider: z.enum(GATEWAY_PROVIDERS),
        secret: z.string().min(16).max(200).optional(),
      })
      .optional(),
    expiryMinutes: z.number().int().min(5).max(1440).default(30),
    enabled: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((value, context) => {
    if (value.min > value.max)
      context.addIssue({ code: "custom", path: ["min"], message: "The minimum is above the maximum" });
    if (value.type === "bank_transfer" && !value.bank)
      context.addIssue({
        code: "custom",
        path: ["bank"],
        message: "A bank transfer channel needs the bank account",
      });
    if (value.type === "gateway" && !value.gateway)
      context.addIssue({
        code: "custom",
        path: ["gateway"],
        message: "A gateway channel needs its provider",
      });
  });
export type PaymentChannelInput = z.infer<typeof paymentChannelInput>;

export const paymentChannelListCall = defineCall({
  method: "GET",
  path: `${base}/channels`,
  summary: "The brand's payment channels (archived ones left out)",
  params: brandParams,
  response: z.array(paymentChannelAdminView),
  tags,
});

export const paymentChannelCreateCall = defineCall({
  method: "POST",
  path: `${base}/channels`,
  summary: "Add a payment channel (a gateway without a secret gets a generated one)",
  params: brandParams,
  body: paymentChannelInput,
  response: paymentChannelAdminView,
  tags,
});

export const paymentChannelUpdateCall = defineCall({
  method: "PUT",
  path: `${base}/channels/:id`,
  summary: "Replace a channel's settings; its type stays",
  params: idParams,
  body: paymentChannelInput,
  response: paymentChannelAdminView,
  tags,
});

export const paymentChannelDeleteCall = defineCall({
  method: "DELETE",
  path: `${base}/channels/:id`,
  summary: "Archive a channel: no longer offered; its deposits keep their history",
  params: idParams,
  response: z.object({ archived: z.literal(true) }),
  tags,
});

// ---------- a member's wallets and ledger ----------

export const financeMemberWalletCall = defineCall({
  method: "GET",
  path: `${base}/members/:id/wallet`,
  summary: "A member's ledger accounts with balances, what is withdrawable, and the turnover requirement",
  params: idParams,
  response: z.object({
    memberId: z.string(),
    account: z.string(),
    currency: z.string(),
    accounts: z.array(z.object({ id: z.string(), kind: z.string(), balance: amountValue })),
    withdrawable: amountValue,
    turnover: z.object({ required: amountValue, achieved: amountValue }),
  }),
  tags,
});

export const financeMemberLedgerCall = defineCall({
  method: "GET",
  path: `${base}/members/:id/ledger`,
  summary: "A member's ledger entries with type, amount, balance after, wallet, reference and time",
  params: idParams,
  query: z.object({ from: day, to: day, type: z.enum(TRANSACTION_TYPES).optional(), ...page }),
  response: paged(
    z.object({
      id: z.string(),
      type: z.string(),
      amount: amountValue,
      balanceAfter: amountValue,
      wallet: z.string(),
      reference: z.string().nullable(),
      time: epochMs,
    }),
  ),
  tags,
});

// ---------- manual adjustments ----------

export const ADJUSTMENT_STATUSES = ["pending_approval", "posted", "rejected", "failed"] as const;

export const adjustmentView = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  direction: z.enum(["credit", "debit"]),
  amount: amountValue,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
});
export type AdjustmentView = z.infer<typeof adjustmentView>;

export const adjustmentCreateCall = defineCall({
  method: "POST",
  path: `${base}/adjustments`,
  summary:
    "Credit or debit a member's main wallet with a reason; above the brand's threshold it waits for " +
    "another operator's approval (requestId makes a repeated click harmless)",
  params: brandParams,
  body: z.strictObject({
    requestId: z.string().trim().min(8).max(64),
    memberId: id,
    direction: z.enum(["credit", "debit"]),
    amount: amountInput,
    reason: z.string().trim().min(3).max(500),
  }),
  response: adjustmentView,
  tags,
});

export const adjustmentListCall = defineCall({
  method: "GET",
  path: `${base}/adjustments`,
  summary: "Manual adjustments, newest first; filter by status",
  params: brandParams,
  query: z.object({ status: z.enum(ADJUSTMENT_STATUSES).optional(), ...page }),
  response: paged(adjustmentView),
  tags,
});

export const adjustmentApproveCall = defineCall({
  method: "POST",
  path: `${base}/adjustments/:id/approve`,
  summary: "Approve another operator's pending adjustment: it is posted",
  params: idParams,
  body: z.strictObject({ remark }),
  response: adjustmentView,
  tags,
});

export const adjustmentRejectCall = defineCall({
  method: "POST",
  path: `${base}/adjustments/:id/reject`,
  summary: "Reject a pending adjustment with a reason",
  params: idParams,
  body: z.strictObject({ reason }),
  response: adjustmentView,
  tags,
});
