import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";

interface MaintenancePageProps {
  message: string;
  customerServiceUrl: string;
}

/** SPEC §4 status 1: the whole site is under maintenance; only this page is shown. */
export function MaintenancePage({ message, customerServiceUrl }: MaintenancePageProps) {
  const { t } = useTranslation("site");
  return (
    <main className="blocked-page">
      <div className="blocked-page__card card">
        <span className="blocked-page__icon">
          <Icon name="settings" size={40} />
        </span>
        <h1 className="blocked-page__title">{t("maintenance.title")}</h1>
        <p className="blocked-page__text">{message || t("maintenance.message")}</p>
        <div className="blocked-page__actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {t("maintenance.refresh")}
          </button>
          {customerServiceUrl && (
            <a
              className="btn btn--secondary"
              href={customerServiceUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="headset" size={18} />
              {t("customerService")}
            </a>
          )}
        </div>
      </div>
    </main>
  );
}
