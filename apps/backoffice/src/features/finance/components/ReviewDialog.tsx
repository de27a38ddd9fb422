import type { RowAction } from "@lotus/ui/data/RowActions";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useBrandId } from "../../../lib/console-context";
import { financeChanged } from "../api/finance-api";
import { ReasonDialog } from "./ReasonDialog";

/** A decision on a queued request: its row button, and the dialog that asks for the reason and sends it. */
export interface Review<Row> extends RowAction<Row> {
  variant: "primary" | "danger";
  /** A rejection needs a reason; an approval takes an optional remark. */
  reasonRequired: boolean;
  title: (row: Row) => string;
  done: (row: Row) => string;
  run: (row: Row, text: string | undefined) => Promise<unknown>;
}

/** Asks for the reason of a review, sends it and refreshes the money views. */
export function ReviewDialog<Row>({
  review,
  row,
  children,
  onClose,
}: {
  review: Review<Row>;
  row: Row;
  /** What is being decided (member, amount, payee). */
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation("finance");
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  return (
    <ReasonDialog
      title={review.title(row)}
      confirmLabel={review.label}
      tone={review.variant}
      required={review.reasonRequired}
      run={(text) => review.run(row, text)}
      success={review.done(row)}
      failure={t("failed")}
      onDone={() => financeChanged(queryClient, brandId)}
      onClose={onClose}
    >
      {children}
    </ReasonDialog>
  );
}
