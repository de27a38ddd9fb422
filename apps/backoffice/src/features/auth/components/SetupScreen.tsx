import { Button } from "@lotus/ui/primitives/Button";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import type { Me } from "../../../lib/me";
import { useSignOut } from "../hooks/use-sign-out";
import { AuthFrame } from "./AuthFrame";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { TotpEnrolment } from "./TotpEnrolment";

/** Before the console opens: enrol an authenticator (roles that need one), then replace a temporary password. */
export function SetupScreen({ me }: { me: Me }) {
  const { t } = useTranslation(["auth", "common"]);
  const signOut = useSignOut();
  const actions = (
    <Button size="small" variant="ghost" icon={<Icon name="logout" />} onClick={() => void signOut()}>
      {t("common:actions.signOut")}
    </Button>
  );
  if (me.mustEnrolTotp) {
    return (
      <AuthFrame title={t("totp.title")} actions={actions}>
        <TotpEnrolment operatorId={me.operator.id} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t("password.forcedTitle")} actions={actions}>
      <p>{t("password.forcedIntro")}</p>
      <ChangePasswordForm />
    </AuthFrame>
  );
}
