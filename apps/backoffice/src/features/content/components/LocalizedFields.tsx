import { LANGUAGE_NAMES, type Language, type LocalizedText } from "@lotus/contracts";
import { TextField } from "@lotus/ui/primitives/Field";
import { useState } from "react";
import { Controller, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LanguagePanels } from "../../../components/ui/LanguagePanels";
import { RichTextEditor } from "../../../components/ui/RichTextEditor";

export interface LocalizedValues {
  title: LocalizedText;
  content?: LocalizedText;
}

/** Title (and rich-text content) per language; EN and VI always, more addable. */
export function LocalizedFields<T extends LocalizedValues, O>({
  form,
  initialLanguages,
  withContent,
  onLanguagesChange,
}: {
  form: UseFormReturn<T, unknown, O>;
  initialLanguages: Language[];
  withContent: boolean;
  onLanguagesChange?: (languages: Language[]) => void;
}) {
  const { t } = useTranslation(["content", "common"]);
  const typed = form as unknown as UseFormReturn<{ title: LocalizedText; content: LocalizedText }>;
  const [languages, setLanguages] = useState<Language[]>(initialLanguages);
  const errors = typed.formState.errors as FieldErrors<{ title: LocalizedText; content: LocalizedText }>;
  const alerts = languages.filter((language) => errors.title?.[language] || errors.content?.[language]);
  const change = (next: Language[]) => {
    setLanguages(next);
    onLanguagesChange?.(next);
  };
  return (
    <LanguagePanels
      label={t("editor.languages")}
      languages={languages}
      alerts={alerts}
      onAdd={(language) => {
        change([...languages, language]);
        typed.setValue(`title.${language}`, "", { shouldDirty: true });
        if (withContent) typed.setValue(`content.${language}`, "", { shouldDirty: true });
      }}
      onRemove={(language) => {
        change(languages.filter((entry) => entry !== language));
        const { [language]: _title, ...titles } = typed.getValues("title");
        typed.setValue("title", titles, { shouldDirty: true });
        if (withContent) {
          const { [language]: _content, ...contents } = typed.getValues("content");
          typed.setValue("content", contents, { shouldDirty: true });
        }
      }}
      render={(language) => {
        const name = LANGUAGE_NAMES[language];
        return (
          <>
            <TextField
              label={t("editor.titleIn", { language: name })}
              maxLength={300}
              error={errors.title?.[language]?.message}
              {...typed.register(`title.${language}`)}
            />
            {withContent && (
              <Controller
                control={typed.control}
                name={`content.${language}`}
                render={({ field }) => (
                  <RichTextEditor
                    label={t("editor.contentIn", { language: name })}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.content?.[language]?.message}
                  />
                )}
              />
            )}
          </>
        );
      }}
    />
  );
}
