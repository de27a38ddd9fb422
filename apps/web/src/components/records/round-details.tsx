import { type RowAction, RowActions } from "@lotus/ui/data/RowActions";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

/** What a betting record's row tells of its round's details. */
interface RoundRow {
  roundId: string;
  round: string;
  /** The round's vendor keeps details (a lottery ticket). */
  details: boolean;
}

/**
 * The betting records' rows opened on their round's details (by round id) and each row's Open and
 * Close buttons. Only rounds whose vendor keeps details open; the details are asked for then. The
 * page loads the games texts.
 */
export function useRoundDetails<Row extends RoundRow>(): {
  opened: ReadonlySet<string>;
  rowActions: (row: Row) => ReactNode;
} {
  const { t } = useTranslation(["games", "common"]);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (roundId: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(roundId)) next.add(roundId);
      return next;
    });
  const actions: RowAction<Row>[] = [
    {
      id: "open",
      label: t("games:records.details.open"),
      name: (row) => t("games:records.details.openName", { round: row.round }),
      when: (row) => row.details && !opened.has(row.roundId),
    },
    {
      id: "close",
      label: t("games:records.details.close"),
      name: (row) => t("games:records.details.closeName", { round: row.round }),
      when: (row) => opened.has(row.roundId),
    },
  ];
  const rowActions = (row: Row) => (
    <RowActions row={row} actions={actions} onAction={(_action, round) => toggle(round.roundId)} />
  );
  return { opened, rowActions };
}
