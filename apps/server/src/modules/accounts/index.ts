import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { registerAccountsRoutes } from "./accounts.routes";
import type { Accounts } from "./accounts.service";

/** Accounts: registration, login, sessions, passwords, verification codes, member info. */
export function registerAccounts(app: FastifyInstance, platform: Platform, accounts: Accounts): void {
  registerAccountsRoutes(app, platform, accounts);
}

export { type Accounts, createAccounts } from "./accounts.service";
export { createMemberAdmin, type MemberAdmin } from "./member-admin";
