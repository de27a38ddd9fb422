import { useTranslation } from "react-i18next";
import { HomeGames } from "../../features/games/components/HomeGames";
import { BannerCarousel } from "../../features/notices/components/BannerCarousel";
import { NoticeMarquee } from "../../features/notices/components/NoticeMarquee";
import { usePopupNotice } from "../../features/notices/hooks/use-popup-notice";
import { useModals } from "../../lib/modal-store";
import { useWhitelabel } from "../../lib/queries";
import { useSession } from "../../lib/session";
import "./home.css";

/** The brand's welcome where the banners would be when the banners group is empty. */
function Hero() {
  const { t } = useTranslation("shell");
  const { name } = useWhitelabel();
  const token = useSession((state) => state.token);
  const open = useModals((state) => state.open);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title" className="hero__title">
        {t("home.heroTitle", { brand: name })}
      </h1>
      <p className="hero__text">{t("home.heroText")}</p>
      {!token && (
        <div className="hero__actions">
          <button type="button" className="btn btn--primary" onClick={() => open("register")}>
            {t("header.register")}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => open("login")}>
            {t("header.login")}
          </button>
        </div>
      )}
    </section>
  );
}

/** Home: banners, notice marquee, hot games, the member's game rows and the winners board; the popup notice opens from here. */
export function HomePage() {
  usePopupNotice();
  return (
    <main className="page home" id="main">
      <BannerCarousel fallback={<Hero />} />
      <NoticeMarquee />
      <HomeGames />
    </main>
  );
}
