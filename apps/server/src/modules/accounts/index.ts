import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { registerAccountsRoutes } from "./accounts.routes";

/** Accounts: registration, login, sessions, passwords, verification codes, member info. */
export function registerAccounts(app: FastifyInstance, platform: Platform): void {
  registerAccountsRoutes(app, platform);
}

export { createMemberAdmin } from "./member-admin";
