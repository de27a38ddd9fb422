import { LegalPage } from "../../features/profile/components/LegalPage";

export function UserAgreement() {
  return <LegalPage kind="userAgreement" />;
}

export function PrivacyPolicy() {
  return <LegalPage kind="privacyPolicy" />;
}
