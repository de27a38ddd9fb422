import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useModals } from "../../../lib/modal-store";
import { queryKeys } from "../../../lib/query-keys";
import { forgetRememberToken, rememberToken, useSession } from "../../../lib/session";
import { logout } from "../api/session-api";

/**
 * SPEC §4 logout: call the server (revoking the remember-me token too), clear session storage and
 * go home. The local session ends even if the call fails: the visitor asked to leave.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSession((state) => state.signOut);
  const { close, closeMemberCentre } = useModals();
  return useCallback(async () => {
    try {
      await logout(rememberToken() ?? undefined);
    } catch (error) {
      console.warn("logout call failed; ending the session locally", error);
    } finally {
      forgetRememberToken();
      signOut();
      queryClient.removeQueries({ queryKey: queryKeys.member.all });
      closeMemberCentre();
      close();
      navigate("/");
    }
  }, [queryClient, navigate, signOut, close, closeMemberCentre]);
}
