import type { CallDefinition } from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { type Access, type BindOptions, bindCall } from "./http";
import type { Platform } from "./platform";

/**
 * `bindCall` for a module's list of calls: `bind(call, access, handler)`, with the access as the
 * route declares it, or the options with `trial` or `gate` where the route has them.
 */
export function callBinder(app: FastifyInstance, platform: Platform) {
  return <Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
    call: CallDefinition<Q, B, R>,
    access: Access | Omit<BindOptions<Q, B, R>, "handler">,
    handler: BindOptions<Q, B, R>["handler"],
  ): void => {
    const options = typeof access === "object" && "access" in access ? access : { access };
    bindCall(app, platform, call, { ...options, handler });
  };
}
