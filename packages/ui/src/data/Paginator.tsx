import { useTranslation } from "react-i18next";
import { formatCount } from "../format/format";
import { pageCount, paginatorItems, rowRange } from "./pagination";

export interface PaginatorProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}

function Chevron({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg className="paginator__chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={direction === "previous" ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** "Showing 21–40 of 134" and the page buttons of SPEC §9 (range 3, margin 1). */
export function Paginator({ page, pageSize, total, onPage, label }: PaginatorProps) {
  const { t } = useTranslation("ui");
  const pages = pageCount(total, pageSize);
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
      {pages > 1 && (
        <ul className="paginator__pages">
          <li>
            <button
              type="button"
              className="icon-btn"
              aria-label={t("pagination.previous")}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              <Chevron direction="previous" />
            </button>
          </li>
          {paginatorItems(page, pages).map((item) =>
            item.kind === "page" ? (
              <li key={item.page}>
                <button
                  type="button"
                  className={`paginator__page${item.current ? " paginator__page--current" : ""}`}
                  aria-current={item.current ? "page" : undefined}
                  aria-label={t("pagination.page", { page: item.page })}
                  onClick={() => onPage(item.page)}
                >
                  {item.page}
                </button>
              </li>
            ) : (
              <li key={`gap-${item.after}`} className="paginator__gap" aria-hidden="true">
                …
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className="icon-btn"
              aria-label={t("pagination.next")}
              disabled={page >= pages}
              onClick={() => onPage(page + 1)}
            >
              <Chevron direction="next" />
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
