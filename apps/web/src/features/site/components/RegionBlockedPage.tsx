import { useTranslation } from "react-i18next";
import { CustomerServiceLink } from "../../../components/ui/CustomerServiceLink";
import { BlockedPage } from "./BlockedPage";

interface RegionBlockedPageProps {
  ip: string;
  country: string;
  customerServiceUrl: string;
}

/** SPEC §4 status 2: the visitor's region is blocked; the page shows their IP and country. */
export function RegionBlockedPage({ ip, country, customerServiceUrl }: RegionBlockedPageProps) {
  const { t } = useTranslation("site");
  return (
    <BlockedPage icon="shield" title={t("region.title")} text={t("region.message")}>
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
          <CustomerServiceLink url={customerServiceUrl} label={t("customerService")} primary />
        </div>
      )}
    </BlockedPage>
  );
}
