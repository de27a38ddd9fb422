import { Button } from "@lotus/ui/primitives/Button";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";

type Open = "none" | "form" | "ask" | "tell";

/**
 * A form dialog (Cancel and Save in its footer) with a confirm stacked on it, a question and a notice. Escape closes the top one
 * and focus returns to the button that opened it.
 */
function DialogSample() {
  const { t } = useTranslation(["kit", "common"]);
  const [open, setOpen] = useState<Open>("none");
  const [confirming, setConfirming] = useState(false);
  const close = () => setOpen("none");
  return (
    <div className="row">
      <Button variant="primary" onClick={() => setOpen("form")}>
        {t("dialogs.openForm")}
      </Button>
      <Button variant="danger" onClick={() => setOpen("ask")}>
        {t("dialogs.openAsk")}
      </Button>
      <Button onClick={() => setOpen("tell")}>{t("dialogs.openTell")}</Button>
      {open === "form" && (
        <FormDialog
          title={t("dialogs.formTitle")}
          description={t("dialogs.formText")}
          onClose={close}
          submitLabel={t("common:actions.save")}
          onSubmit={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <TextField label={t("fields.name")} />
          <div className="row">
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t("dialogs.discard")}
            </Button>
          </div>
          {confirming && (
            <ConfirmDialog
              title={t("dialogs.discardTitle")}
              tone="danger"
              confirmLabel={t("dialogs.discard")}
              onCancel={() => setConfirming(false)}
              onConfirm={() => {
                setConfirming(false);
                close();
              }}
            >
              {t("dialogs.discardText")}
            </ConfirmDialog>
          )}
        </FormDialog>
      )}
      {open === "ask" && (
        <ConfirmDialog
          title={t("dialogs.askTitle")}
          tone="danger"
          confirmLabel={t("common:actions.delete")}
          onCancel={close}
          onConfirm={() => {
            close();
            toast(t("dialogs.deleted"));
          }}
        >
          {t("dialogs.askText")}
        </ConfirmDialog>
      )}
      {open === "tell" && (
        <ConfirmDialog title={t("dialogs.tellTitle")} tone="warning" onConfirm={close}>
          {t("dialogs.tellText")}
        </ConfirmDialog>
      )}
    </div>
  );
}

export const dialogSamples: KitSample = {
  group: "dialogs",
  importPaths: [
    "@lotus/ui/primitives/Modal",
    "@lotus/ui/primitives/FormDialog",
    "@lotus/ui/primitives/ConfirmDialog",
  ],
  Sample: DialogSample,
};
