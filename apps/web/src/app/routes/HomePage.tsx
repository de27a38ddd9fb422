import { useTranslation } from "react-i18next";
import { HomeGames } from "../../features/games/components/HomeGames";
import { BannerCarousel } from "../../features/notices/components/BannerCarousel";
import { NoticeMarquee } from "../../features/notices/components/NoticeMarquee";
import { usePopupNotice } from "../../features/notices/hooks/use-popup-notice";
import { PromotionsBanner } from "../../features/promotions/components/PromotionsBanner";
import { useWhitelabel } from "../../lib/queries";
import "./home.css";

/**
 * The brand's welcome in the banner box when the banners group is empty. No login or sign-up
 * buttons of its own: the header has them, and a second pair would make two of each on the page.
 */
function Hero() {
  const { t } = useTranslation("shell");
  const { name } = useWhitelabel();
  return (
    <section className="banner hero" aria-labelledby="hero-title">
      <h1 id="hero-title" className="hero__title">
        {t("home.heroTitle", { brand: name })}
      </h1>
      <p className="hero__text">{t("home.heroText")}</p>
    </section>
  );
}

/** Home: banners, notice marquee, the games lobby and the promotions; the popup notice opens from here. */
export function HomePage() {
  usePopupNotice();
  return (
    <main className="page home" id="main">
      <BannerCarousel fallback={<Hero />} />
      <NoticeMarquee />
      <HomeGames />
      <PromotionsBanner />
    </main>
  );
}
