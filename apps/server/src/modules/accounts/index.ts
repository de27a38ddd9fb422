import type { Executor } from "@lotus/db";
import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { findMemberByAccount, findMemberById, findMembersByIds } from "./accounts.repository";
import { registerAccountsRoutes } from "./accounts.routes";
import type { Accounts } from "./accounts.service";
import { registerSelfServiceRoutes } from "./self-service.routes";

/**
 * Accounts: registration, login, sessions, passwords, verification codes, member info, and the
 * member's self-service (profile, authenticator, own sessions and login history).
 */
export function registerAccounts(app: FastifyInstance, platform: Platform, accounts: Accounts): void {
  registerAccountsRoutes(app, platform, accounts);
  registerSelfServiceRoutes(app, platform, accounts);
}

export { type Accounts, createAccounts } from "./accounts.service";
export type { RequestContext } from "./login.service";
export { createMemberAdmin, type MemberAdmin, type MemberTreeRules } from "./member-admin";
export { membersWithProfileFact, type ProfileFacts, profileFacts } from "./profile-facts.repository";
export { uniqueViolation } from "./registration.service";

/** Who a member is, for other modules that only hold an id (the vendor wallet): id, login, type. */
export interface MemberRef {
  id: string;
  account: string;
  accountType: number;
}

export async function memberOfBrand(
  db: Executor,
  brandId: string,
  id: string,
): Promise<MemberRef | undefined> {
  const row = await findMemberById(db, brandId, id);
  return row ? { id: row.id, account: row.account, accountType: row.accountType } : undefined;
}

/** The members of a brand among some ids, by id (a batch of vendor calls checks its players at once). */
export async function membersOfBrand(
  db: Executor,
  brandId: string,
  ids: readonly string[],
): Promise<Map<string, MemberRef>> {
  return new Map((await findMembersByIds(db, brandId, ids)).map((row) => [row.id, row]));
}

/** A member by login name (demo data plays as its demo member). */
export async function memberByAccount(
  db: Executor,
  brandId: string,
  account: string,
): Promise<MemberRef | undefined> {
  const row = await findMemberByAccount(db, brandId, account.toLowerCase());
  return row ? { id: row.id, account: row.account, accountType: row.accountType } : undefined;
}
