import { z } from "zod";
import { defineCall, epochMs } from "./http";
import { fitsMinorDigits } from "./money";
import { CALL_ROUTES } from "./route-table";

/**
 * Amounts cross the wire as decimal numbers with at most the currency's minor digits (DESIGN §3):
 * positive, finite, and below a sane ceiling; the server converts them to minor units.
 */
export const amountInput = z
  .number({ error: "Please enter a valid amount" })
  .finite()
  .positive()
  .max(1_000_000_000_000)
  .refine((value) => fitsMinorDigits(value, 2), "At most two decimals");
export const amountValue = z.number();

const requestId = z.string().trim().min(8).max(64);
const paymentPassword = z.string().regex(/^\d{6}$/, "The payment password has 6 digits");
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const dateRange = {
  /** yyyy-MM-dd in the brand's time zone, inclusive. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
};
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
const tags = ["wallet"];

export const walletView = z.object({
  /** "MAIN" or a vendor code for transfer-mode vendors. */
  code: z.string(),
  name: z.string(),
  availBalance: amountValue,
});

export const balanceCall = defineCall({
  ...CALL_ROUTES.balance,
  summary: "The member's balances: total, per wallet, held for withdrawals, locked by turnover",
  response: z.object({
    sumBalance: amountValue,
    currency: z.string(),
    currencySymbol: z.string(),
    wallets: z.array(walletView),
    held: amountValue,
    /** What a withdrawal may take now (main wallet minus the part still under a turnover requirement). */
    withdrawable: amountValue,
    turnover: z.object({ required: amountValue, achieved: amountValue }),
  }),
  tags,
});

export const merchantWalletCall = defineCall({
  method: "GET",
  path: "/wps/relay/GCS_merchantWallet",
  summary: "Whether the brand uses a single wallet, and the vendor wallets with their balances",
  response: z.object({
    isSingle: z.boolean(),
    wallets: z.array(
      z.object({ vassalage: z.string(), name: z.string(), balance: amountValue, status: z.string() }),
    ),
  }),
  tags,
});

export const walletTransferCall = defineCall({
  method: "POST",
  path: "/wps/relay/GCS_walletTransfer",
  summary: "Move money between the main wallet and a vendor wallet, or return everything to main",
  body: z.strictObject({
    requestId,
    /** "MAIN" or a vendor code. */
    from: z.string().trim().min(1).max(32).optional(),
    to: z.string().trim().min(1).max(32).optional(),
    amount: amountInput.optional(),
    /** Return all vendor balances to the main wallet. */
    returnAll: z.boolean().optional(),
  }),
  response: z.object({ message: z.string(), sumBalance: amountValue }),
  tags,
});

export const TRANSACTION_TYPES = [
  "deposit",
  "withdrawal",
  "withdrawal_refund",
  "transfer_in",
  "transfer_out",
  "wallet_transfer",
  "bet",
  "win",
  "refund",
  "bonus",
  "adjustment",
  "commission",
  "rebate",
  "bonus_forfeit",
] as const;

/** One movement of an account record. */
export const accountRecordItem = z.object({
  id: z.string(),
  type: z.string(),
  amount: amountValue,
  balanceAfter: amountValue,
  wallet: z.string(),
  reference: z.string().nullable(),
  time: epochMs,
});

export const memberTransactionsCall = defineCall({
  method: "GET",
  path: "/wps/relay/ODSFE2_MemTransDet",
  summary: "Account record: every movement with type, amount, balance after, reference and time",
  query: z.object({ ...dateRange, type: z.enum(TRANSACTION_TYPES).optional(), ...pageQuery }),
  response: paged(accountRecordItem),
  tags,
});

// ---------- payment password and bank accounts ----------

export const paymentPasswordSetCall = defineCall({
  method: "POST",
  path: "/wps/member/paymentPassword",
  summary: "Set the payment password (6 digits) the first time, or change it with the old one",
  enc: true,
  body: z.strictObject({
    oldPaymentPassword: paymentPassword.optional(),
    paymentPassword,
    confirmPaymentPassword: paymentPassword,
  }),
  response: z.object({ changed: z.literal(true) }),
  tags,
});

export const paymentPasswordResetCall = defineCall({
  method: "POST",
  path: "/wps/member/paymentPassword/reset",
  summary: "Reset the payment password with the login password",
  enc: true,
  body: z.strictObject({
    password: z.string().min(1).max(128),
    paymentPassword,
    confirmPaymentPassword: paymentPassword,
  }),
  response: z.object({ changed: z.literal(true) }),
  tags,
});

export const bankListCall = defineCall({
  method: "GET",
  path: "/wps/payment/banks",
  summary: "Banks members can withdraw to, for the brand's currency",
  response: z.array(z.object({ code: z.string(), name: z.string() })),
  tags,
});

export const bankAccountView = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Masked except the last four digits. */
  accountNumber: z.string(),
  payeeName: z.string(),
  createdAt: epochMs,
});

