import { type Language, pickText } from "@lotus/contracts";
import { formatDateTime } from "@lotus/ui/format/format";
import { useTranslation } from "react-i18next";
import { RichText } from "../../../components/ui/RichText";
import type { EditorValues } from "./editor-values";

/** How the site's /promoDetail page shows the promotion, in one language. */
export function PromotionPreview({
  values,
  type,
  language,
}: {
  values: EditorValues;
  type: string;
  language: Language;
}) {
  const { t } = useTranslation("promotions");
  const title = pickText(values.title, language);
  return (
    <article className="promo-preview">
      {values.bannerUrl ? (
        <img className="promo-preview__banner" src={values.bannerUrl} alt="" />
      ) : (
        <div className="promo-preview__banner promo-preview__banner--empty">{t("preview.noBanner")}</div>
      )}
      <h2 className="promo-preview__title">{title || t("preview.untitled")}</h2>
      <p className="muted small">
        {t(`types.${type}` as "types.checkin")} · {formatDateTime(values.startsAt)}
        {values.endsAt ? ` – ${formatDateTime(values.endsAt)}` : ""}
      </p>
      {pickText(values.summary, language) && <p>{pickText(values.summary, language)}</p>}
      <p className="promo-preview__action">{t(`preview.actions.${values.joinMode}`)}</p>
      <RichText html={pickText(values.body, language)} />
    </article>
  );
}
