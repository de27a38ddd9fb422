import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { currentLanguage } from "../../../lib/i18n";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { deleteArticle, deleteCategory, type HelpCategory, helpQuery } from "../api/content-api";
import { CategoryDialog } from "./CategoryDialog";
import { bySortOrder, titleFor } from "./content-helpers";

type HelpArticle = HelpCategory["articles"][number];

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
  const titleOf = (article: HelpArticle) => titleFor(article.title, language) || t("announcements.untitled");
  const columns: DataColumn<HelpArticle>[] = [
    {
      id: "title",
      header: t("fields.title"),
      primary: true,
      cell: (article) => <Link to={`/content/help/articles/${article.id}`}>{titleOf(article)}</Link>,
    },
    {
      id: "languages",
      header: t("help.languages"),
      className: "small",
      cell: (article) => Object.keys(article.title).join(", "),
    },
    { id: "sortOrder", header: t("fields.sortOrder"), numeric: true, cell: (article) => article.sortOrder },
    {
      id: "updated",
      header: t("help.updated"),
      className: "nowrap",
      cell: (article) => <DateTime at={article.updatedAt} />,
    },
  ];
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
        <Button variant="primary" icon={<Icon name="plus" />} onClick={() => setEditing("new")}>
          {t("help.newCategory")}
        </Button>
      </div>
      <QueryView
        query={query}
        empty={
          <Card>
            <EmptyState title={t("help.empty")} />
          </Card>
        }
      >
        {(categories) =>
          bySortOrder(categories).map((category) => {
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
                        icon={<Icon name="edit" />}
                        aria-label={t("help.editCategory", { title: categoryTitle })}
                        onClick={() => setEditing(category)}
                      >
                        {t("common:actions.edit")}
                      </Button>
                      <Button
                        size="small"
                        icon={<Icon name="plus" />}
                        aria-label={t("help.newArticleIn", { title: categoryTitle })}
                        onClick={() => navigate(`/content/help/articles/new?categoryId=${category.id}`)}
                      >
                        {t("help.newArticle")}
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        icon={<Icon name="trash" />}
                        aria-label={t("help.deleteCategory", { title: categoryTitle })}
                        onClick={() =>
                          setDeleting({ kind: "category", id: category.id, title: categoryTitle })
                        }
                      >
                        {t("common:actions.delete")}
                      </Button>
                    </>
                  }
                >
                  {category.articles.length === 0 ? (
                    <EmptyState title={t("help.noArticles")} />
                  ) : (
                    <DataTable
                      label={categoryTitle}
                      columns={columns}
                      rows={bySortOrder(category.articles)}
                      rowKey={(article) => article.id}
                      rowActions={(article) => {
                        const articleTitle = titleOf(article);
                        return (
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
                        );
                      }}
                    />
                  )}
                </Card>
              </div>
            );
          })
        }
      </QueryView>
      {editing && (
        <CategoryDialog
          brandId={brandId}
          category={editing === "new" ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          tone="danger"
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