export const bankAccountsCall = defineCall({
  method: "GET",
  path: "/wps/member/bankAccounts",
  summary: "The member's withdrawal bank accounts",
  response: z.array(bankAccountView),
  tags,
});

export const bankAccountAddCall = defineCall({
  method: "POST",
  path: "/wps/member/bankAccounts",
  summary: "Add a bank account (payee name follows the real-name rule; needs the payment password)",
  enc: true,
  body: z.strictObject({
    bankCode: z.string().trim().min(2).max(32),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{6,24}$/, "6 to 24 digits"),
    payeeName: z.string().trim().min(2).max(100),
    paymentPassword,
  }),
  response: bankAccountView,
  tags,
});

// ---------- deposits ----------

export const DEPOSIT_STATUSES = ["pending", "success", "failed", "expired"] as const;

export const paymentChannelView = z.object({
  id: z.string(),
  /** bank_transfer | gateway | c2c */
  type: z.enum(["bank_transfer", "gateway", "c2c"]),
  name: z.string(),
  min: amountValue,
  max: amountValue,
  instructions: z.string(),
});

export const depositChannelsCall = defineCall({
  method: "GET",
  path: "/wps/payment/deposit/channels",
  summary: "The brand's deposit channels with limits and instructions",
  response: z.array(paymentChannelView),
  tags,
});

export const C2C_CONFIRMATION_STATUSES = [
  "awaiting_payment",
  "paid",
  "received",
  "not_received",
  "partially_received",
  "disputed",
  "forced_received",
  /** Finance found the payment was not made: the depositor gets nothing, the withdrawal is re-queued. */
  "refunded",
  /** The depositor did not pay in time: the withdrawal is re-queued. */
  "expired",
] as const;

export const depositView = z.object({
  id: z.string(),
  channelId: z.string(),
  channelType: z.string(),
  amount: amountValue,
  /** What was credited (a C2C partial receipt credits less than asked); null until success. */
  creditedAmount: amountValue.nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string(),
  /** Why it failed (finance's reason or the gateway's), null otherwise. */
  reason: z.string().nullable(),
  /** C2C: the payment to the matched payee, its proofs and state. */
  c2c: z
    .object({
      confirmationId: z.string(),
      status: z.enum(C2C_CONFIRMATION_STATUSES),
      proofUrls: z.array(z.string()),
    })
    .nullable(),
  /** Bank transfer: where to send the money; gateway: the payment page; c2c: the matched payee. */
  payTo: z
    .object({ bankName: z.string(), accountNumber: z.string(), payeeName: z.string(), memo: z.string() })
    .nullable(),
  paymentUrl: z.string().nullable(),
  expiresAt: epochMs,
  createdAt: epochMs,
  completedAt: epochMs.nullable(),
});
export type DepositView = z.infer<typeof depositView>;

export const depositCreateCall = defineCall({
  method: "POST",
  path: "/wps/payment/deposit",
  summary: "Request a deposit on a channel (pending until confirmed, failed or expired)",
  body: z.strictObject({ requestId, channelId: z.string().uuid(), amount: amountInput }),
  response: depositView,
  tags,
});

export const paymentProofUploadCall = defineCall({
  method: "POST",
  path: "/wps/payment/proof",
  summary: "Upload a payment proof image (multipart field `file`, png/jpg, at most 5 MB) for C2C calls",
  response: z.object({ id: z.string(), url: z.string() }),
  tags,
});

export const depositPaidCall = defineCall({
  method: "POST",
  path: "/wps/payment/deposit/paid",
  summary: "C2C: the depositor says they paid the matched payee, with 1 to 3 proof images",
  body: z.strictObject({
    depositId: z.string().uuid(),
    proofMediaIds: z.array(z.string().uuid()).min(1).max(3),
  }),
  response: depositView,
  tags,
});

export const depositListCall = defineCall({
  method: "GET",
  path: "/wps/payment/deposit",
  summary: "Deposit records with status",
  query: z.object({ ...dateRange, status: z.enum(DEPOSIT_STATUSES).optional(), ...pageQuery }),
  response: paged(depositView),
  tags,
});

// ---------- withdrawals ----------

export const WITHDRAWAL_STATUSES = [
  "pending",
  "approved",
  "disbursed",
  "rejected",
  "completed",
  "disputed",
] as const;

