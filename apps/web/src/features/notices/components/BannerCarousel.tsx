import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { LazyImage } from "../../../components/ui/LazyImage";
import { BANNER_INTERVAL_MS } from "../../../lib/constants";
import { BANNER_PAGE_SIZE, type Notice } from "../api/notices-api";
import { useHomeNotices } from "../hooks/use-notices";
import "./notices.css";

function BannerLink({ notice, children }: { notice: Notice; children: ReactNode }) {
  const url = notice.linkUrl;
  if (!url) return <div className="banner__link">{children}</div>;
  if (url.startsWith("/")) {
    return (
      <Link className="banner__link" to={url}>
        {children}
      </Link>
    );
  }
  return (
    <a className="banner__link" href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * Home carousel from the banners group; with no banners the fallback (the brand's welcome) takes
 * its place. The box keeps one size throughout (skeleton, banners or welcome), so nothing below
 * it jumps when the banners arrive, and nothing is drawn that the banners then replace.
 */
export function BannerCarousel({ fallback }: { fallback: ReactNode }) {
  const { t } = useTranslation(["notices", "common"]);
  const banners = useHomeNotices("banners", BANNER_PAGE_SIZE);
  const slides = (banners.data?.list ?? []).filter((notice) => notice.imageUrl);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count <= 1 || paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (banners.isPending) {
    return (
      <div className="banner banner--skeleton" role="status" aria-busy="true" data-testid="banner-skeleton">
        <span className="visually-hidden">{t("common:status.loading")}</span>
      </div>
    );
  }
  if (count === 0) return <>{fallback}</>;
  const active = index % count;

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={t("banner.label")}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="banner__track" style={{ transform: `translateX(${-active * 100}%)` }}>
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.id}
            className="banner__slide"
            aria-hidden={slideIndex !== active}
            inert={slideIndex !== active}
          >
            <BannerLink notice={slide}>
              <LazyImage
                className="banner__image"
                src={slide.imageUrl ?? ""}
                alt=""
                eager={slideIndex === 0}
              />
              <span className="banner__caption">{slide.title}</span>
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="banner__nav banner__nav--prev"
            aria-label={t("banner.previous")}
            onClick={() => setIndex((active - 1 + count) % count)}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="banner__nav banner__nav--next"
            aria-label={t("banner.next")}
            onClick={() => setIndex((active + 1) % count)}
          >
            <Icon name="chevronRight" />
          </button>
          <div className="banner__dots">
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.id}
                type="button"
                className="banner__dot"
                aria-label={t("banner.goTo", { index: slideIndex + 1 })}
                aria-current={slideIndex === active ? "true" : undefined}
                onClick={() => setIndex(slideIndex)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
