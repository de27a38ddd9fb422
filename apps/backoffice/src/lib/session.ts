import { readItem, removeItem, writeItem } from "@lotus/ui/browser/storage";
import { create } from "zustand";

/** The operator token lives in session storage only (DESIGN §6); its own key, apart from the site's. */
const TOKEN_KEY = "lotus.backoffice.token";

interface SessionState {
  token: string | null;
  signIn: (token: string) => void;
  signOut: () => void;
}

export const useSession = create<SessionState>((set) => ({
  token: readItem("session", TOKEN_KEY) || null,
  signIn: (token) => {
    writeItem("session", TOKEN_KEY, token);
    set({ token });
  },
  signOut: () => {
    removeItem("session", TOKEN_KEY);
    set({ token: null });
  },
}));

export function currentToken(): string | null {
  return useSession.getState().token;
}
