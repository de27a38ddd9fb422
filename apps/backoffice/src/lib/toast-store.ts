import { create } from "zustand";

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

const TOAST_MS = { success: 4000, info: 5000, error: 8000 } as const;
let nextId = 1;

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show: (message, tone = "success") => {
    const id = nextId++;
    // At most five at a time: the oldest gives way.
    set({ toasts: [...get().toasts.slice(-4), { id, message, tone }] });
    setTimeout(() => get().dismiss(id), TOAST_MS[tone]);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

export function toast(message: string, tone: ToastTone = "success"): void {
  useToasts.getState().show(message, tone);
}
