import { Button } from "@lotus/ui/primitives/Button";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { useBrandId, useConsole } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { confirmResult, type DrawView, drawSaved, lotteryChanged } from "../api/lottery-api";

/** The texts of a first result's confirmation and of a correction's. */
const CONFIRM_TEXTS = {
  result: {
    done: "daily.confirmed",
    sameOperator: "daily.sameOperator",
    sameOperatorShort: "daily.sameOperatorShort",
    confirm: "daily.confirm",
    edit: "daily.correct",
    title: "daily.confirmTitle",
    text: "daily.confirmText",
  },
  correction: {
    done: "correction.confirmDone",
    sameOperator: "correction.sameOperator",
    sameOperatorShort: "correction.sameOperatorShort",
    confirm: "correction.confirm",
    edit: "correction.change",
    title: "correction.confirmTitle",
    text: "correction.confirmText",
  },
} as const;

/**
 * The second operator's step on an entered result (a first result or a correction): a note when the
 * operator is the one who entered it, Confirm (disabled for that operator) and the button that
 * reopens the form, then a confirm dialog before the server settles the draw.
 */
export function ResultConfirmation({
  draw,
  entering,
  kind,
  onEdit,
}: {
  draw: DrawView;
  entering: boolean;
  kind: keyof typeof CONFIRM_TEXTS;
  onEdit: () => void;
}) {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const { me } = useConsole();
  const [confirming, setConfirming] = useState(false);
  const texts = CONFIRM_TEXTS[kind];
  const mine = draw.resultEnteredBy !== null && draw.resultEnteredBy === me.operator.username;
  const confirm = useMutation({
    mutationFn: () => confirmResult(brandId, draw.id),
    onSuccess: async (saved) => {
      toast(t(texts.done, { period: saved.period }));
      setConfirming(false);
      await drawSaved(queryClient, brandId, saved);
    },
    onError: async (error) => {
      // The server's own words (same operator, confirmed, corrected or changed by another operator meanwhile).
      reportFailure(error, t("failed"));
      setConfirming(false);
      await lotteryChanged(queryClient, brandId);
    },
  });
  return (
    <>
      {mine && <FormAlert tone="info">{t(texts.sameOperator)}</FormAlert>}
      {entering && (
        <div className="row">
          <Button
            variant="primary"
            icon={<Icon name="check" />}
            disabled={mine}
            title={mine ? t(texts.sameOperatorShort) : undefined}
            onClick={() => setConfirming(true)}
          >
            {t(texts.confirm)}
          </Button>
          <Button icon={<Icon name="edit" />} onClick={onEdit}>
            {t(texts.edit)}
          </Button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t(texts.title, { station: draw.station?.name ?? "", period: draw.period })}
          confirmLabel={t(texts.confirm)}
          busy={confirm.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => confirm.mutate()}
        >
          {t(texts.text, { enteredBy: draw.resultEnteredBy ?? "", reason: draw.correctionReason ?? "" })}
        </ConfirmDialog>
      )}
    </>
  );
}
