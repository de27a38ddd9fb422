import type { CallDefinition, Permission } from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import { bindOperatorCall, type OperatorCallContext, type OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a handler of a `/backoffice/api/brands/:brandId/…` call works with. */
export interface BrandCallContext<Body, Query> {
  /** The brand of the path, in the operator's scope (the call answers 404 when it does not exist). */
  brand: Brand;
  operator: OperatorContext;
  ip: string;
  /** Who acts, as the audit records it. */
  who: { operator: OperatorContext; ip: string };
  /** The `:id` of the path ("" on calls without one). */
  id: string;
  params: Record<string, string>;
  body: Body;
  query: Query;
  language: OperatorCallContext<Body, Query, Record<string, string>>["language"];
}

/**
 * Binds the brand-scoped calls of one back-office screen family: each call with the permission it
 * needs and a handler that receives the brand, the acting operator and the path's id ready to use.
 */
export function brandCallBinder(app: FastifyInstance, platform: Platform) {
  return <Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
    call: CallDefinition<Q, B, R>,
    permission: Permission | readonly Permission[],
    handler: (context: BrandCallContext<Out<B>, Out<Q>>) => Promise<z.input<R>>,
  ): void =>
    bindOperatorCall(app, platform, call, {
      permission,
      handler: async ({ brand, operator, ip, params, body, query, language }) => {
        // The operator gate has already answered 404 for a brand that does not exist.
        if (!brand) throw new AppError("not_found");
        const who = { operator, ip };
        return handler({ brand, operator, ip, who, id: params.id ?? "", params, body, query, language });
      },
    });
}
