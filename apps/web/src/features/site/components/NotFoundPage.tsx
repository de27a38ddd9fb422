import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/EmptyState";

export function NotFoundPage() {
  const { t } = useTranslation("site");
  return (
    <main className="page" id="main">
      <EmptyState
        icon="search"
        title={t("notFound.title")}
        description={t("notFound.text")}
        action={
          <Link className="btn btn--primary" to="/">
            {t("notFound.home")}
          </Link>
        }
      />
    </main>
  );
}
