import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { UI_PRIMITIVES_NS } from "../i18n/kit-namespaces";
import { useOverlayHost } from "./dialog-events";
import { KitIcon } from "./KitIcon";
import { type Toast, useToasts } from "./toast-store";

const TONE_ICON = { success: "check", info: "info", error: "warning" } as const;

/**
 * Success and failure messages; errors are announced at once, the rest politely. Drawn inside the
 * top open dialog when there is one, so they are seen above its backdrop.
 */
export function Toaster() {
  const { t } = useTranslation(UI_PRIMITIVES_NS);
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  const host = useOverlayHost();
  const render = (list: Toast[]) =>
    list.map((item) => (
      <div key={item.id} className={`toast toast--${item.tone}`}>
        <KitIcon name={TONE_ICON[item.tone]} />
        <p className="toast__message">{item.message}</p>
        <button
          type="button"
          className="icon-btn toast__dismiss"
          aria-label={t("dismiss")}
          onClick={() => dismiss(item.id)}
        >
          <KitIcon name="close" size={14} />
        </button>
      </div>
    ));
  return createPortal(
    <div className="toaster">
      <div role="alert" aria-live="assertive" className="toaster__group">
        {render(toasts.filter((item) => item.tone === "error"))}
      </div>
      <div role="status" aria-live="polite" className="toaster__group">
        {render(toasts.filter((item) => item.tone !== "error"))}
      </div>
    </div>,
    host,
  );
}
