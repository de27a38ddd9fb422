import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useModals } from "../../../lib/modal-store";
import { useLogout } from "../hooks/use-logout";

/** Logout asks first (SPEC §4). */
export function LogoutDialog({ onCancel }: { onCancel?: () => void }) {
  const { t } = useTranslation("account");
  const close = useModals((state) => state.close);
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      title={t("logout.title")}
      confirmLabel={t("logout.confirm")}
      onCancel={onCancel ?? close}
      busy={busy}
      onConfirm={() => {
        setBusy(true);
        void logout();
      }}
    >
      {t("logout.text")}
    </ConfirmDialog>
  );
}
