import {
  type CallDefinition,
  envelope,
  houseClientSeedCall,
  houseHistoryCall,
  houseRotateSeedCall,
  houseSeedsCall,
  houseSessionCall,
  houseSpinCall,
  houseVerifyCall,
} from "@lotus/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { tooManyRequests } from "../platform/errors";
import { readToken } from "../platform/http";
import type { Platform } from "../platform/platform";
import type { HouseService } from "./house.service";

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/**
 * The game page runs sandboxed in an opaque origin (docs/adr/0007), so its calls are cross-origin.
 * Any origin may call: the house session travels in Authorization, never in cookies, so CORS
 * protects nothing here and credentials are never allowed.
 */
const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST",
  "access-control-allow-headers": "Accept, Authorization, Content-Type, Device, Language",
  "access-control-max-age": "600",
};

/** Binds one house-game call: public (the house session travels in Authorization), CORS open. */
export function bindHouseCall<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
>(
  app: FastifyInstance,
  call: CallDefinition<Q, B, R>,
  handler: (request: FastifyRequest, input: { query: Out<Q>; body: Out<B> }) => Promise<z.input<R>>,
) {
  app.route({
    method: call.method,
    url: call.path,
    config: { access: "public" },
    onSend: async (_request, reply) => {
      reply.header("access-control-allow-origin", "*");
    },
    schema: {
      summary: call.summary,
      tags: call.tags,
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: envelope(call.response) },
    },
    handler: async (request) => ({
      success: true,
      value: await handler(request, { query: request.query as Out<Q>, body: request.body as Out<B> }),
    }),
  });
}

/**
 * The house slots' player API. These calls are not under /wps: the game page holds only its house
 * session (never the site token), which names the brand and the member.
 */
export function registerHouseRoutes(app: FastifyInstance, platform: Platform, house: HouseService): void {
  const bind = <Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
    call: CallDefinition<Q, B, R>,
    handler: (request: FastifyRequest, input: { query: Out<Q>; body: Out<B> }) => Promise<z.input<R>>,
  ) => bindHouseCall(app, call, handler);

  app.options("/house/api/*", { config: { access: "public" }, schema: { hide: true } }, (_request, reply) =>
    reply.headers(CORS_HEADERS).status(204).send(),
  );
  bind(houseSessionCall, async (_request, { body }) => house.openSession(body.launchToken, body.merchant));
  bind(houseSpinCall, async (request, { body }) => {
    const token = readToken(request);
    // Spins are money calls: a generous ceiling per session still stops a runaway client.
    const hit = await platform.limiter.hit(`house-spin:${token?.slice(-24) ?? request.ip}`, 20, 1_000);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs / 1000, "rate.too_fast");
    return house.spin(token, body);
  });
  bind(houseSeedsCall, async (request) => house.seeds(readToken(request)));
  bind(houseClientSeedCall, async (request, { body }) =>
    house.setClientSeed(readToken(request), body.clientSeed),
  );
  bind(houseRotateSeedCall, async (request) => house.rotateSeed(readToken(request)));
  bind(houseHistoryCall, async (request, { query }) =>
    house.history(readToken(request), query.page, query.pageSize),
  );
  bind(houseVerifyCall, async (_request, { query }) => house.verify(query));
}
