import { type CallBody, type freePlayCall, ROUTES } from "@lotus/contracts";
import { api } from "../../../lib/api";

/**
 * The session calls the shell sends on the first screen (stored login, free play, logout, the
 * first-login notice), by their routes so the shell loads no schemas (docs/adr/0009); the login and
 * registration forms keep theirs in account-api.ts.
 */

export const rememberLogin = (rememberToken: string) =>
  api(ROUTES.rememberLogin, { body: { rememberToken } });
export const freePlay = (body: CallBody<typeof freePlayCall>) => api(ROUTES.freePlay, { body });
export const acknowledgeFirstLogin = () => api(ROUTES.firstLogin, { body: undefined });
export const logout = (rememberToken: string | undefined) =>
  api(ROUTES.logout, { body: rememberToken ? { rememberToken } : {} });
