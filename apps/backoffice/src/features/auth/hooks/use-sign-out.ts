import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useSession } from "../../../lib/session";
import { logout } from "../api/auth-api";

/** Ends the session on the server (best effort) and everywhere in the console. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch {
      // The session may already be gone on the server; it is dropped here either way.
    }
    useSession.getState().signOut();
    queryClient.clear();
    navigate("/login", { replace: true });
  };
}
