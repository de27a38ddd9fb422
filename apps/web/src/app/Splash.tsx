import { Spinner } from "@lotus/ui/data/states";
import { useTranslation } from "react-i18next";

/** Full-page wait while the site's start-up calls answer. */
export function Splash() {
  const { t } = useTranslation("common");
  return (
    <div className="splash">
      <Spinner label={t("status.loading")} size={40} />
    </div>
  );
}
