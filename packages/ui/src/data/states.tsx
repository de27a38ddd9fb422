import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A busy area: the spinner and a label screen readers announce. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation("ui");
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t("loading")}</span>
    </div>
  );
}

/** What a list shows when there is nothing to list: never invented content. */
export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation("ui");
  return (
    <div className="empty">
      <p className="empty__title">{title ?? t("noRecords")}</p>
      {children && <div className="empty__body">{children}</div>}
    </div>
  );
}
