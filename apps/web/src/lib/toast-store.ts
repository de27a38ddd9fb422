import { create } from "zustand";

/** Short confirmations (SPEC §8 success messages) and server errors that belong to no field, shown for a few seconds. */
export interface Toast {
  id: number;
  message: string;
  tone: "success" | "info" | "error";
}

interface ToastState {
  toasts: Toast[];
  show: (message: string, tone?: Toast["tone"]) => void;
  dismiss: (id: number) => void;
}

const TOAST_MS = 4000;
/** Errors stay a little longer: they usually ask the member to do something. */
const ERROR_TOAST_MS = 6000;
let nextId = 1;

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show: (message, tone = "success") => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, message, tone }] });
    setTimeout(() => get().dismiss(id), tone === "error" ? ERROR_TOAST_MS : TOAST_MS);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));
