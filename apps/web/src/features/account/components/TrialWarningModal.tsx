import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { useTranslation } from "react-i18next";
import { useModals } from "../../../lib/modal-store";

/** SPEC §6: a trial account (type 4) is asked to use a real account (in_need_true_account). */
export function TrialWarningModal() {
  const { t } = useTranslation("account");
  const close = useModals((state) => state.close);
  return (
    <ConfirmDialog
      title={t("trial.title")}
      tone="warning"
      confirmLabel={t("trial.in_increase_submit")}
      onConfirm={close}
    >
      {t("trial.in_need_true_account")}
    </ConfirmDialog>
  );
}
