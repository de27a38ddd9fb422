import { useTranslation } from "react-i18next";
import { EmptyPage } from "../../../components/ui/EmptyPage";

export function NotFoundPage() {
  const { t } = useTranslation("site");
  return (
    <EmptyPage
      icon="search"
      empty={t("notFound.title")}
      text={t("notFound.text")}
      back={{ to: "/", label: t("notFound.home"), primary: true }}
    />
  );
}