export const withdrawalView = z.object({
  id: z.string(),
  amount: amountValue,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankAccount: bankAccountView,
  reference: z.string(),
  /** C2C: what has been confirmed received so far. */
  receivedAmount: amountValue,
  createdAt: epochMs,
  updatedAt: epochMs,
  rejectReason: z.string().nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;

export const withdrawalCreateCall = defineCall({
  method: "POST",
  path: "/wps/payment/withdraw",
  summary: "Request a withdrawal; the amount is held at once",
  enc: true,
  body: z.strictObject({ requestId, bankAccountId: z.string().uuid(), amount: amountInput, paymentPassword }),
  response: withdrawalView,
  tags,
});

export const withdrawalListCall = defineCall({
  method: "GET",
  path: "/wps/payment/withdraw",
  summary: "Withdrawal records with status",
  query: z.object({ ...dateRange, status: z.enum(WITHDRAWAL_STATUSES).optional(), ...pageQuery }),
  response: paged(withdrawalView),
  tags,
});

export const withdrawalLimitsCall = defineCall({
  method: "GET",
  path: "/wps/payment/withdraw/limits",
  summary: "Withdrawal min/max, daily count used and allowed, and what is withdrawable now",
  response: z.object({
    min: amountValue,
    max: amountValue,
    dailyCount: z.number().int(),
    dailyLimit: z.number().int(),
    withdrawable: amountValue,
    turnover: z.object({ required: amountValue, achieved: amountValue }),
  }),
  tags,
});

// ---------- withdrawal confirmation and C2C (SPEC §4) ----------

export const c2cConfirmationView = z.object({
  id: z.string(),
  withdrawalId: z.string(),
  /** c2c: paid by another member's deposit; bank: paid out by finance. */
  source: z.enum(["c2c", "bank"]),
  amount: amountValue,
  /** Masked account of the paying member; empty for bank payouts. */
  depositorAccount: z.string(),
  proofUrls: z.array(z.string()),
  status: z.enum(C2C_CONFIRMATION_STATUSES),
  /** Partial receipt: what the member said arrived. */
  receivedAmount: amountValue.nullable(),
  autoReceiveAt: epochMs.nullable(),
  createdAt: epochMs,
});

export const paymentConfirmationListCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCSFE_getPaymentConfirmationList",
  summary: "The member's withdrawal payments, those waiting for their confirmation of receipt first",
  query: z.object({ status: z.enum(C2C_CONFIRMATION_STATUSES).optional(), ...pageQuery }),
  response: paged(c2cConfirmationView),
  tags,
});

export const processC2cCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCSFE_processC2CTransaction",
  summary: "Confirm a C2C payment: received, not received (proof required) or partially received",
  body: z.strictObject({
    confirmationId: z.string().uuid(),
    action: z.enum(["received", "not_received", "partially_received"]),
    receivedAmount: amountInput.optional(),
    proofMediaIds: z.array(z.string().uuid()).max(3).optional(),
    remark: z.string().trim().max(140).optional(),
  }),
  response: c2cConfirmationView,
  tags,
});

// ---------- transfers between members ----------

export const transferUplineCall = defineCall({
  method: "POST",
  path: "/wps/payment/transfer/upline",
  summary: "Transfer to the member's own agent",
  enc: true,
  body: z.strictObject({ requestId, amount: amountInput, paymentPassword }),
  response: z.object({ message: z.string(), sumBalance: amountValue }),
  tags,
});

export const transferInfoCall = defineCall({
  method: "GET",
  path: "/wps/payment/transfer/info",
  summary: "Transfer limits and the member's upline account (null when none)",
  response: z.object({ min: amountValue, max: amountValue, upline: z.string().nullable() }),
  tags,
});

export const transferDownlineCall = defineCall({
  method: "POST",
  path: "/wps/payment/transfer/downline",
  summary: "Agent transfer to a member of their own downline",
  enc: true,
  body: z.strictObject({
    requestId,
    account: z.string().trim().min(1).max(64),
    amount: amountInput,
    paymentPassword,
  }),
  response: z.object({ message: z.string(), sumBalance: amountValue }),
  tags,
});

// ---------- payment gateway notifications (server to server) ----------

/** Headers of a signed gateway notification: hex HMAC-SHA256 over `${timestamp}.${rawBody}`. */
export const GATEWAY_SIGNATURE_HEADER = "x-lotus-signature";
export const GATEWAY_TIMESTAMP_HEADER = "x-lotus-timestamp";

export const gatewayNotificationBody = z.strictObject({
  /** Unique per notification; a repeated event is answered again without any effect. */
  eventId: z.string().min(1).max(100),
  /** The deposit reference the gateway was given. */
  reference: z.string().min(1).max(64),
  providerRef: z.string().min(1).max(100),
  /** Decimal string with at most the currency's minor digits, e.g. "1000.00". */
  amount: z.string().regex(/^\d{1,15}(\.\d{1,4})?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(["paid", "failed"]),
});
export type GatewayNotificationBody = z.infer<typeof gatewayNotificationBody>;

export const gatewayNotifyCall = defineCall({
  method: "POST",
  path: "/wps/payment/gateway/:channelId/notify",
  summary: "Payment gateway notification (signed; stale timestamps refused; replays harmless)",
  params: z.object({ channelId: z.string().uuid() }),
  body: gatewayNotificationBody,
  response: z.object({ received: z.literal(true), status: z.enum(DEPOSIT_STATUSES) }),
  tags,
});
