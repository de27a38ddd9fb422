import type { ReactNode } from "react";
import { Icon, type IconName } from "../../../components/ui/Icon";

/** A whole-site block (SPEC §4): the only thing shown, a card with why and what the visitor can do. */
export function BlockedPage({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <main className="blocked-page">
      <div className="blocked-page__card card">
        <span className="blocked-page__icon">
          <Icon name={icon} size={40} />
        </span>
        <h1 className="blocked-page__title">{title}</h1>
        <p className="blocked-page__text">{text}</p>
        {children}
      </div>
    </main>
  );
}
