import { RAFFLE_GATES, RAFFLE_PRIZE_KINDS, RAFFLE_STATUSES, raffleEventCreateCall } from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { SelectField, TextArea, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { Icon } from "../../../components/ui/Icon";
import { useBrandId } from "../../../lib/console-context";
import { contractResolver, defined, withoutBlankLanguages } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { missionsChanged, type RaffleBody, type RaffleRow, saveRaffle } from "../api/missions-api";
import { fromLocalInput, numberOf, toLocalInput } from "./mission-helpers";

interface PrizeValues {
  id: string;
  name: { EN: string; VI: string };
  kind: string;
  amount: string;
  turnoverMultiple: string;
  totalStock: string;
  /** Percent, as operators think of odds; sent as basis points. */
  probability: string;
}

interface RaffleValues {
  title: { EN: string; VI: string };
  description: { EN: string; VI: string };
  startsAt: string;
  endsAt: string;
  sessions: Array<{ start: string; end: string }>;
  triesPerDay: string;
  gate: string;
  gateMin: string;
  status: string;
  prizes: PrizeValues[];
}

const emptyPrize = (): PrizeValues => ({
  id: "",
  name: { EN: "", VI: "" },
  kind: "cash",
  amount: "",
  turnoverMultiple: "1",
  totalStock: "",
  probability: "",
});

function toForm(event?: RaffleRow): RaffleValues {
  return {
    title: { EN: event?.title.EN ?? "", VI: event?.title.VI ?? "" },
    description: { EN: event?.description.EN ?? "", VI: event?.description.VI ?? "" },
    startsAt: toLocalInput(event?.startsAt),
    endsAt: toLocalInput(event?.endsAt),
    sessions: event?.sessions ?? [{ start: "20:00", end: "20:30" }],
    triesPerDay: String(event?.triesPerDay ?? 3),
    gate: event?.gate ?? "none",
    gateMin: String(event?.gateMin ?? 0),
    status: event?.status ?? "active",
    prizes: event?.prizes.map((prize) => ({
      id: prize.id,
      name: { EN: prize.name.EN ?? "", VI: prize.name.VI ?? "" },
      kind: prize.kind,
      amount: String(prize.amount),
      turnoverMultiple: String(prize.turnoverMultiple),
      totalStock: prize.totalStock === null ? "" : String(prize.totalStock),
      probability: String(prize.probabilityBp / 100),
    })) ?? [emptyPrize()],
  };
}

/** Percent typed (up to two decimals) to basis points; anything else stays as typed for the schema to refuse. */
function basisPoints(text: string): number | string {
  const value = numberOf(text);
  return typeof value === "number" ? Math.round(value * 100) : value;
}

function toInput(values: RaffleValues): unknown {
  return {
    title: withoutBlankLanguages(values.title),
    description: withoutBlankLanguages(values.description),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    sessions: values.sessions,
    triesPerDay: numberOf(values.triesPerDay),
    gate: values.gate,
    gateMin: values.gate === "none" ? 0 : numberOf(values.gateMin),
    status: values.status,
    prizes: values.prizes.map((prize) => ({
      ...(prize.id ? { id: prize.id } : {}),
      name: withoutBlankLanguages(prize.name),
      kind: prize.kind,
      amount: prize.kind === "none" ? 0 : numberOf(prize.amount),
      turnoverMultiple: numberOf(prize.turnoverMultiple),
      totalStock: prize.totalStock.trim() === "" ? null : numberOf(prize.totalStock),
      probabilityBp: basisPoints(prize.probability),
    })),
  };
}

/** Create or edit a raffle event: its window, daily sessions, tries, gate and prize table. */
export function RaffleDialog({ event, onClose }: { event?: RaffleRow; onClose: () => void }) {
  const { t } = useTranslation(["missions", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  // The schema's probabilityBp is typed as a percent in the form's probability field.
  const resolver = contractResolver<RaffleValues, RaffleBody>(
    defined(raffleEventCreateCall.body),
    translate,
    {
      prepare: toInput,
      mapPath: (path) => path.replace(/\.probabilityBp$/, ".probability"),
      check: (output) =>
        output.prizes.reduce((sum, prize) => sum + prize.probabilityBp, 0) > 10_000
          ? { prizes: t("raffles.oddsAbove100") }
          : {},
    },
  );
  const form = useForm<RaffleValues, unknown, RaffleBody>({ resolver, defaultValues: toForm(event) });
  const sessions = useFieldArray({ control: form.control, name: "sessions" });
  const prizes = useFieldArray({ control: form.control, name: "prizes" });
  const mutation = useMutation({
    mutationFn: (body: RaffleBody) => saveRaffle(brandId, body, event?.id),
    onSuccess: async () => {
      toast(t("editor.saved"));
      onClose();
      await missionsChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("editor.failed"), form.setError),
  });
  const errors = form.formState.errors;
  const gate = form.watch("gate");
  const odds = form
    .watch("prizes")
    .reduce((sum, prize) => sum + (Number(prize.probability.replace(/,/g, "")) || 0), 0);
  return (
    <FormDialog
      title={event ? t("raffles.editTitle") : t("raffles.newTitle")}
      onClose={onClose}
      busy={mutation.isPending}
      size="wide"
      submitLabel={event ? t("common:actions.save") : t("common:actions.create")}
      formClassName="stack"
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <div className="grid-2">
        <TextField
          label={t("editor.titleEn")}
          markRequired
          error={errors.title?.EN?.message ?? errors.title?.message}
          {...form.register("title.EN")}
        />
        <TextField label={t("editor.titleVi")} {...form.register("title.VI")} />
        <TextArea label={t("editor.descriptionEn")} rows={2} {...form.register("description.EN")} />
        <TextArea label={t("editor.descriptionVi")} rows={2} {...form.register("description.VI")} />
        <TextField
          type="datetime-local"
          label={t("fields.startsAt")}
          markRequired
          error={errors.startsAt?.message}
          {...form.register("startsAt")}
        />
        <TextField
          type="datetime-local"
          label={t("fields.endsAt")}
          markRequired
          error={errors.endsAt?.message}
          {...form.register("endsAt")}
        />
        <TextField
          label={t("raffles.triesPerDay")}
          inputMode="numeric"
          hint={t("raffles.triesHint")}
          error={errors.triesPerDay?.message}
          {...form.register("triesPerDay")}
        />
        <SelectField label={t("fields.status")} {...form.register("status")}>
          {RAFFLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("raffles.gate")} {...form.register("gate")}>
          {RAFFLE_GATES.map((value) => (
            <option key={value} value={value}>
              {t(`raffles.gates.${value}`)}
            </option>
          ))}
        </SelectField>
        {gate !== "none" && (
          <TextField
            label={t("raffles.gateMin")}
            inputMode="decimal"
            error={errors.gateMin?.message}
            {...form.register("gateMin")}
          />
        )}
      </div>
      <fieldset className="stack">
        <legend>{t("raffles.sessions")}</legend>
        <p className="muted small">{t("raffles.sessionsHint")}</p>
        {sessions.fields.map((field, index) => (
          <div key={field.id} className="grid-3">
            <TextField
              type="time"
              label={t("raffles.sessionStart")}
              error={errors.sessions?.[index]?.start?.message}
              {...form.register(`sessions.${index}.start`)}
            />
            <TextField
              type="time"
              label={t("raffles.sessionEnd")}
              error={errors.sessions?.[index]?.end?.message}
              {...form.register(`sessions.${index}.end`)}
            />
            <Button
              variant="ghost"
              icon={<Icon name="trash" />}
              disabled={sessions.fields.length < 2}
              onClick={() => sessions.remove(index)}
            >
              {t("common:actions.remove")}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          icon={<Icon name="plus" />}
          onClick={() => sessions.append({ start: "12:00", end: "12:30" })}
        >
          {t("raffles.addSession")}
        </Button>
      </fieldset>
      <fieldset className="stack">
        <legend>{t("raffles.prizes")}</legend>
        <p className="muted small">
          {t("raffles.prizesHint", { odds: odds.toFixed(2), nothing: Math.max(0, 100 - odds).toFixed(2) })}
        </p>
        {prizes.fields.map((field, index) => {
          const prizeErrors = errors.prizes?.[index];
          const kind = form.watch(`prizes.${index}.kind`);
          return (
            <div key={field.id} className="grid-4">
              <TextField
                label={t("raffles.prizeNameEn")}
                error={prizeErrors?.name?.EN?.message ?? prizeErrors?.name?.message}
                {...form.register(`prizes.${index}.name.EN`)}
              />
              <TextField label={t("raffles.prizeNameVi")} {...form.register(`prizes.${index}.name.VI`)} />
              <SelectField label={t("raffles.prizeKind")} {...form.register(`prizes.${index}.kind`)}>
                {RAFFLE_PRIZE_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`raffles.kinds.${value}`)}
                  </option>
                ))}
              </SelectField>
              {kind !== "none" && (
                <TextField
                  label={t("raffles.amount")}
                  inputMode="decimal"
                  error={prizeErrors?.amount?.message}
                  {...form.register(`prizes.${index}.amount`)}
                />
              )}
              {kind === "cash" && (
                <TextField
                  label={t("fields.turnoverMultiple")}
                  inputMode="numeric"
                  error={prizeErrors?.turnoverMultiple?.message}
                  {...form.register(`prizes.${index}.turnoverMultiple`)}
                />
              )}
              <TextField
                label={t("raffles.totalStock")}
                inputMode="numeric"
                hint={t("raffles.stockHint")}
                error={prizeErrors?.totalStock?.message}
                {...form.register(`prizes.${index}.totalStock`)}
              />
              <TextField
                label={t("raffles.probability")}
                inputMode="decimal"
                addon="%"
                error={prizeErrors?.probability?.message}
                {...form.register(`prizes.${index}.probability`)}
              />
              <Button
                variant="ghost"
                icon={<Icon name="trash" />}
                disabled={prizes.fields.length < 2}
                onClick={() => prizes.remove(index)}
              >
                {t("common:actions.remove")}
              </Button>
            </div>
          );
        })}
        <Button variant="secondary" icon={<Icon name="plus" />} onClick={() => prizes.append(emptyPrize())}>
          {t("raffles.addPrize")}
        </Button>
      </fieldset>
      <ErrorSummary errors={errors} />
    </FormDialog>
  );
}
