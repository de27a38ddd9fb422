import { createApiClient } from "@lotus/ui/api/client";
import { toast } from "@lotus/ui/primitives/toast-store";
import { isSetupRequired } from "./api-client";
import { currentLanguage } from "./i18n";
import { queryClient } from "./query-client";
import { queryKeys } from "./query-keys";
import { useSession } from "./session";

/** The console's API client on the kit: same origin, the operator token and the session-wide reactions. */
const client = createApiClient({
  getToken: () => useSession.getState().token,
  getLanguage: currentLanguage,
  onUnauthorized: (error) => {
    // The server no longer knows this session: back to the login screen.
    useSession.getState().signOut();
    queryClient.clear();
    toast(error.message, "info");
  },
  onFailure: (error) => {
    // /me says which setup step (authenticator, password) the gate must show.
    if (isSetupRequired(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  },
});

export const api = client.call;
/** A file call (a report as CSV) with the operator's token, which a plain link could not send. */
export const download = client.download;
/** A multipart upload (a gift image) with the operator's token. */
export const upload = client.upload;
