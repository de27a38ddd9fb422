import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { errorText } from "../../../lib/error-text";

/** A list that failed to load: the server's message (or the network text) with a retry. */
export function QueryProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("common");
  return (
    <div className="games-problem" role="alert">
      <Icon name="warning" size={20} />
      <p>{errorText(error)}</p>
      <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
        {t("actions.retry")}
      </button>
    </div>
  );
}
