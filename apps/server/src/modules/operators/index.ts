import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { registerOperatorRoutes } from "./operators.routes";
import { createOperatorsService } from "./operators.service";

export { type AuditActor, type AuditInput, recordAudit } from "./audit";
export { actorOf } from "./operators.service";

/** Operators, their sessions and the audit log; installs the back-office authenticator. */
export function registerOperators(app: FastifyInstance, platform: Platform) {
  const service = createOperatorsService(platform);
  platform.operatorAuthenticator = service.authenticator;
  registerOperatorRoutes(app, platform, service);
  return service;
}
