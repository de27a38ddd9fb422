import { EmptyState, LoadingCover } from "@lotus/ui/data/states";
import { formatDateTime } from "@lotus/ui/format/format";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ConnectivityError } from "../../../components/ui/ConnectivityError";
import { RichText } from "../../../components/ui/RichText";
import { fromLng } from "../../../lib/language";
import { useWhitelabel } from "../../../lib/queries";
import { helpCenterQuery } from "../api/help-api";
import "./help.css";
import { Icon } from "../../../components/ui/Icon";

/**
 * Help centre (/help, and bare for in-app use at /helpmc): categories with their articles; the
 * chosen article is kept in the URL (?category=&article=) so it can be linked.
 */
export function HelpCentre({ bare = false }: { bare?: boolean }) {
  const { t, i18n } = useTranslation(["help", "common"]);
  const { timeZone } = useWhitelabel();
  const [params, setParams] = useSearchParams();
  const help = useQuery(helpCenterQuery(fromLng(i18n.language)));
  const categories = help.data ?? [];
  const category = categories.find((entry) => entry.id === params.get("category")) ?? categories[0];
  const article =
    category?.articles.find((entry) => entry.id === params.get("article")) ?? category?.articles[0];

  return (
    <main className={`page help${bare ? " help--bare" : ""}`} id="main">
      <h1 className="page__title">{t("help:title")}</h1>
      {help.isError ? (
        <ConnectivityError reason="error" onRetry={() => void help.refetch()} />
      ) : (
        <LoadingCover label={t("common:status.loading")} loading={help.isPending}>
          {!help.isPending && categories.length === 0 ? (
            <EmptyState
              heading
              icon={<Icon name="help" size={32} />}
              title={t("help:empty")}
              description={t("help:emptyText")}
            />
          ) : (
            <div className="help__layout">
              <nav className="help__nav" aria-label={t("help:categories")}>
                {categories.map((entry) => (
                  <section key={entry.id} className="help__category">
                    <h2 className="help__category-title">{entry.title}</h2>
                    <ul>
                      {entry.articles.map((item) => (
                        <li key={item.id}>
                          <button
                            type="button"
                            className="help__article-link"
                            aria-current={item.id === article?.id ? "true" : undefined}
                            onClick={() => setParams({ category: entry.id, article: item.id })}
                          >
                            {item.title}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </nav>
              <article className="help__article card">
                {article ? (
                  <>
                    <h2 className="help__article-title">{article.title}</h2>
                    <p className="help__article-time">
                      {t("help:updated", { time: formatDateTime(article.updatedAt, timeZone) })}
                    </p>
                    <RichText html={article.content} />
                  </>
                ) : (
                  <EmptyState heading icon={<Icon name="help" size={32} />} title={t("help:noArticles")} />
                )}
              </article>
            </div>
          )}
        </LoadingCover>
      )}
    </main>
  );
}
