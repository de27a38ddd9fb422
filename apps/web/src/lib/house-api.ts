import { type ApiClient, createApiClient } from "@lotus/ui/api/client";
import { currentLanguage } from "./i18n";

/**
 * A client for the in-house games' player API (`/house/api/*`). Those calls are not site calls:
 * no brand header, and `Authorization` carries the house game session token (from POST
 * /house/api/session), never the site's session token. A 401 there ends the game session only,
 * so the site's sign-out and whole-site block handlers are not wired; nothing is encrypted (no
 * `encrypt`, so the kit refuses an encrypted call outright).
 */
export function createHouseClient(
  getToken: () => string | null,
  options: { fetch?: typeof fetch; getLanguage?: () => string } = {},
): ApiClient {
  return createApiClient({
    getToken,
    getLanguage: options.getLanguage ?? currentLanguage,
    fetch: options.fetch,
    headers: { Device: "WEB" },
  });
}
