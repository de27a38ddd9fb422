import { Button } from "@lotus/ui/primitives/Button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client";
import { Icon } from "./Icon";

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t("states.loading")}</span>
    </div>
  );
}

/** What a list shows when there is nothing to list. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <p className="empty__title">{title}</p>
      {children && <div className="empty__body">{children}</div>}
    </div>
  );
}

/** The text to show for any failure: the server's translated message, else a generic one. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof ApiError) {
      if (error.fromServer && error.message) return error.message;
      if (error.code === "network.error") return t("errors.network");
    }
    return t("errors.unknown");
  };
}

/** A query that failed: its message and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText()(error);
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  return (
    <div className="alert alert--error error-state" role="alert">
      <Icon name="warning" />
      <div>
        <p>{text}</p>
        {requestId && <p className="muted small">{t("errors.requestId", { id: requestId })}</p>}
      </div>
      {onRetry && (
        <Button size="small" icon={<Icon name="refresh" />} onClick={onRetry}>
          {t("actions.retry")}
        </Button>
      )}
    </div>
  );
}

export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div>
        {back}
        <h1 className="page-header__title">{title}</h1>
        {description && <p className="page-header__description">{description}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}

export function Card({
  title,
  actions,
  children,
  className,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card${className ? ` ${className}` : ""}`}>
      {(title || actions) && (
        <header className="card__header">
          {title && <h2 className="card__title">{title}</h2>}
          {actions && <div className="card__actions">{actions}</div>}
        </header>
      )}
      <div className="card__body">{children}</div>
    </section>
  );
}

/** Horizontal scrolling for wide tables on tablets; the caption names the table. */
export function TableWrap({ children, label }: { children: ReactNode; label: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** Reloads a query by hand; spins while it is fetching. */
export function RefreshButton({ query }: { query: { isFetching: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      icon={<Icon name="refresh" />}
      busy={query.isFetching}
      onClick={() => void query.refetch()}
    >
      {t("actions.refresh")}
    </Button>
  );
}
