import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useModals } from "../../../lib/modal-store";
import { queryKeys } from "../../../lib/query-keys";
import { forgetRememberToken, rememberToken, saveRememberToken, useSession } from "../../../lib/session";
import { rememberLogin } from "../api/session-api";

/** At start with no session but a remember-me token (one day), log in again with it (SPEC §3). */
export function useRememberedLogin(): void {
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const signIn = useSession((state) => state.signIn);
  const tried = useRef(false);

  useEffect(() => {
    if (tried.current || token) return;
    tried.current = true;
    const remembered = rememberToken();
    if (!remembered) return;
    rememberLogin(remembered).then(
      async (result) => {
        if (!result.token) return;
        signIn(result.token, result.accountType);
        if (result.rememberToken) saveRememberToken(result.rememberToken);
        await queryClient.invalidateQueries({ queryKey: queryKeys.member.all });
        // With loginedToHomePage the visitor may already face the login modal; it is no longer needed.
        if (useModals.getState().modal?.name === "login") useModals.getState().close();
      },
      () => forgetRememberToken(),
    );
  }, [token, signIn, queryClient]);
}
