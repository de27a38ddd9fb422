import { useTranslation } from "react-i18next";
import { paginatorItems } from "../../lib/pagination";
import { Icon } from "./Icon";

interface PaginatorProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

export function Paginator({ page, pages, onChange }: PaginatorProps) {
  const { t } = useTranslation("common");
  if (pages <= 1) return null;
  return (
    <nav className="paginator" aria-label={t("pagination.label")}>
      <button
        type="button"
        className="paginator__item"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t("pagination.previous")}
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      {paginatorItems(page, pages).map((item) =>
        item.kind === "gap" ? (
          <span key={`gap-${item.after}`} className="paginator__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className="paginator__item"
            aria-current={item.current ? "page" : undefined}
            aria-label={t("pagination.page", { page: item.page })}
            onClick={() => onChange(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className="paginator__item"
        onClick={() => onChange(page + 1)}
        disabled={page >= pages}
        aria-label={t("pagination.next")}
      >
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
