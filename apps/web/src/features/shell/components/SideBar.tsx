import { Spinner } from "@lotus/ui/data/states";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { loadChunk } from "../../../lib/chunk";
import { useModals } from "../../../lib/modal-store";
import { useSettings } from "../../../lib/queries";

// The QR library loads only when a visitor opens the app-download panel.
const AppQrPanel = lazy(() =>
  loadChunk(() => import("./AppQrPanel")).then((module) => ({ default: module.AppQrPanel })),
);

const APP_RESOURCE_TYPES = ["MOBILECONFIG", "IOS", "ANDROID"] as const;

/** Where the site's phone layout starts (the CSS breakpoint). */
const PHONE_WIDTH = "(max-width: 767px)";

/** SPEC §2 side bar: toggle, customer service, feedback (the ticket form), Telegram, app download QR codes, Messenger. */
export function SideBar() {
  const { t } = useTranslation("shell");
  const { info } = useSettings();
  // Phones start collapsed so the bar does not cover the page.
  const [collapsed, setCollapsed] = useState(() => globalThis.matchMedia?.(PHONE_WIDTH).matches ?? false);
  // A tablet turned to a phone's width (or a window narrowed) gets the phone's bar, and back.
  useEffect(() => {
    const phone = globalThis.matchMedia?.(PHONE_WIDTH);
    const follow = (event: MediaQueryListEvent) => setCollapsed(event.matches);
    phone?.addEventListener("change", follow);
    return () => phone?.removeEventListener("change", follow);
  }, []);
  const [qrOpen, setQrOpen] = useState(false);
  const openModal = useModals((state) => state.open);
  const telegram = info.resources.find((resource) => resource.resourceType === "TELEGRAM");
  const appResources = info.resources.filter((resource) =>
    (APP_RESOURCE_TYPES as readonly string[]).includes(resource.resourceType),
  );
  const { messenger } = info.customerService;

  return (
    <aside className={`side-bar${collapsed ? " side-bar--collapsed" : ""}`} aria-label={t("sideBar.label")}>
      <button
        type="button"
        className="side-bar__toggle"
        aria-expanded={!collapsed}
        aria-label={collapsed ? t("sideBar.show") : t("sideBar.hide")}
        onClick={() => setCollapsed((value) => !value)}
      >
        <Icon name={collapsed ? "chevronLeft" : "chevronRight"} size={16} />
      </button>
      {!collapsed && (
        <ul className="side-bar__list">
          <li>
            <Link to="/" className="side-bar__item">
              <Icon name="home" />
              <span className="side-bar__text">{t("nav.home")}</span>
            </Link>
          </li>
          {/* The live chat (the chat room modal); a brand's outside service is linked inside it. */}
          <li>
            <button type="button" className="side-bar__item" onClick={() => openModal("chat")}>
              <Icon name="headset" />
              <span className="side-bar__text">{t("sideBar.customerService")}</span>
            </button>
          </li>
          <li>
            <button
              type="button"
              className="side-bar__item"
              onClick={() => openModal("supportTicket", { ticketSource: "feedback" })}
            >
              <Icon name="mail" />
              <span className="side-bar__text">{t("sideBar.feedback")}</span>
            </button>
          </li>
          {telegram && (
            <li>
              <a className="side-bar__item" href={telegram.url} target="_blank" rel="noopener noreferrer">
                <Icon name="send" />
                <span className="side-bar__text">{t("sideBar.telegram")}</span>
              </a>
            </li>
          )}
          {appResources.length > 0 && (
            <li className="side-bar__qr-holder">
              <button
                type="button"
                className="side-bar__item"
                aria-expanded={qrOpen}
                onClick={() => setQrOpen((value) => !value)}
              >
                <Icon name="download" />
                <span className="side-bar__text">{t("sideBar.appDownload")}</span>
              </button>
              {qrOpen && (
                <div className="side-bar__qr">
                  <Suspense fallback={<Spinner label={t("sideBar.appDownload")} size={28} />}>
                    <AppQrPanel resources={appResources} />
                  </Suspense>
                </div>
              )}
            </li>
          )}
          {messenger && (
            <li>
              <a className="side-bar__item" href={messenger} target="_blank" rel="noopener noreferrer">
                <Icon name="messenger" />
                <span className="side-bar__text">{t("sideBar.messenger")}</span>
              </a>
            </li>
          )}
        </ul>
      )}
    </aside>
  );
}
