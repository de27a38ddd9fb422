import type { ReactNode } from "react";

/** The opening band of an information page: its title, the lead sentence and what to do next. */
export function PageHero({ title, lead, actions }: { title: string; lead: string; actions: ReactNode }) {
  return (
    <section className="page-hero">
      <h1 className="page__title page-hero__title">{title}</h1>
      <p className="page-hero__lead">{lead}</p>
      <div className="page-hero__actions">{actions}</div>
    </section>
  );
}
