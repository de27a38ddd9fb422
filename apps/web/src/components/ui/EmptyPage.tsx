import { EmptyState } from "@lotus/ui/data/states";
import { Link } from "react-router";
import { Icon, type IconName } from "./Icon";

interface EmptyPageProps {
  /** The page's own title above the state; a page that is only the state leaves it out. */
  title?: string;
  icon: IconName;
  empty: string;
  text?: string;
  /** Where the visitor goes on from here. */
  back?: { to: string; label: string; primary?: boolean };
}

/** A whole page with nothing to show (yet): never invented content, and a way back. */
export function EmptyPage({ title, icon, empty, text, back }: EmptyPageProps) {
  return (
    <main className="page" id="main">
      {title && <h1 className="page__title">{title}</h1>}
      <EmptyState
        heading
        icon={<Icon name={icon} size={32} />}
        title={empty}
        description={text}
        action={
          back && (
            <Link className={`btn ${back.primary ? "btn--primary" : "btn--secondary"}`} to={back.to}>
              {back.label}
            </Link>
          )
        }
      />
    </main>
  );
}
