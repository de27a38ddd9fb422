import { readItem, removeItem, writeItem } from "@lotus/ui/browser/storage";
import { create } from "zustand";

/** A visitor's chat token and name: kept on this device so a reload reopens the same conversation. */
const VISITOR_KEY = "lotus.chatVisitor";

interface VisitorState {
  token: string | null;
  name: string | null;
  start: (token: string, name: string) => void;
  forget: () => void;
}

function stored(): { token: string; name: string } | null {
  try {
    const value = JSON.parse(readItem("local", VISITOR_KEY) ?? "null") as {
      token?: unknown;
      name?: unknown;
    } | null;
    return typeof value?.token === "string" && typeof value.name === "string"
      ? { token: value.token, name: value.name }
      : null;
  } catch {
    return null;
  }
}

export const useVisitor = create<VisitorState>((set) => ({
  token: stored()?.token ?? null,
  name: stored()?.name ?? null,
  start: (token, name) => {
    writeItem("local", VISITOR_KEY, JSON.stringify({ token, name }));
    set({ token, name });
  },
  forget: () => {
    removeItem("local", VISITOR_KEY);
    set({ token: null, name: null });
  },
}));
