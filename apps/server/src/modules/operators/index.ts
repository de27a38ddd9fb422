import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { registerOperatorRoutes } from "./operators.routes";
import type { OperatorsService } from "./operators.service";

export { type AuditActor, type AuditInput, recordAudit } from "./audit";
export { actorOf, createOperatorsService, type OperatorsService } from "./operators.service";

/** Operators, their sessions and the audit log; installs the back-office authenticator. */
export function registerOperators(app: FastifyInstance, platform: Platform, service: OperatorsService): void {
  platform.operatorAuthenticator = service.authenticator;
  registerOperatorRoutes(app, platform, service);
}
