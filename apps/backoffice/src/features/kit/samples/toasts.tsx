import { Button } from "@lotus/ui/primitives/Button";
import { type ToastTone, toast } from "@lotus/ui/primitives/toast-store";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";

const TONES: readonly ToastTone[] = ["success", "info", "error"];

/** The app draws one Toaster; any handler shows a message with toast(text, tone). */
function ToastSample() {
  const { t } = useTranslation("kit");
  return (
    <div className="row">
      {TONES.map((tone) => (
        <Button key={tone} onClick={() => toast(t(`toasts.messages.${tone}`), tone)}>
          {t(`toasts.show.${tone}`)}
        </Button>
      ))}
    </div>
  );
}

export const toastSamples: KitSample = {
  group: "toasts",
  importPaths: ["@lotus/ui/primitives/toast-store", "@lotus/ui/primitives/Toaster"],
  Sample: ToastSample,
};
