import {
  type CallDefinition,
  envelope,
  vendorAuthenticateCall,
  vendorBalanceCall,
  vendorBetSettleCall,
  vendorCreditBatchCall,
  vendorCreditCall,
  vendorDebitCall,
  vendorEndRoundCall,
  vendorRollbackCall,
} from "@lotus/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { GameLookup } from "./game-lookup";
import { checkVendorSignature } from "./vendor-signature";
import type { VendorContext, VendorWallet } from "./vendor-wallet";
import * as repo from "./vendor-wallet.repository";

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: string;
    vendorContext?: VendorContext;
  }
}

const hasSecret = (
  row: repo.VendorRowWithSecret | { secretSealed: string | null } | undefined,
): row is repo.VendorRowWithSecret => Boolean(row?.secretSealed);

const params = z.object({ merchant: z.string().min(1).max(64), vendor: z.string().min(1).max(32) });

/**
 * The seamless wallet calls external vendors make over HTTP, signed with HMAC-SHA256 (timestamp,
 * nonce, per-vendor secret). The signature is checked before the body is validated, so an unsigned
 * caller learns nothing about the schema.
 */
export function registerVendorApiRoutes(
  app: FastifyInstance,
  platform: Platform,
  vendorWallet: VendorWallet,
  lookup: GameLookup,
) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: 65_536 },
      (request, body, done) => {
        const text = String(body);
        request.rawBody = text;
        try {
          done(null, text ? JSON.parse(text) : {});
        } catch {
          done(new AppError("request.malformed"), undefined);
        }
      },
    );

    async function authenticateVendor(request: FastifyRequest) {
      // Runs before the route's own validation: a path no vendor can have is an unknown vendor.
      const parsed = params.safeParse(request.params);
      if (!parsed.success) throw new AppError("vendor.unknown");
      const { merchant, vendor: code } = parsed.data;
      const brand = await platform.brands.byMerchant(merchant);
      if (!brand) throw new AppError("vendor.unknown");
      request.brand = brand;
      const path = request.url.split("?")[0] ?? request.url;
      const signed = (row: repo.VendorRowWithSecret) =>
        checkVendorSignature(
          platform.secrets.unseal(row.secretSealed),
          request.headers,
          { method: request.method, path, body: request.rawBody ?? "" },
          platform.clock.now(),
        );
      let vendor = await lookup.vendor(brand.id, code);
      let check = hasSecret(vendor) ? signed(vendor) : undefined;
      if (check !== "ok") {
        // The cached row may predate a secret set or rotated on another node: read it afresh once.
        vendor = await lookup.freshVendor(brand.id, code);
        check = hasSecret(vendor) ? signed(vendor) : undefined;
      }
      if (!hasSecret(vendor)) throw new AppError("vendor.unknown");
      if (check !== "ok") throw new AppError("vendor.signature_invalid");
      const nonce = String(request.headers["x-lotus-nonce"]);
      const fresh = await repo.rememberNonce(
        platform.database,
        vendor.id,
        nonce,
        new Date(platform.clock.now()),
      );
      if (!fresh) throw new AppError("vendor.signature_invalid");
      request.vendorContext = { brand, vendor };
    }

    function bind<B extends z.ZodType, R extends z.ZodType>(
      call: CallDefinition<undefined, B, R>,
      handler: (context: VendorContext, body: z.output<B>) => Promise<z.input<R>>,
      bodyLimit = 65_536,
    ) {
      scope.route({
        method: call.method,
        url: call.path,
        config: { access: "public" },
        bodyLimit,
        schema: {
          summary: call.summary,
          tags: call.tags,
          params,
          ...(call.body ? { body: call.body } : {}),
          response: { 200: envelope(call.response) },
        },
        preValidation: async (request) => authenticateVendor(request),
        handler: async (request) => {
          const context = request.vendorContext;
          if (!context) throw new AppError("vendor.signature_invalid");
          return { success: true, value: await handler(context, request.body as z.output<B>) };
        },
      });
    }

    bind(vendorAuthenticateCall, (context, body) => vendorWallet.authenticate(context, body.launchToken));
    bind(vendorBalanceCall, (context, body) => vendorWallet.balance(context, body.playerId));
    bind(vendorDebitCall, (context, body) => vendorWallet.debit(context, body));
    bind(vendorCreditCall, (context, body) => vendorWallet.credit(context, body));
    bind(vendorRollbackCall, (context, body) => vendorWallet.rollback(context, body));
    bind(vendorEndRoundCall, (context, body) => vendorWallet.endRound(context, body));
    bind(vendorBetSettleCall, (context, body) => vendorWallet.betSettle(context, body));
    // A batch of 500 credits with long ids needs more room than one call.
    bind(vendorCreditBatchCall, (context, body) => vendorWallet.creditBatch(context, body.credits), 524_288);
  });
}
