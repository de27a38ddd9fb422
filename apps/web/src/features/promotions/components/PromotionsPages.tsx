import { useTranslation } from "react-i18next";
import { EmptyPage } from "../../../components/ui/EmptyPage";

/**
 * Promotions, promotion detail and the points mall (SPEC §2). Their calls belong to the
 * promotions and points capabilities, not built yet: each shows its real empty state.
 */
export function PromotionsPage() {
  const { t } = useTranslation("promotions");
  return <EmptyPage title={t("list.title")} icon="gift" empty={t("list.empty")} text={t("list.emptyText")} />;
}

export function PromoDetailPage() {
  const { t } = useTranslation("promotions");
  return (
    <EmptyPage
      title={t("detail.title")}
      icon="gift"
      empty={t("detail.empty")}
      text={t("detail.emptyText")}
      back={{ to: "/promotions", label: t("detail.back") }}
    />
  );
}

export function PointMallPage() {
  const { t } = useTranslation("promotions");
  return (
    <EmptyPage
      title={t("pointMall.title")}
      icon="trophy"
      empty={t("pointMall.empty")}
      text={t("pointMall.emptyText")}
    />
  );
}
