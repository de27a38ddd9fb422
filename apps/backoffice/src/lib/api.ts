import { createApiClient } from "./api-client";
import { currentLanguage } from "./i18n";
import { queryClient } from "./query-client";
import { queryKeys } from "./query-keys";
import { useSession } from "./session";
import { toast } from "./toast-store";

/** The console's API client: token, language and the session-wide reactions wired once. */
const client = createApiClient({
  getToken: () => useSession.getState().token,
  getLanguage: currentLanguage,
  onUnauthorized: (error) => {
    // The server no longer knows this session: back to the login screen.
    useSession.getState().signOut();
    queryClient.clear();
    toast(error.message, "info");
  },
  onSetupRequired: () => {
    // /me says which setup step (authenticator, password) the gate must show.
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  },
});

export const api = client.call;
