import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import type { WalletService } from "../wallet";
import { registerPaymentsRoutes } from "./payments.routes";
import { createPayments, type Payments, registerPaymentJobs } from "./payments.service";

export { cashInKind } from "./deposits.service";
export type { FinanceAdmin } from "./finance.admin";
export { createSandboxGateway, type PaymentGateway, signNotification } from "./gateway";
export { createPayments, type Payments, registerPaymentJobs } from "./payments.service";

/** Deposits, withdrawals, C2C, transfers and the finance back office's use cases; jobs registered. */
export function registerPayments(app: FastifyInstance, platform: Platform, wallet: WalletService): Payments {
  const payments = createPayments(platform, wallet);
  registerPaymentsRoutes(app, platform, payments);
  registerPaymentJobs(platform, payments);
  return payments;
}
