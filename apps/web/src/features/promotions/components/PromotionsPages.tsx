import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/EmptyState";

/**
 * Promotions, promotion detail and the points mall (SPEC §2). Their calls belong to the
 * promotions and points capabilities, not built yet: each shows its real empty state.
 */
export function PromotionsPage() {
  const { t } = useTranslation("promotions");
  return (
    <main className="page" id="main">
      <h1 className="page__title">{t("list.title")}</h1>
      <EmptyState icon="gift" title={t("list.empty")} description={t("list.emptyText")} />
    </main>
  );
}

export function PromoDetailPage() {
  const { t } = useTranslation("promotions");
  return (
    <main className="page" id="main">
      <h1 className="page__title">{t("detail.title")}</h1>
      <EmptyState
        icon="gift"
        title={t("detail.empty")}
        description={t("detail.emptyText")}
        action={
          <Link className="btn btn--secondary" to="/promotions">
            {t("detail.back")}
          </Link>
        }
      />
    </main>
  );
}

export function PointMallPage() {
  const { t } = useTranslation("promotions");
  return (
    <main className="page" id="main">
      <h1 className="page__title">{t("pointMall.title")}</h1>
      <EmptyState icon="trophy" title={t("pointMall.empty")} description={t("pointMall.emptyText")} />
    </main>
  );
}
