import { ACCOUNT_TYPES } from "@lotus/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useModals } from "../../../lib/modal-store";
import { queryKeys } from "../../../lib/query-keys";
import { saveRememberToken, useSession } from "../../../lib/session";
import type { LoginResult } from "../api/account-api";
import { acknowledgeFirstLogin } from "../api/session-api";

/** Paths that exist only to show the login or register modal; a finished login leaves them for home. */
const ENTRY_PATHS = ["/login", "/register", "/register.html"];

/**
 * SPEC §4 login success, shared by every way in (password, SMS, verification, registration,
 * phone recovery, free play): keep the token, load the member, acknowledge a first login, then
 * the forced password change, the trial warning or the welcome modal.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSession((state) => state.signIn);
  const { close, openNext } = useModals();

  return useCallback(
    async (result: LoginResult, options: { welcome?: boolean; goHome?: boolean } = {}) => {
      signIn(result.token, result.accountType);
      if (result.rememberToken) saveRememberToken(result.rememberToken);
      await queryClient.invalidateQueries({ queryKey: queryKeys.member.all });
      if (result.firstTimeLogin) {
        acknowledgeFirstLogin().catch((error: unknown) =>
          console.warn("first-login acknowledgement failed", error),
        );
      }
      if (result.passwordExpired) openNext("changePassword", { forced: true });
      else if (result.accountType === ACCOUNT_TYPES.trial) openNext("trialWarning");
      else if (options.welcome !== false) openNext("postLogin", { firstLogin: result.firstTimeLogin });
      else close();
      if (options.goHome || ENTRY_PATHS.includes(location.pathname))
        navigate("/", { replace: ENTRY_PATHS.includes(location.pathname) });
    },
    [queryClient, navigate, location.pathname, signIn, close, openNext],
  );
}
