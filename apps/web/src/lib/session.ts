import { clearArea, readItem, removeItem, writeItem } from "@lotus/ui/browser/storage";
import { create } from "zustand";
import { REMEMBER_LOGIN_MS } from "./constants";

/** SPEC §3 session storage keys: the session token and the numeric account type. */
const TOKEN_KEY = "token";
const ACCOUNT_TYPE_KEY = "isAgent";
/** Remember me (local storage, one day): the last username and the remember-me token, never a password. */
const LAST_USERNAME_KEY = "lotus.lastUsername";
const REMEMBER_TOKEN_KEY = "lotus.rememberToken";

interface SessionState {
  token: string | null;
  accountType: number | null;
  signIn: (token: string, accountType: number) => void;
  signOut: () => void;
}

function initialAccountType(): number | null {
  const stored = readItem("session", ACCOUNT_TYPE_KEY);
  const parsed = stored === null ? Number.NaN : Number(stored);
  return Number.isInteger(parsed) ? parsed : null;
}

export const useSession = create<SessionState>((set) => ({
  token: readItem("session", TOKEN_KEY) || null,
  accountType: initialAccountType(),
  signIn: (token, accountType) => {
    writeItem("session", TOKEN_KEY, token);
    writeItem("session", ACCOUNT_TYPE_KEY, String(accountType));
    set({ token, accountType });
  },
  signOut: () => {
    // SPEC §4 logout clears session storage (cached settings and notices go with it).
    clearArea("session");
    set({ token: null, accountType: null });
  },
}));

export function currentToken(): string | null {
  return useSession.getState().token;
}

interface Expiring {
  value: string;
  expiresAt: number;
}

function writeExpiring(key: string, value: string, now: number): void {
  writeItem("local", key, JSON.stringify({ value, expiresAt: now + REMEMBER_LOGIN_MS } satisfies Expiring));
}

function readExpiring(key: string, now: number): string | null {
  const raw = readItem("local", key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Expiring>;
    if (typeof parsed.value === "string" && typeof parsed.expiresAt === "number" && parsed.expiresAt > now) {
      return parsed.value;
    }
  } catch {
    // A damaged entry is treated as absent and dropped below.
  }
  removeItem("local", key);
  return null;
}

export function rememberUsername(username: string, now = Date.now()): void {
  writeExpiring(LAST_USERNAME_KEY, username, now);
}

export function rememberedUsername(now = Date.now()): string | null {
  return readExpiring(LAST_USERNAME_KEY, now);
}

export function forgetUsername(): void {
  removeItem("local", LAST_USERNAME_KEY);
}

export function saveRememberToken(token: string, now = Date.now()): void {
  writeExpiring(REMEMBER_TOKEN_KEY, token, now);
}

export function rememberToken(now = Date.now()): string | null {
  return readExpiring(REMEMBER_TOKEN_KEY, now);
}

export function forgetRememberToken(): void {
  removeItem("local", REMEMBER_TOKEN_KEY);
}
