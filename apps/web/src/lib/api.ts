import { ROUTES } from "@lotus/contracts";
import { createApiClient } from "@lotus/ui/api/client";
import { checkByContract } from "@lotus/ui/api/contract-check";
import type { createPublicKeyCache } from "@lotus/ui/api/encryption";
import { siteBlockOf } from "./api-client";
import { currentLanguage } from "./i18n";
import { queryClient } from "./query-client";
import { queryKeys } from "./query-keys";
import { currentToken, useSession } from "./session";
import { useSiteState } from "./site-state";

/** The site's API client on the kit: same origin, the WEB device, encryption and whole-site blocks. */
const client = createApiClient({
  headers: { Device: "WEB" },
  getToken: currentToken,
  getLanguage: currentLanguage,
  encrypt: (body) => encrypt(body),
  onEncryptionRejected: () => publicKey?.clear(),
  onFailure: (error) => {
    const block = siteBlockOf(error);
    if (block) useSiteState.getState().raise(block, error.message);
  },
  // Answers are checked against the contracts in development and tests only: production trusts the
  // server, which serialises them through the same schemas, and keeps zod off the first screen.
  checkResponse: import.meta.env.DEV ? checkByContract : undefined,
  onUnauthorized: () => {
    // The server no longer knows this session: drop it so the site shows the visitor view.
    useSession.getState().signOut();
    queryClient.removeQueries({ queryKey: queryKeys.member.all });
  },
});

/**
 * Payload encryption is for the calls marked enc (sign-in, registration, money forms): its code
 * loads with the first of them, not with the first screen.
 */
let publicKey: ReturnType<typeof createPublicKeyCache> | undefined;
async function encrypt(body: unknown) {
  const encryption = await import("@lotus/ui/api/encryption");
  publicKey ??= encryption.createPublicKeyCache(() => client.call(ROUTES.publicKey));
  return encryption.encryptPayload(body, await publicKey.get());
}

export const api = client.call;
export const apiUpload = client.upload;
