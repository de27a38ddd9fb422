import { FilterBar } from "@lotus/ui/data/FilterBar";
import type { FilterField } from "@lotus/ui/data/filters";
import type { FilterState } from "@lotus/ui/data/use-filters";
import type { ReactNode } from "react";
import { Card } from "./States";

/** A list screen's body: the filters in one card, the list (edge to edge) in the next. */
export function FilteredList({
  fields,
  filters,
  note,
  intro,
  children,
}: {
  fields: readonly FilterField[];
  filters: FilterState;
  /** Under the filters (what they cannot reach). */
  note?: ReactNode;
  /** Above the filters (how the list works). */
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="stack stack--lg">
      {intro}
      <Card>
        <FilterBar fields={fields} state={filters} />
        {note}
      </Card>
      <Card className="card--flush">{children}</Card>
    </div>
  );
}
