import { create } from "zustand";

/** Short confirmations and server errors that belong to no field, shown for a few seconds. */
export type ToastTone = "success" | "error" | "info";

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastState {
  toasts: Toast[];
  show: (message: string, tone?: ToastTone) => void;
  dismiss: (id: number) => void;
}

/** Errors stay longest: they usually ask the reader to do something. */
export const TOAST_MS: Record<ToastTone, number> = { success: 4000, info: 5000, error: 8000 };
/** At most this many at a time: the oldest gives way. */
export const MAX_TOASTS = 5;

let nextId = 1;

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show: (message, tone = "success") => {
    const id = nextId++;
    // The same text twice in a row (a double submit) shows once, with its time restarted.
    const others = get().toasts.filter((toast) => !(toast.message === message && toast.tone === tone));
    set({ toasts: [...others.slice(-(MAX_TOASTS - 1)), { id, message, tone }] });
    setTimeout(() => get().dismiss(id), TOAST_MS[tone]);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

/** Shows a toast from anywhere (mutation callbacks, event handlers). */
export function toast(message: string, tone: ToastTone = "success"): void {
  useToasts.getState().show(message, tone);
}
