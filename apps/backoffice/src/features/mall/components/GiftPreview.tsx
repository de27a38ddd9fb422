import type { GiftKind } from "@lotus/contracts";
import { useTranslation } from "react-i18next";

/** The gift card as the site's points mall shows it (Vietnamese first, the brand's main market). */
export function GiftPreview({
  name,
  description,
  image,
  points,
  kind,
}: {
  name: string;
  description: string;
  image: string | undefined;
  points: string;
  kind: GiftKind;
}) {
  const { t } = useTranslation("mall");
  return (
    <aside className="mall-preview" aria-label={t("gifts.preview")}>
      <p className="muted small">{t("gifts.preview")}</p>
      <div className="mall-preview__card">
        <div className="mall-preview__image">
          {image ? <img src={image} alt="" /> : <span className="muted small">{t("gifts.noImage")}</span>}
        </div>
        <strong>{name || t("gifts.untitled")}</strong>
        {description && <p className="muted small mall-preview__text">{description}</p>}
        <p className="mall-preview__points">{t("gifts.pointsOf", { points: points || "0" })}</p>
        <p className="muted small">{t(`kinds.${kind}`)}</p>
      </div>
    </aside>
  );
}
