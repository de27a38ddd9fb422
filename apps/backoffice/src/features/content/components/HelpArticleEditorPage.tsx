import "./content.css";
import { helpArticleCreateCall, type Language, type LocalizedText } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { EmptyState, Spinner } from "@lotus/ui/data/states";
import { SelectField } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { currentLanguage } from "../../../lib/i18n";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { useContractResolver } from "../../../lib/use-validation";
import {
  type ArticleBody,
  createArticle,
  type HelpCategory,
  helpQuery,
  updateArticle,
} from "../api/content-api";
import { ContentEditor, SortOrderField } from "./ContentEditor";
import { bySortOrder, cleanTexts, languagesOf, titleFor } from "./content-helpers";
import { LocalizedFields } from "./LocalizedFields";
import { ArticlePreview } from "./Previews";

type Article = HelpCategory["articles"][number];

interface ArticleValues {
  categoryId: string;
  title: LocalizedText;
  content: LocalizedText;
  sortOrder: number;
}

export default function HelpArticleEditorPage() {
  const { articleId = "new" } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation(["content", "common"]);
  const brandId = useBrandId();
  const query = useQuery(helpQuery(brandId));
  const creating = articleId === "new";
  const located = query.data
    ?.flatMap((category) => category.articles.map((article) => ({ article, categoryId: category.id })))
    .find((entry) => entry.article.id === articleId);
  const back = (
    <Link to="/content?tab=help" className="back-link">
      <Icon name="chevronLeft" size={14} />
      {t("tabs.help")}
    </Link>
  );
  const heading = creating
    ? t("editor.newArticle")
    : located
      ? titleFor(located.article.title, currentLanguage()) || t("editor.editArticle")
      : t("editor.editArticle");
  return (
    <>
      <PageHeader title={heading} back={back} />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t("help.needCategory")} />
      ) : creating ? (
        <ArticleForm
          brandId={brandId}
          categories={query.data}
          categoryId={params.get("categoryId") ?? query.data[0]?.id ?? ""}
        />
      ) : located ? (
        <ArticleForm
          key={located.article.id}
          brandId={brandId}
          categories={query.data}
          categoryId={located.categoryId}
          article={located.article}
        />
      ) : (
        <EmptyState title={t("editor.notFound")} />
      )}
    </>
  );
}

function ArticleForm({
  brandId,
  categories,
  categoryId,
  article,
}: {
  brandId: string;
  categories: HelpCategory[];
  categoryId: string;
  article?: Article;
}) {
  const { t } = useTranslation(["content", "common"]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const initialLanguages = languagesOf(article?.title ?? {}, article?.content ?? {});
  const [languages, setLanguages] = useState<Language[]>(initialLanguages);
  const resolver = useContractResolver<ArticleValues, ArticleBody>(
    helpArticleCreateCall.body,
    (output) => (output.title.EN?.trim() ? {} : { "title.EN": t("editor.titleEnRequired") }),
    (values) => ({
      categoryId: values.categoryId,
      ...cleanTexts(values.title, values.content),
      sortOrder: values.sortOrder,
    }),
  );
  const form = useForm<ArticleValues, unknown, ArticleBody>({
    resolver,
    defaultValues: {
      categoryId,
      title: { EN: "", VI: "", ...article?.title },
      content: { EN: "", VI: "", ...article?.content },
      sortOrder: article?.sortOrder ?? 0,
    },
  });
  const mutation = useMutation({
    mutationFn: (body: ArticleBody) =>
      article ? updateArticle(brandId, article.id, body) : createArticle(brandId, body),
    onSuccess: async (_saved, body) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.brand(brandId).help });
      const name = titleFor(body.title, language);
      toast(article ? t("help.articleSaved", { title: name }) : t("help.articleCreated", { title: name }));
      if (article) form.reset(form.getValues());
      else navigate("/content?tab=help", { replace: true });
    },
    onError: (error) => reportFailure(error, t("help.failed"), form.setError),
  });
  const values = form.watch();
  const errors = form.formState.errors;
  return (
    <ContentEditor
      form={form}
      mutation={mutation}
      isNew={!article}
      cancelTo="/content?tab=help"
      languages={languages}
      preview={(language) => (
        <ArticlePreview title={values.title} content={values.content} language={language} />
      )}
    >
      <div className="grid-2">
        <SelectField
          label={t("fields.category")}
          error={errors.categoryId?.message}
          {...form.register("categoryId")}
        >
          {bySortOrder(categories).map((category) => (
            <option key={category.id} value={category.id}>
              {titleFor(category.title, language) || category.id}
            </option>
          ))}
        </SelectField>
        <SortOrderField
          error={errors.sortOrder?.message}
          {...form.register("sortOrder", { valueAsNumber: true })}
        />
      </div>
      <LocalizedFields
        form={form}
        initialLanguages={initialLanguages}
        withContent
        onLanguagesChange={setLanguages}
      />
    </ContentEditor>
  );
}
