import { useTranslation } from "react-i18next";
import { formatCount } from "../../lib/format";
import { pageCount, pageItems, rowRange } from "../../lib/pagination";
import { Icon } from "./Icon";

export interface PaginatorProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}

export function Paginator({ page, pageSize, total, onPage, label }: PaginatorProps) {
  const { t } = useTranslation();
  const count = pageCount(total, pageSize);
  const { first, last } = rowRange(page, pageSize, total);
  return (
    <nav className="paginator" aria-label={label ?? t("pagination.label")}>
      <p className="paginator__summary">
        {t("pagination.summary", {
          first: formatCount(first),
          last: formatCount(last),
          total: formatCount(total),
        })}
      </p>
      {count > 1 && (
        <ul className="paginator__pages">
          <li>
            <button
              type="button"
              className="icon-btn"
              aria-label={t("pagination.previous")}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              <Icon name="chevronLeft" />
            </button>
          </li>
          {pageItems(page, count).map((item) =>
            typeof item === "number" ? (
              <li key={item}>
                <button
                  type="button"
                  className={`paginator__page${item === page ? " paginator__page--current" : ""}`}
                  aria-current={item === page ? "page" : undefined}
                  aria-label={t("pagination.page", { page: item })}
                  onClick={() => onPage(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} className="paginator__gap" aria-hidden="true">
                …
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className="icon-btn"
              aria-label={t("pagination.next")}
              disabled={page >= count}
              onClick={() => onPage(page + 1)}
            >
              <Icon name="chevronRight" />
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
