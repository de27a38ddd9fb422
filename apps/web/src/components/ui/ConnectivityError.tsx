import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

/**
 * SPEC §8 chunk and network failure: "page took longer to load" after the chunk timeout,
 * "Network link is abnormal" otherwise, always with a way to try again instead of a blank page.
 */
export function ConnectivityError({ reason, onRetry }: { reason: "timeout" | "error"; onRetry: () => void }) {
  const { t } = useTranslation("common");
  return (
    <section className="connectivity-error" role="alert">
      <span className="connectivity-error__icon">
        <Icon name="warning" size={32} />
      </span>
      <p className="connectivity-error__text">
        {reason === "timeout" ? t("errors.chunkTimeout") : t("errors.network")}
      </p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {t("actions.retry")}
      </button>
    </section>
  );
}
