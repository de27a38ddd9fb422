import { useTranslation } from "react-i18next";
import { Spinner } from "../components/ui/Spinner";

/** Full-page wait while the site's start-up calls answer. */
export function Splash() {
  const { t } = useTranslation("common");
  return (
    <div className="splash">
      <Spinner label={t("status.loading")} size={40} />
    </div>
  );
}
