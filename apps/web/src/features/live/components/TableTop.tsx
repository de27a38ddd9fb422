import { useTranslation } from "react-i18next";
import { SiteCloseButton } from "../../house-play/components/SiteCloseButton";

/** The table page's header: name and kind, the limits, the balance and, inside the site's frame, close. */
export function TableTop({
  name,
  kindLabel,
  limits,
  balance,
}: {
  name: string;
  kindLabel: string;
  limits: string;
  balance: string;
}) {
  const { t } = useTranslation("live");
  return (
    <header className="live-top">
      <div className="live-top__title">
        <h1 className="live-top__name">{name}</h1>
        <span className="live-top__meta">
          {kindLabel} · {limits}
        </span>
      </div>
      <p className="live-top__balance">
        <span>{t("balance")}</span>
        <strong data-testid="live-balance">{balance}</strong>
      </p>
      <SiteCloseButton className="live-top__close" label={t("close")} />
    </header>
  );
}
