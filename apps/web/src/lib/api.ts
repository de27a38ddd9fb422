import { publicKeyCall } from "@lotus/contracts";
import { createApiClient } from "./api-client";
import { createPublicKeyCache, encryptPayload } from "./encryption";
import { currentLanguage } from "./i18n";
import { queryClient } from "./query-client";
import { queryKeys } from "./query-keys";
import { currentToken, useSession } from "./session";
import { useSiteState } from "./site-state";

/** The site's API client: headers, envelopes, encryption and whole-site blocks wired once. */
const client = createApiClient({
  getToken: currentToken,
  getLanguage: currentLanguage,
  encrypt: async (body) => encryptPayload(body, await publicKey.get()),
  onEncryptionRejected: () => publicKey.clear(),
  onSiteBlocked: (kind, error) => useSiteState.getState().raise(kind, error.message),
  onUnauthorized: () => {
    // The server no longer knows this session: drop it so the site shows the visitor view.
    useSession.getState().signOut();
    queryClient.removeQueries({ queryKey: queryKeys.member.all });
  },
});

const publicKey = createPublicKeyCache(() => client.call(publicKeyCall));

export const api = client.call;
export const apiUpload = client.upload;
