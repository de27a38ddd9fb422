import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";

interface RegionBlockedPageProps {
  ip: string;
  country: string;
  customerServiceUrl: string;
}

/** SPEC §4 status 2: the visitor's region is blocked; the page shows their IP and country. */
export function RegionBlockedPage({ ip, country, customerServiceUrl }: RegionBlockedPageProps) {
  const { t } = useTranslation("site");
  return (
    <main className="blocked-page">
      <div className="blocked-page__card card">
        <span className="blocked-page__icon">
          <Icon name="shield" size={40} />
        </span>
        <h1 className="blocked-page__title">{t("region.title")}</h1>
        <p className="blocked-page__text">{t("region.message")}</p>
        <dl className="blocked-page__facts">
          <div>
            <dt>{t("region.ip")}</dt>
            <dd>{ip || t("region.unknown")}</dd>
          </div>
          <div>
            <dt>{t("region.country")}</dt>
            <dd>{country || t("region.unknown")}</dd>
          </div>
        </dl>
        {customerServiceUrl && (
          <div className="blocked-page__actions">
            <a
              className="btn btn--primary"
              href={customerServiceUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="headset" size={18} />
              {t("customerService")}
            </a>
          </div>
        )}
      </div>
    </main>
  );
}
