import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { NOTICES_PER_PAGE } from "../../../lib/constants";
import { useHomeNotices } from "../hooks/use-notices";
import "./notices.css";

/** Scrolling line of the latest player notices; each leads to /noticePage. Hidden when there are none. */
export function NoticeMarquee() {
  const { t } = useTranslation("notices");
  const notices = useHomeNotices("player", NOTICES_PER_PAGE);
  const list = notices.data?.list ?? [];
  // Its line is kept while the notices load, so the games below do not jump when it fills.
  if (notices.isPending) return <div className="marquee marquee--placeholder" aria-hidden="true" />;
  if (list.length === 0) return null;
  return (
    <section className="marquee" aria-label={t("marquee.label")}>
      <span className="marquee__icon">
        <Icon name="megaphone" size={18} />
      </span>
      <div className="marquee__viewport">
        <ul className="marquee__track">
          {list.map((notice) => (
            <li key={notice.id}>
              <Link to="/noticePage">{notice.title}</Link>
            </li>
          ))}
        </ul>
      </div>
      <Link to="/noticePage" className="marquee__more">
        {t("marquee.all")}
      </Link>
    </section>
  );
}
