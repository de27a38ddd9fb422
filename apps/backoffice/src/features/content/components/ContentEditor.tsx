import { LANGUAGE_NAMES, type Language } from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { TextField, type TextFieldProps } from "@lotus/ui/primitives/Field";
import { type ReactNode, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { Card } from "../../../components/ui/States";
import { PreviewLanguage } from "./Previews";

/**
 * The page of a content editor: the fields in a card, the form's errors, Cancel and Save (or
 * Create), and beside them the live preview in the language picked.
 */
export function ContentEditor<Values extends FieldValues, Body>({
  form,
  mutation,
  isNew,
  cancelTo,
  languages,
  preview,
  children,
}: {
  form: UseFormReturn<Values, unknown, Body>;
  /** Sends the checked body (create or update). */
  mutation: { mutate: (body: Body) => void; isPending: boolean };
  isNew: boolean;
  /** Where Cancel leads: the list the item belongs to. */
  cancelTo: string;
  /** The languages the item has texts in, offered by the preview. */
  languages: readonly Language[];
  preview: (language: Language) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(["content", "common"]);
  const navigate = useNavigate();
  const [previewLanguage, setPreviewLanguage] = useState<Language>("EN");
  const busy = mutation.isPending;
  const errors = form.formState.errors;
  // A text in a language panel is named after its language in the error list.
  const contentLabel = (path: string) => {
    const [head, language] = path.split(".");
    return head === "content" && language && language in LANGUAGE_NAMES
      ? t("editor.contentIn", { language: LANGUAGE_NAMES[language as Language] })
      : undefined;
  };
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))} className="editor-layout">
      <div className="stack stack--lg">
        <Card>
          <fieldset className="plain-fieldset stack stack--lg" disabled={busy}>
            {children}
          </fieldset>
        </Card>
        <ErrorSummary errors={errors} label={contentLabel} />
        <div className="form-actions">
          <Button variant="ghost" onClick={() => navigate(cancelTo)}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {isNew ? t("common:actions.create") : t("common:actions.save")}
          </Button>
        </div>
      </div>
      <aside className="editor-layout__preview">
        <Card
          title={t("preview.title")}
          actions={
            <PreviewLanguage languages={languages} value={previewLanguage} onChange={setPreviewLanguage} />
          }
        >
          {preview(previewLanguage)}
        </Card>
      </aside>
    </form>
  );
}

/** Where an item stands in its list (lower first). */
export function SortOrderField(props: Omit<TextFieldProps, "label" | "type" | "step" | "min" | "max">) {
  const { t } = useTranslation("content");
  return (
    <TextField label={t("fields.sortOrder")} type="number" step={1} min={-10000} max={10000} {...props} />
  );
}
