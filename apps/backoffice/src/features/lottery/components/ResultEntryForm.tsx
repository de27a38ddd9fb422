import type { LotteryResultView, PrizeSlot } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { Button } from "@lotus/ui/primitives/Button";
import { FormAlert, TextArea, TextField } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CSSProperties } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { ApiError } from "../../../lib/api-client";
import { useBrandId } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { type DrawView, drawSaved, enterResult, lotteryChanged } from "../api/lottery-api";
import { type EnterResultFormBody, resultResolver } from "./daily-forms";
import {
  type NumberProblem,
  numberField,
  onlyDigits,
  type ResultFormValues,
  reasonToChange,
  refusedNumbers,
  resultToForm,
} from "./daily-helpers";

/** How long a correction's reason may be (the enter-result call's). */
const REASON_MAX_LENGTH = 200;
/** Refusals after which the draw is read again: betting reopened, or it was confirmed or paid meanwhile. */
const STALE_DRAW_CODES: readonly string[] = ["lottery.result_not_due", "lottery.draw_paid"];

/** The message under one number of the ticket. */
export function useNumberProblemText(): (problem: NumberProblem, slot: PrizeSlot) => string {
  const { t } = useTranslation("lottery");
  return (problem, slot) => t(`daily.form.problems.${problem}`, { digits: slot.digits });
}

/**
 * A daily draw's result typed in as the official ticket prints it: one row per prize, one input per
 * number with the prize's digit count (digits only, leading zeros kept). The numbers are checked
 * against the region's prize table before sending; the server's refusal is shown as it answers it,
 * with the numbers it names marked. `initial`: the entered result being changed. `correction`: the
 * paid result is corrected: the form warns what that does to the winners and asks for the reason.
 */
export function ResultEntryForm({
  draw,
  layout,
  initial,
  correction = false,
  onCancel,
  onSaved,
}: {
  draw: DrawView;
  layout: readonly PrizeSlot[];
  initial?: LotteryResultView | null;
  correction?: boolean;
  onCancel?: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const problemText = useNumberProblemText();
  const form = useForm<ResultFormValues, unknown, EnterResultFormBody>({
    defaultValues: resultToForm(layout, initial, reasonToChange(draw)),
    resolver: resultResolver(layout, translate, problemText, correction),
  });
  const mutation = useMutation({
    mutationFn: (body: EnterResultFormBody) => enterResult(brandId, draw.id, body),
    onSuccess: async (saved) => {
      const said = correction ? "correction.saved" : initial ? "daily.corrected" : "daily.saved";
      toast(t(said, { period: saved.period }));
      onSaved?.();
      await drawSaved(queryClient, brandId, saved);
    },
    onError: async (error) => {
      reportFailure(error, t("failed"), form.setError);
      if (!(error instanceof ApiError)) return;
      if (error.fromServer && error.message)
        form.setError("root.server", { type: "server", message: error.message });
      for (const refused of refusedNumbers(layout, error.value))
        form.setError(refused.field as `numbers.${string}`, {
          type: "server",
          message: problemText(refused.problem, refused.slot),
        });
      // Betting reopened, or another operator confirmed meanwhile: show where the draw stands now.
      if (STALE_DRAW_CODES.includes(error.code)) await lotteryChanged(queryClient, brandId);
    },
  });
  const errors = form.formState.errors;
  const order = layout.flatMap((slot) =>
    Array.from({ length: slot.count }, (_, index) => numberField(slot.prize, index)),
  );
  const prizeName = (slot: PrizeSlot) => t(`prizes.${slot.prize}`);

  const numberInput = (slot: PrizeSlot, index: number) => {
    const name = numberField(slot.prize, index);
    const field = form.register(name);
    return (
      <TextField
        key={name}
        hideLabel
        label={t("daily.form.numberLabel", {
          prize: prizeName(slot),
          index: index + 1,
          total: slot.count,
        })}
        fieldClassName="ticket-number"
        className="mono result-input"
        style={{ "--digits": slot.digits } as CSSProperties}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        spellCheck={false}
        maxLength={slot.digits}
        error={errors.numbers?.[slot.prize]?.[index]?.message}
        {...field}
        onChange={async (event) => {
          // Only digits reach the form; a complete number moves on to the next one.
          const typed = onlyDigits(event.target.value, slot.digits);
          event.target.value = typed;
          await field.onChange(event);
          const next = order[order.indexOf(name) + 1];
          if (typed.length === slot.digits && next) form.setFocus(next as `numbers.${string}`);
        }}
      />
    );
  };

  const columns: DataColumn<PrizeSlot>[] = [
    {
      id: "prize",
      header: t("result.prize"),
      primary: true,
      rowHeader: true,
      className: "nowrap",
      cell: (slot) => (
        <>
          {prizeName(slot)}
          <div className="muted small">
            {t("daily.form.slotHint", { count: slot.count, digits: slot.digits })}
          </div>
        </>
      ),
    },
    {
      id: "numbers",
      header: t("result.numbers"),
      cell: (slot) => (
        <div className="ticket-numbers">
          {Array.from({ length: slot.count }, (_, index) => numberInput(slot, index))}
        </div>
      ),
    },
  ];
  const total = layout.reduce((sum, slot) => sum + slot.count, 0);
  return (
    <form
      className="stack"
      noValidate
      aria-label={t(correction ? "correction.formTitle" : "daily.form.title", { period: draw.period })}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      {correction && <FormAlert tone="warning">{t("correction.warning")}</FormAlert>}
      <p className="muted small">
        {t("daily.form.explain", { total })}
        {correction && ` ${t("correction.explain")}`}
      </p>
      <DataTable
        label={t("daily.form.table", { period: draw.period })}
        compact
        className="result-ticket"
        columns={columns}
        rows={layout}
        rowKey={(slot) => slot.prize}
      />
      {correction && (
        <TextArea
          label={t("correction.reason")}
          hint={t("correction.reasonHint")}
          markRequired
          rows={2}
          maxLength={REASON_MAX_LENGTH}
          error={errors.reason?.message}
          {...form.register("reason")}
        />
      )}
      <ErrorSummary errors={errors} />
      <div className="row">
        <Button type="submit" variant="primary" busy={mutation.isPending}>
          {initial || correction ? t("daily.form.saveCorrection") : t("daily.form.save")}
        </Button>
        {onCancel && (
          <Button variant="ghost" disabled={mutation.isPending} onClick={onCancel}>
            {t("common:actions.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
