import { useTranslation } from "react-i18next";
import { CustomerServiceLink } from "../../../components/ui/CustomerServiceLink";
import { BlockedPage } from "./BlockedPage";

interface MaintenancePageProps {
  message: string;
  customerServiceUrl: string;
}

/** SPEC §4 status 1: the whole site is under maintenance; only this page is shown. */
export function MaintenancePage({ message, customerServiceUrl }: MaintenancePageProps) {
  const { t } = useTranslation("site");
  return (
    <BlockedPage icon="settings" title={t("maintenance.title")} text={message || t("maintenance.message")}>
      <div className="blocked-page__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t("maintenance.refresh")}
        </button>
        <CustomerServiceLink url={customerServiceUrl} label={t("customerService")} />
      </div>
    </BlockedPage>
  );
}
