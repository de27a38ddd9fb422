import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";

/** Accounts: registration, login, sessions, passwords, verification codes, member info. */
export function registerAccounts(_app: FastifyInstance, _platform: Platform): void {}
