import type { ReactNode } from "react";
import { Button, type ButtonProps } from "../primitives/Button";

/** One button a row may carry: shown only where the row's state allows it. */
export interface RowAction<Row> {
  /** Tells the row's buttons apart. */
  id: string;
  label: string;
  variant?: ButtonProps["variant"];
  icon?: ReactNode;
  /** The button's name with the row in it, so the buttons of many rows are told apart. */
  name?: (row: Row) => string;
  /** Whether the row offers the action at all; always when left out. */
  when?: (row: Row) => boolean;
  /** Why the action is there but not allowed (the button's title); allowed when it gives nothing. */
  blocked?: (row: Row) => string | undefined;
}

/** The small buttons at the end of a DataTable row; nothing when the row offers none. */
export function RowActions<Row, Action extends RowAction<Row>>({
  row,
  actions,
  onAction,
}: {
  row: Row;
  actions: readonly Action[];
  onAction: (action: Action, row: Row) => void;
}) {
  const offered = actions.filter((action) => action.when?.(row) ?? true);
  if (offered.length === 0) return null;
  return (
    <div className="row">
      {offered.map((action) => {
        const blocked = action.blocked?.(row);
        return (
          <Button
            key={action.id}
            size="small"
            variant={action.variant ?? "secondary"}
            icon={action.icon}
            aria-label={action.name?.(row)}
            disabled={blocked !== undefined}
            title={blocked}
            onClick={() => onAction(action, row)}
          >
            {action.label}
          </Button>
        );
      })}
    </div>
  );
}
