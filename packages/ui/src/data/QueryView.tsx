import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorView } from "./error-text";
import { EmptyState, Spinner } from "./states";

/** The part of a TanStack Query result QueryView needs (useQuery's result fits). */
export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: QueryState<T>;
  children: (data: T) => ReactNode;
  /** When the data counts as "nothing to show"; arrays are empty when they have no items. */
  isEmpty?: (data: T) => boolean;
  /** What to show when empty; the kit's "No records" otherwise. */
  empty?: ReactNode;
  loadingLabel?: string;
}

/** The text to show for any failure: the server's translated message, else the kit's generic one. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation("ui");
  return (error) => {
    const { message } = errorView(error);
    return "text" in message ? message.text : t(message.key);
  };
}

/** A failed request: its translated message, the request id for support, and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation("ui");
  const text = useErrorText()(error);
  const view = errorView(error);
  return (
    <div className="alert alert--error error-state" role="alert">
      <div>
        <p>{text}</p>
        {view.requestId && <p className="muted small">{t("errors.requestId", { id: view.requestId })}</p>}
      </div>
      {onRetry && (
        <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
          {t("retry")}
        </button>
      )}
    </div>
  );
}

const arrayIsEmpty = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Loading, error (with retry), empty or the data: the four states of every query. */
export function QueryView<T>({ query, children, isEmpty, empty, loadingLabel }: QueryViewProps<T>) {
  // Data already on screen stays while a refetch runs or fails quietly in the background.
  if (query.data !== undefined) {
    const nothing = isEmpty ? isEmpty(query.data) : arrayIsEmpty(query.data);
    return <>{nothing ? (empty ?? <EmptyState />) : children(query.data)}</>;
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <Spinner label={loadingLabel} />;
}
