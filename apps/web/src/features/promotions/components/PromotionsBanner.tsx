import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { LazyImage } from "../../../components/ui/LazyImage";
import type { Notice } from "../../notices/api/notices-api";
import { useHomeNotices } from "../../notices/hooks/use-notices";
import "./promotions-banner.css";

/** At most this many promotions side by side on the home. */
const PROMOTIONS_SHOWN = 3;

function PromotionLink({ notice }: { notice: Notice }) {
  const body = (
    <>
      <span className="promo-card__art" aria-hidden="true">
        {notice.imageUrl ? (
          <LazyImage className="promo-card__image" src={notice.imageUrl} alt="" />
        ) : (
          <Icon name="gift" size={36} />
        )}
      </span>
      <span className="promo-card__title">{notice.title}</span>
    </>
  );
  const url = notice.linkUrl || "/promotions";
  return url.startsWith("/") ? (
    <Link className="promo-card" to={url} data-testid="promo-card">
      {body}
    </Link>
  ) : (
    <a className="promo-card" href={url} target="_blank" rel="noopener noreferrer" data-testid="promo-card">
      {body}
    </a>
  );
}

/**
 * The home's promotions: the brand's announcements of the promotion group as cards. It sits low on
 * the page and draws nothing until promotions exist, so a brand without any has no empty box.
 */
export function PromotionsBanner() {
  const { t } = useTranslation(["shell", "notices"]);
  const promotions = useHomeNotices("promotion", PROMOTIONS_SHOWN);
  const list = promotions.data?.list ?? [];
  if (list.length === 0) return null;

  return (
    <section className="promo-strip" aria-labelledby="promo-strip-title">
      <div className="promo-strip__head">
        <h2 id="promo-strip-title" className="section-title">
          <span className="section-title__icon" aria-hidden="true">
            <Icon name="gift" size={20} />
          </span>
          {t("shell:nav.promotions")}
        </h2>
        <Link className="promo-strip__all" to="/promotions">
          {t("notices:promotions.seeAll")}
        </Link>
      </div>
      <ul className="promo-strip__list">
        {list.map((notice) => (
          <li key={notice.id}>
            <PromotionLink notice={notice} />
          </li>
        ))}
      </ul>
    </section>
  );
}
