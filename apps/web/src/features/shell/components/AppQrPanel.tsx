import type { Resource } from "@lotus/contracts";
import { QrCode } from "@lotus/ui/primitives/QrCode";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QR_SIZE_SIDE_BAR } from "../../../lib/constants";
import { absoluteUrl } from "../../../lib/url";

/** App download QR codes in the side bar (61 px, SPEC §2). */
export function AppQrPanel({ resources }: { resources: readonly Resource[] }) {
  const { t } = useTranslation("shell");
  return (
    <div className="app-qr-panel">
      <ul className="app-qr-panel__list">
        {resources.map((resource) => {
          const label = t(`sideBar.apps.${resource.resourceType}`);
          return (
            <li key={`${resource.resourceType}-${resource.url}`} className="app-qr-panel__item">
              <QrCode
                value={absoluteUrl(resource.qrCodeUrl || resource.url)}
                size={QR_SIZE_SIDE_BAR}
                label={t("sideBar.qrFor", { app: label })}
              />
              <a href={resource.url} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            </li>
          );
        })}
      </ul>
      <Link to="/app" className="app-qr-panel__more">
        {t("sideBar.allApps")}
      </Link>
    </div>
  );
}
