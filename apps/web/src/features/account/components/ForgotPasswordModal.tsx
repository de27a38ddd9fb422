import { isFeatureOn } from "@lotus/contracts";
import { Modal } from "@lotus/ui/primitives/Modal";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import { ForgotEmailForm } from "./ForgotEmailForm";
import { ForgotMobileForm } from "./ForgotMobileForm";
import "./account.css";

type ForgotTab = "email" | "mobileNum";

export function ForgotPasswordModal() {
  const { t } = useTranslation("account");
  const whitelabel = useWhitelabel();
  const { close, open } = useModals();
  const [tab, setTab] = useState<ForgotTab>("email");
  // SPEC §4: the mobileNum tab with phone recovery on.
  const tabs = [
    { id: "email" as const, label: t("forgot.tabs.email") },
    ...(isFeatureOn(whitelabel, "phoneRecovery")
      ? [{ id: "mobileNum" as const, label: t("forgot.tabs.mobileNum") }]
      : []),
  ];
  return (
    <Modal title={t("forgot.title")} onClose={close}>
      <div className="account-modal">
        <Tabs label={t("forgot.tabs.label")} tabs={tabs} active={tab} onChange={setTab}>
          {tab === "mobileNum" ? <ForgotMobileForm /> : <ForgotEmailForm />}
        </Tabs>
        <p className="account-modal__switch">
          <button type="button" className="link-btn" onClick={() => open("login")}>
            {t("forgot.backToLogin")}
          </button>
        </p>
      </div>
    </Modal>
  );
}
