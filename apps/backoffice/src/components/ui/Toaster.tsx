import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useToasts } from "../../lib/toast-store";
import { Icon } from "./Icon";

/** Success and failure messages; errors are announced at once, the rest politely. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  const errors = toasts.filter((toast) => toast.tone === "error");
  const others = toasts.filter((toast) => toast.tone !== "error");
  const render = (list: typeof toasts) =>
    list.map((toast) => (
      <div key={toast.id} className={`toast toast--${toast.tone}`}>
        <Icon name={toast.tone === "error" ? "warning" : toast.tone === "info" ? "info" : "check"} />
        <p className="toast__message">{toast.message}</p>
        <button
          type="button"
          className="icon-btn"
          aria-label={t("actions.dismiss")}
          onClick={() => dismiss(toast.id)}
        >
          <Icon name="close" size={14} />
        </button>
      </div>
    ));
  return createPortal(
    <div className="toaster">
      <div role="alert" aria-live="assertive" className="toaster__group">
        {render(errors)}
      </div>
      <div role="status" aria-live="polite" className="toaster__group">
        {render(others)}
      </div>
    </div>,
    document.body,
  );
}
