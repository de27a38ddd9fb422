import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { Card, EmptyState, ErrorState, Spinner, TableWrap } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { formatDateTime } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast-store";
import { deleteArticle, deleteCategory, type HelpCategory, helpQuery } from "../api/content-api";
import { CategoryDialog } from "./CategoryDialog";
import { bySortOrder, titleFor } from "./content-helpers";

type Pending =
  | { kind: "category"; id: string; title: string }
  | { kind: "article"; id: string; title: string };

/** Help-centre categories with their articles, in the order the site shows them. */
export function HelpCentreAdmin() {
  const { t } = useTranslation(["content", "common"]);
  const brandId = useBrandId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(helpQuery(brandId));
  const language = currentLanguage();
  const [editing, setEditing] = useState<HelpCategory | "new">();
  const [deleting, setDeleting] = useState<Pending>();

  const remove = useMutation({
    mutationFn: (pending: Pending) =>
      pending.kind === "category" ? deleteCategory(brandId, pending.id) : deleteArticle(brandId, pending.id),
    onSuccess: async (_result, pending) => {
      toast(
        pending.kind === "category"
          ? t("help.categoryDeleted", { title: pending.title })
          : t("help.articleDeleted", { title: pending.title }),
      );
      setDeleting(undefined);
      await queryClient.invalidateQueries({ queryKey: queryKeys.brand(brandId).help });
    },
    onError: (error) => {
      setDeleting(undefined);
      reportFailure(error, t("help.failed"));
    },
  });

  return (
    <div className="stack stack--lg">
      <div className="row row--end">
        <Button variant="primary" icon="plus" onClick={() => setEditing("new")}>
          {t("help.newCategory")}
        </Button>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Card>
          <EmptyState title={t("help.empty")} />
        </Card>
      ) : (
        bySortOrder(query.data).map((category) => {
          const categoryTitle = titleFor(category.title, language) || t("announcements.untitled");
          return (
            <div key={category.id} className="help-category">
              <Card
                title={categoryTitle}
                className="card--flush"
                actions={
                  <>
                    <span className="muted small">{t("help.order", { order: category.sortOrder })}</span>
                    <Button
                      size="small"
                      icon="edit"
                      aria-label={t("help.editCategory", { title: categoryTitle })}
                      onClick={() => setEditing(category)}
                    >
                      {t("common:actions.edit")}
                    </Button>
                    <Button
                      size="small"
                      icon="plus"
                      aria-label={t("help.newArticleIn", { title: categoryTitle })}
                      onClick={() => navigate(`/content/help/articles/new?categoryId=${category.id}`)}
                    >
                      {t("help.newArticle")}
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      icon="trash"
                      aria-label={t("help.deleteCategory", { title: categoryTitle })}
                      onClick={() => setDeleting({ kind: "category", id: category.id, title: categoryTitle })}
                    >
                      {t("common:actions.delete")}
                    </Button>
                  </>
                }
              >
                {category.articles.length === 0 ? (
                  <EmptyState title={t("help.noArticles")} />
                ) : (
                  <TableWrap label={categoryTitle}>
                    <table className="table">
                      <thead>
                        <tr>
                          <th scope="col">{t("fields.title")}</th>
                          <th scope="col">{t("help.languages")}</th>
                          <th scope="col" className="num">
                            {t("fields.sortOrder")}
                          </th>
                          <th scope="col">{t("help.updated")}</th>
                          <th scope="col" className="actions">
                            <span className="visually-hidden">{t("announcements.actions")}</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {bySortOrder(category.articles).map((article) => {
                          const articleTitle =
                            titleFor(article.title, language) || t("announcements.untitled");
                          return (
                            <tr key={article.id}>
                              <td>
                                <Link to={`/content/help/articles/${article.id}`}>{articleTitle}</Link>
                              </td>
                              <td className="small">{Object.keys(article.title).join(", ")}</td>
                              <td className="num">{article.sortOrder}</td>
                              <td className="nowrap">{formatDateTime(article.updatedAt)}</td>
                              <td className="actions">
                                <Button
                                  size="small"
                                  variant="ghost"
                                  icon="trash"
                                  aria-label={t("help.deleteArticle", { title: articleTitle })}
                                  onClick={() =>
                                    setDeleting({ kind: "article", id: article.id, title: articleTitle })
                                  }
                                >
                                  {t("common:actions.delete")}
                                </Button>
                              </td>
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                  </TableWrap>
                )}
              </Card>
            </div>
          );
        })
      )}
      {editing && (
        <CategoryDialog
          brandId={brandId}
          category={editing === "new" ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={deleting.kind === "category" ? t("help.deleteCategoryTitle") : t("help.deleteArticleTitle")}
          confirmLabel={t("common:actions.delete")}
          busy={remove.isPending}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => remove.mutate(deleting)}
        >
          {t("help.deleteText", { title: deleting.title })}
        </ConfirmDialog>
      )}
    </div>
  );
}
