import { isFeatureOn } from "@lotus/contracts";
import { Modal } from "@lotus/ui/primitives/Modal";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import { RegisterForm } from "./RegisterForm";
import "./account.css";

type RegisterTab = "register" | "registerMobile";

export function RegisterModal({ referralCode }: { referralCode?: string }) {
  const { t } = useTranslation("account");
  const whitelabel = useWhitelabel();
  const { close, open } = useModals();
  const mobileOn = isFeatureOn(whitelabel, "mobileRegistration");
  // SPEC §4: registerMobile with mobile registration on; the username tab with username
  // registration on, and always when it would otherwise leave no way to register.
  const usernameOn = isFeatureOn(whitelabel, "usernameRegistration") || !mobileOn;
  const tabs = [
    ...(usernameOn ? [{ id: "register" as const, label: t("register.tabs.register") }] : []),
    ...(mobileOn ? [{ id: "registerMobile" as const, label: t("register.tabs.registerMobile") }] : []),
  ];
  const [tab, setTab] = useState<RegisterTab>(tabs[0]?.id ?? "register");

  return (
    <Modal title={t("register.title")} onClose={close}>
      <div className="account-modal">
        <Tabs label={t("register.tabs.label")} tabs={tabs} active={tab} onChange={setTab}>
          <RegisterForm
            key={tab}
            mode={tab === "registerMobile" ? "mobile" : "username"}
            referralCode={referralCode}
          />
        </Tabs>
        <p className="account-modal__switch">
          {t("register.haveAccount")}{" "}
          <button type="button" className="link-btn" onClick={() => open("login")}>
            {t("register.toLogin")}
          </button>
        </p>
      </div>
    </Modal>
  );
}
