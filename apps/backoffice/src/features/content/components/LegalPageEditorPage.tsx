import "./content.css";
import {
  type Language,
  LEGAL_KINDS,
  type LegalKind,
  type LocalizedText,
  legalAdminUpdateCall,
} from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { EmptyState, Spinner } from "@lotus/ui/data/states";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { useContractResolver } from "../../../lib/use-validation";
import { type LegalBody, type LegalPage, legalQuery, saveLegalPage } from "../api/content-api";
import { ContentEditor } from "./ContentEditor";
import { cleanTexts, languagesOf } from "./content-helpers";
import { LocalizedFields } from "./LocalizedFields";
import { ArticlePreview } from "./Previews";

interface LegalValues {
  title: LocalizedText;
  content: LocalizedText;
}

const isLegalKind = (value: string | undefined): value is LegalKind =>
  (LEGAL_KINDS as readonly string[]).includes(value ?? "");

/** The user agreement or the privacy policy, per language, edited and previewed like a help article. */
export default function LegalPageEditorPage() {
  const { legalKind } = useParams();
  const { t } = useTranslation(["content", "common"]);
  const brandId = useBrandId();
  const query = useQuery(legalQuery(brandId));
  const page = isLegalKind(legalKind) ? query.data?.find((entry) => entry.kind === legalKind) : undefined;
  const back = (
    <Link to="/content?tab=legal" className="back-link">
      <Icon name="chevronLeft" size={14} />
      {t("tabs.legal")}
    </Link>
  );
  return (
    <>
      <PageHeader
        title={isLegalKind(legalKind) ? t(`legal.kinds.${legalKind}`) : t("tabs.legal")}
        back={back}
      />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : page ? (
        <LegalForm key={page.kind} brandId={brandId} page={page} />
      ) : (
        <EmptyState title={t("editor.notFound")} />
      )}
    </>
  );
}

function LegalForm({ brandId, page }: { brandId: string; page: LegalPage }) {
  const { t } = useTranslation(["content", "common"]);
  const queryClient = useQueryClient();
  const initialLanguages = languagesOf(page.title, page.content);
  const [languages, setLanguages] = useState<Language[]>(initialLanguages);
  const resolver = useContractResolver<LegalValues, LegalBody>(
    legalAdminUpdateCall.body,
    (output) => (output.title.EN?.trim() ? {} : { "title.EN": t("editor.titleEnRequired") }),
    (values) => cleanTexts(values.title, values.content),
  );
  const form = useForm<LegalValues, unknown, LegalBody>({
    resolver,
    defaultValues: {
      title: { EN: "", VI: "", ...page.title },
      content: { EN: "", VI: "", ...page.content },
    },
  });
  const mutation = useMutation({
    mutationFn: (body: LegalBody) => saveLegalPage(brandId, page.kind, body),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.brand(brandId).legal });
      toast(t("legal.saved", { page: t(`legal.kinds.${saved.kind}`) }));
      form.reset(form.getValues());
    },
    onError: (error) => reportFailure(error, t("legal.failed"), form.setError),
  });
  const values = form.watch();
  return (
    <ContentEditor
      form={form}
      mutation={mutation}
      isNew={false}
      cancelTo="/content?tab=legal"
      languages={languages}
      preview={(language) => (
        <ArticlePreview title={values.title} content={values.content} language={language} />
      )}
    >
      <p className="muted small">{t("legal.editorHint")}</p>
      <LocalizedFields
        form={form}
        initialLanguages={initialLanguages}
        withContent
        onLanguagesChange={setLanguages}
      />
    </ContentEditor>
  );
}
