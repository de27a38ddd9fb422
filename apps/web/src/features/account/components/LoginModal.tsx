import { isFeatureOn } from "@lotus/contracts";
import { Modal } from "@lotus/ui/primitives/Modal";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import type { LoginVerification } from "../api/account-api";
import { FreePlayButton } from "./FreePlayButton";
import { LoginSmsForm } from "./LoginSmsForm";
import { LoginUsernameForm } from "./LoginUsernameForm";
import { LoginVerificationStep } from "./LoginVerificationStep";
import "./account.css";

type LoginTab = "username" | "sms";

export function LoginModal() {
  const { t } = useTranslation("account");
  const whitelabel = useWhitelabel();
  const { close, open } = useModals();
  const [tab, setTab] = useState<LoginTab>("username");
  const [verification, setVerification] = useState<LoginVerification | null>(null);
  // SPEC §4: the sms tab only with the verification-code login toggle on.
  const tabs = [
    { id: "username" as const, label: t("login.tabs.username") },
    ...(isFeatureOn(whitelabel, "verificationCodeLogin")
      ? [{ id: "sms" as const, label: t("login.tabs.sms") }]
      : []),
  ];

  return (
    <Modal title={verification ? t("verification.title") : t("login.title")} onClose={close}>
      {verification ? (
        <LoginVerificationStep verification={verification} onBack={() => setVerification(null)} />
      ) : (
        <div className="account-modal">
          <Tabs label={t("login.tabs.label")} tabs={tabs} active={tab} onChange={setTab}>
            {tab === "sms" ? (
              <LoginSmsForm onVerification={setVerification} />
            ) : (
              <LoginUsernameForm onVerification={setVerification} />
            )}
          </Tabs>
          <p className="account-modal__switch">
            {t("login.noAccount")}{" "}
            <button type="button" className="link-btn" onClick={() => open("register")}>
              {t("login.toRegister")}
            </button>
          </p>
          <FreePlayButton className="btn btn--ghost btn--block" />
        </div>
      )}
    </Modal>
  );
}
