import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { registerPaymentsRoutes } from "./payments.routes";
import { type Payments, registerPaymentJobs } from "./payments.service";

export { bankAccountHolders } from "./bank-account-holders.repository";
export { cashInKind } from "./deposits.service";
export type { FinanceAdmin } from "./finance.admin";
export { createSandboxGateway, type PaymentGateway, signNotification } from "./gateway";
export { createPayments, type PaymentMoved, type Payments, registerPaymentJobs } from "./payments.service";
export type { WithdrawalLimitOf } from "./withdrawals.service";

/** The calls of deposits, withdrawals, C2C and transfers, and the payment jobs, over the payments app.ts built. */
export function registerPayments(app: FastifyInstance, platform: Platform, payments: Payments): void {
  registerPaymentsRoutes(app, platform, payments);
  registerPaymentJobs(platform, payments);
}
