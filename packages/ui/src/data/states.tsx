import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

/** One of the kit's own texts; a component, so a caller that passes its text never waits for them. */
function KitText({ name }: { name: "loading" | "noRecords" }) {
  const { t } = useTranslation("ui");
  return t(name);
}

interface SpinnerProps {
  /** What is loading, announced by screen readers; the kit's "Loading…" when left out. */
  label?: string;
  /**
   * Draws the ring alone, this many pixels wide, where it stands (in a button, on a tile, a whole
   * screen's wait); the label is then for screen readers only. Without it the spinner is a block
   * with its label shown beside the ring.
   */
  size?: number;
}

/** A busy area: the spinner and a label screen readers announce. */
export function Spinner({ label, size }: SpinnerProps) {
  const text = label ?? <KitText name="loading" />;
  if (size !== undefined) {
    return (
      <span className="spinner" role="status" style={{ width: size, height: size }}>
        <span className="visually-hidden">{text}</span>
      </span>
    );
  }
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/** Covers an area with a spinner while its data loads; what it held stays in place beneath. */
export function LoadingCover({
  label,
  loading,
  children,
}: {
  label?: string;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <div className="loading-cover" aria-busy={loading}>
      {children}
      {loading && (
        <div className="loading-cover__overlay">
          <Spinner label={label} size={28} />
        </div>
      )}
    </div>
  );
}

interface EmptyStateProps {
  /** The kit's "No records" when left out. */
  title?: string;
  /** A sentence under the title. */
  description?: string;
  /** A glyph above the title, from the app's own icon set. */
  icon?: ReactNode;
  /** The way on: a button or a link. */
  action?: ReactNode;
  /**
   * The title is the heading (h2) of a page or panel that has nothing else to show, and names the
   * section; without it the state is a line inside a list or table.
   */
  heading?: boolean;
  children?: ReactNode;
}

/** What a list or page shows when there is nothing to show: never invented content. */
export function EmptyState({ title, description, icon, action, heading = false, children }: EmptyStateProps) {
  const titleId = useId();
  const text = title ?? <KitText name="noRecords" />;
  const body = (
    <>
      {icon && <span className="empty__icon">{icon}</span>}
      {heading ? (
        <h2 id={titleId} className="empty__title">
          {text}
        </h2>
      ) : (
        <p className="empty__title">{text}</p>
      )}
      {description && <p className="empty__text">{description}</p>}
      {children && <div className="empty__body">{children}</div>}
      {action && <div className="empty__action">{action}</div>}
    </>
  );
  return heading ? (
    <section className="empty empty--page" aria-labelledby={titleId}>
      {body}
    </section>
  ) : (
    <div className="empty">{body}</div>
  );
}
