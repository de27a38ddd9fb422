import type { Resource } from "@lotus/contracts";
import { EmptyState } from "@lotus/ui/data/states";
import { QrCode } from "@lotus/ui/primitives/QrCode";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../../../components/ui/Icon";
import { useSettings } from "../../../lib/queries";
import { absoluteUrl } from "../../../lib/url";
import { isIos, isSafari } from "./platform";
import "./app-download.css";

const APP_TYPES = ["IOS", "LITE_IOS", "MOBILECONFIG", "ANDROID"] as const;
type AppType = (typeof APP_TYPES)[number];
const ICONS: Record<AppType, IconName> = {
  IOS: "apple",
  LITE_IOS: "apple",
  MOBILECONFIG: "settings",
  ANDROID: "android",
};
const IOS_TYPES: readonly AppType[] = ["IOS", "LITE_IOS", "MOBILECONFIG"];

function isAppResource(resource: Resource): resource is Resource & { resourceType: AppType } {
  return (APP_TYPES as readonly string[]).includes(resource.resourceType);
}

/** /app: QR codes of the brand's app links (200 px), with the iOS Safari and iOS 17+ profile notes. */
export function AppDownloadPage() {
  const { t } = useTranslation("app");
  const { info } = useSettings();
  const apps = info.resources.filter(isAppResource);
  const onIos = isIos(navigator.userAgent, navigator.platform, navigator.maxTouchPoints);
  const needsSafari = onIos && !isSafari(navigator.userAgent);
  const hasProfile = apps.some((app) => app.resourceType === "MOBILECONFIG");

  return (
    <main className="page app-page" id="main">
      <header className="app-page__intro">
        <img className="app-page__icon" src="/res/img/app-icon.svg" alt="" width={72} height={72} />
        <h1 className="page__title">{t("title")}</h1>
        <p>{t("intro", { brand: info.whitelabel.name })}</p>
      </header>
      {needsSafari && (
        <p className="alert alert--info app-page__safari" role="note">
          {t("safariRequired")}
        </p>
      )}
      {apps.length === 0 ? (
        <EmptyState
          heading
          icon={<Icon name="phone" size={32} />}
          title={t("empty")}
          description={t("emptyText")}
        />
      ) : (
        <ul className="app-page__list">
          {apps.map((app) => (
            <li key={`${app.resourceType}-${app.url}`} className="app-card card">
              <span className="app-card__icon">
                <Icon name={ICONS[app.resourceType]} size={28} />
              </span>
              <h2 className="app-card__title">{t(`apps.${app.resourceType}.name`)}</h2>
              <p className="app-card__text">{t(`apps.${app.resourceType}.text`)}</p>
              <QrCode
                value={absoluteUrl(app.qrCodeUrl || app.url)}
                label={t("qrLabel", { app: t(`apps.${app.resourceType}.name`) })}
              />
              <a className="btn btn--primary" href={app.url} target="_blank" rel="noopener noreferrer">
                <Icon name="download" size={18} />
                {t("download")}
              </a>
              {IOS_TYPES.includes(app.resourceType) && <p className="app-card__note">{t("iosSafariNote")}</p>}
            </li>
          ))}
        </ul>
      )}
      {hasProfile && (
        <section className="app-page__steps card" aria-labelledby="ios17-steps">
          <h2 id="ios17-steps">{t("ios17.title")}</h2>
          <p>{t("ios17.intro")}</p>
          <ol>
            <li>{t("ios17.step1")}</li>
            <li>{t("ios17.step2")}</li>
            <li>{t("ios17.step3")}</li>
            <li>{t("ios17.step4")}</li>
            <li>{t("ios17.step5")}</li>
          </ol>
        </section>
      )}
    </main>
  );
}
