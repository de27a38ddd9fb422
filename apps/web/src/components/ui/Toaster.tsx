import { createPortal } from "react-dom";
import { useToasts } from "../../lib/toast-store";
import { Icon } from "./Icon";

export function Toaster() {
  const toasts = useToasts((state) => state.toasts);
  return createPortal(
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={`toast toast--${toast.tone}`}>
          <Icon name={toast.tone === "error" ? "warning" : "check"} size={18} />
          {toast.message}
        </p>
      ))}
    </div>,
    document.body,
  );
}
