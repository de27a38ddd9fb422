import {
  bankAccountAddCall,
  bankAccountsCall,
  bankListCall,
  depositChannelsCall,
  depositCreateCall,
  depositListCall,
  depositPaidCall,
  envelope,
  formatAmount,
  gatewayNotifyCall,
  minorToDecimalString,
  parseLanguage,
  paymentConfirmationListCall,
  paymentPasswordResetCall,
  paymentPasswordSetCall,
  paymentProofUploadCall,
  processC2cCall,
  transferDownlineCall,
  transferInfoCall,
  transferUplineCall,
  withdrawalCreateCall,
  withdrawalLimitsCall,
  withdrawalListCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { callBinder } from "../../platform/call-binder";
import { safeEqual } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { readUploadedFile, serveSignedImages } from "../../platform/uploads";
import { PROOF_PATH } from "./context";
import { findDepositById } from "./deposits.repository";
import { SANDBOX_PATH, sandboxNotification } from "./gateway";
import { sandboxText } from "./messages";
import { findChannel } from "./payments.repository";
import type { Payments } from "./payments.service";
import { sandboxMessagePage, sandboxPaymentPage } from "./sandbox-page";

/** HTTP binding of the member's payment calls, the gateway notifications, the sandbox and proof images. */
export function registerPaymentsRoutes(app: FastifyInstance, platform: Platform, payments: Payments): void {
  const { security, deposits, withdrawals, c2c, transfers } = payments;
  const bind = callBinder(app, platform);

  // ---------- payment password and bank accounts ----------
  bind(paymentPasswordSetCall, "member", async ({ session, body, language }) =>
    security.setPaymentPassword(session, body, language),
  );
  bind(paymentPasswordResetCall, "member", async ({ session, body, language }) =>
    security.resetPaymentPassword(session, body, language),
  );
  bind(bankListCall, "member", async ({ brand }) => security.banks(brand));
  bind(bankAccountsCall, "member", async ({ brand, session }) => security.bankAccounts(brand, session));
  bind(bankAccountAddCall, "member", async ({ brand, session, body, language }) =>
    security.addBankAccount(brand, session, body, language),
  );

  // ---------- deposits ----------
  bind(depositChannelsCall, "member", async ({ brand, session, language }) =>
    deposits.channels(brand, session, language),
  );
  bind(depositCreateCall, "member", async ({ brand, session, body, language }) =>
    deposits.create(brand, session, body, language),
  );
  bind(depositListCall, "member", async ({ brand, session, query }) => deposits.list(brand, session, query));
  bind(paymentProofUploadCall, "member", async ({ brand, session, request }) =>
    c2c.uploadProof(brand, session, await readUploadedFile(request)),
  );
  bind(depositPaidCall, "member", async ({ brand, session, body }) => c2c.markPaid(brand, session, body));

  // ---------- withdrawals and their confirmation ----------
  bind(withdrawalLimitsCall, "member", async ({ brand, session }) => withdrawals.limits(brand, session));
  bind(withdrawalCreateCall, "member", async ({ brand, session, body }) =>
    withdrawals.create(brand, session, body),
  );
  bind(withdrawalListCall, "member", async ({ brand, session, query }) =>
    withdrawals.list(brand, session, query),
  );
  bind(paymentConfirmationListCall, "member", async ({ brand, session, query }) =>
    c2c.list(brand, session, query),
  );
  bind(processC2cCall, "member", async ({ brand, session, body, language }) =>
    c2c.process(brand, session, body, language),
  );

  // ---------- transfers ----------
  bind(transferInfoCall, "member", async ({ brand, session }) => transfers.info(brand, session));
  bind(transferUplineCall, "member", async ({ brand, session, body, language }) =>
    transfers.toUpline(brand, session, body, language),
  );
  bind(transferDownlineCall, "agent", async ({ brand, session, body, language }) =>
    transfers.toDownline(brand, session, body, language),
  );

  // ---------- gateway notifications: the signature covers the raw body, so it is kept as sent ----------
  app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      method: "POST",
      url: gatewayNotifyCall.path,
      // Server to server: no session, and no maintenance or region gate (providers call from anywhere).
      config: { access: "public" },
      schema: {
        summary: gatewayNotifyCall.summary,
        tags: gatewayNotifyCall.tags,
        params: gatewayNotifyCall.params,
        response: { 200: envelope(gatewayNotifyCall.response) },
      },
      handler: async (request) => {
        const brand = request.brand;
        if (!brand) throw new AppError("merchant.unknown");
        const { channelId } = request.params as { channelId: string };
        const rawBody = typeof request.body === "string" ? request.body : "";
        const value = await deposits.notify(brand, channelId, request.headers, rawBody);
        return { success: true, value };
      },
    });
  });

  // ---------- the sandbox gateway's payment page ----------
  const sandboxParams = z.object({ depositId: z.string().uuid() });
  const languageOf = (value: unknown) => parseLanguage(typeof value === "string" ? value : "") ?? "EN";

  async function sandboxDeposit(depositId: string, token: string | undefined) {
    if (!token || !safeEqual(token, deposits.pageToken(depositId))) return undefined;
    const deposit = await findDepositById(platform.db, depositId);
    if (deposit?.channelType !== "gateway") return undefined;
    const brand = (await platform.brands.all()).find((candidate) => candidate.id === deposit.brandId);
    const channel = brand && (await findChannel(platform.db, brand.id, deposit.channelId));
    if (!brand || channel?.gatewayProvider !== "sandbox" || !deposits.gateway("sandbox")) return undefined;
    return { deposit, brand, channel };
  }

  app.get(
    `${SANDBOX_PATH}/:depositId`,
    {
      config: { access: "public" },
      schema: {
        summary: "Sandbox gateway: the payment page with Pay and Fail buttons",
        tags: ["payments"],
        params: sandboxParams,
        querystring: z.object({ token: z.string().max(100).optional(), lang: z.string().max(8).optional() }),
      },
    },
    async (request, reply) => {
      const { depositId } = request.params as { depositId: string };
      const query = request.query as { token?: string; lang?: string };
      const language = languageOf(query.lang);
      const found = await sandboxDeposit(depositId, query.token);
      void reply.type("text/html; charset=utf-8");
      if (!found)
        return reply.status(404).send(sandboxMessagePage(language, sandboxText("invalid", language)));
      const { deposit, brand } = found;
      if (deposit.status !== "pending") return sandboxMessagePage(language, sandboxText("closed", language));
      return sandboxPaymentPage({
        language,
        merchant: brand.name,
        amount: formatAmount(
          minorToDecimalString(deposit.amountMinor, brand.currency.minorDigits),
          brand.currency.symbol,
        ),
        reference: deposit.reference,
        action: `${SANDBOX_PATH}/${deposit.id}`,
        token: query.token ?? "",
      });
    },
  );

  app.post(
    `${SANDBOX_PATH}/:depositId`,
    {
      config: { access: "public" },
      schema: {
        summary: "Sandbox gateway: Pay or Fail pressed; sends the signed notification like a provider",
        tags: ["payments"],
        params: sandboxParams,
        consumes: ["application/x-www-form-urlencoded"],
        body: z.object({
          token: z.string().max(100),
          outcome: z.enum(["pay", "fail"]),
          lang: z.string().max(8).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { depositId } = request.params as { depositId: string };
      const body = request.body as { token: string; outcome: "pay" | "fail"; lang?: string };
      const language = languageOf(body.lang);
      const found = await sandboxDeposit(depositId, body.token);
      void reply.type("text/html; charset=utf-8");
      if (!found?.channel.gatewaySecretSealed)
        return reply.status(404).send(sandboxMessagePage(language, sandboxText("invalid", language)));
      const { deposit, brand, channel } = found;
      const notification = sandboxNotification({
        secret: platform.secrets.unseal(found.channel.gatewaySecretSealed),
        now: platform.clock.now(),
        reference: deposit.reference,
        providerRef: deposit.providerRef ?? "",
        amount: minorToDecimalString(deposit.amountMinor, brand.currency.minorDigits),
        currency: brand.currency.code,
        status: body.outcome === "pay" ? "paid" : "failed",
      });
      // The same HTTP call an external provider makes, signature and all.
      const response = await app.inject({
        method: "POST",
        url: gatewayNotifyCall.path.replace(":channelId", channel.id),
        headers: { ...notification.headers, merchant: brand.merchantCode, language },
        payload: notification.rawBody,
      });
      const answer = response.json() as { success: boolean; message?: string; value?: { status: string } };
      if (!answer.success)
        return reply
          .status(502)
          .send(sandboxMessagePage(language, sandboxText("refused", language), answer.message));
      const status = answer.value?.status;
      return sandboxMessagePage(
        language,
        sandboxText(status === "success" ? "paid" : status === "failed" ? "failed" : "closed", language),
      );
    },
  );

  // ---------- proof images, by short-lived signed URL ----------
  serveSignedImages(app, {
    path: PROOF_PATH,
    summary: "A C2C proof image through a signed, expiring URL from a payment view",
    tags: ["payments"],
    signature: "required",
    read: c2c.proof,
  });
}
