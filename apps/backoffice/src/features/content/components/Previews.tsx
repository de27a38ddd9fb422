import { LANGUAGE_NAMES, type Language, type LocalizedText, pickText } from "@lotus/contracts";
import { formatDateTime } from "@lotus/ui/format/format";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { RichText } from "../../../components/ui/RichText";

export function PreviewLanguage({
  languages,
  value,
  onChange,
}: {
  languages: readonly Language[];
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation(["content", "common"]);
  const id = useId();
  return (
    <div className="row">
      <label htmlFor={id} className="small muted">
        {t("preview.language")}
      </label>
      <select
        id={id}
        className="input select input--small preview-language"
        value={value}
        onChange={(event) => onChange(event.target.value as Language)}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An announcement as the site's notice list shows it: title, time, image, rich text. */
export function NoticePreview({
  title,
  content,
  imageUrl,
  linkUrl,
  time,
  language,
}: {
  title: LocalizedText;
  content: LocalizedText;
  imageUrl: string;
  linkUrl: string;
  time: number | null;
  language: Language;
}) {
  const { t } = useTranslation(["content", "common"]);
  const heading = pickText(title, language);
  return (
    <article className="site-preview notice-preview" aria-label={t("preview.label")}>
      {imageUrl && <img className="notice-preview__image" src={imageUrl} alt="" />}
      <header className="notice-preview__header">
        <h3 className="notice-preview__title">
          {heading || <span className="muted">{t("preview.noTitle")}</span>}
        </h3>
        {time !== null && <time className="notice-preview__time">{formatDateTime(time)}</time>}
      </header>
      <RichText html={pickText(content, language)} className="notice-preview__body" />
      {linkUrl && (
        <p className="small">
          <a href={linkUrl} target="_blank" rel="noopener noreferrer">
            {linkUrl}
          </a>
        </p>
      )}
    </article>
  );
}

/** A help article as the help centre shows it. */
export function ArticlePreview({
  title,
  content,
  language,
}: {
  title: LocalizedText;
  content: LocalizedText;
  language: Language;
}) {
  const { t } = useTranslation(["content", "common"]);
  const heading = pickText(title, language);
  return (
    <article className="site-preview" aria-label={t("preview.label")}>
      <h3 className="notice-preview__title">
        {heading || <span className="muted">{t("preview.noTitle")}</span>}
      </h3>
      <RichText html={pickText(content, language)} className="notice-preview__body" />
    </article>
  );
}
