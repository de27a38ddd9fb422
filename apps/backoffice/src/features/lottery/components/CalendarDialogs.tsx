import { LOTTERY_REGIONS } from "@lotus/contracts";
import { RadioGroup } from "@lotus/ui/primitives/Choice";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { FormAlert, SelectField, TextArea, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FieldValues, type UseFormSetError, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import { ApiError } from "../../../lib/api-client";
import { useBrandId } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import {
  addOverride,
  type CalendarOverride,
  type CalendarRegion,
  type CalendarStation,
  lotteryChanged,
  removeOverride,
  setCutoff,
} from "../api/lottery-api";
import {
  type CutoffFormBody,
  type CutoffValues,
  cutoffResolver,
  type OverrideFormBody,
  overrideResolver,
} from "./daily-forms";
import { EMPTY_OVERRIDE, effectiveScope, type OverrideFormValues, type OverrideScope } from "./daily-helpers";

/** Server refusals that concern one field of the override form. */
const OVERRIDE_CODE_FIELDS: Record<string, string> = {
  "lottery.override_past": "date",
  "lottery.station_unknown": "stationCode",
};

/** A failed write: the server's message as a toast, on its field, else over the form. */
function showRefusal<T extends FieldValues>(
  error: unknown,
  fallback: string,
  setError: UseFormSetError<T>,
  codeFields: Record<string, string> = {},
) {
  reportFailure(error, fallback, setError, { codeFields });
  const onField = error instanceof ApiError && codeFields[error.code] !== undefined;
  if (error instanceof ApiError && error.fromServer && error.message && !onField)
    setError("root.server" as never, { type: "server", message: error.message });
}

/** How many minutes before a region's draw betting closes; draws not open yet keep to the new value. */
export function CutoffDialog({ region, onClose }: { region: CalendarRegion; onClose: () => void }) {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const name = t(`formats.${region.region}`);
  const form = useForm<CutoffValues, unknown, CutoffFormBody>({
    defaultValues: { cutoffMinutes: String(region.cutoffMinutes), reason: "" },
    resolver: cutoffResolver(translate),
  });
  const mutation = useMutation({
    mutationFn: (body: CutoffFormBody) => setCutoff(brandId, region.region, body),
    onSuccess: async (saved) => {
      toast(t("calendar.cutoffSaved", { region: name, count: saved.cutoffMinutes }));
      onClose();
      await lotteryChanged(queryClient, brandId);
    },
    onError: (error) => showRefusal(error, t("failed"), form.setError),
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={t("calendar.cutoffTitle", { region: name })}
      onClose={onClose}
      size="small"
      busy={mutation.isPending}
      submitLabel={t("common:actions.save")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p className="muted small">{t("calendar.cutoffExplain", { time: region.drawTime })}</p>
      <TextField
        label={t("calendar.cutoffField")}
        markRequired
        inputMode="numeric"
        addon={<span className="muted small">{t("calendar.minutes")}</span>}
        hint={t("calendar.cutoffHint")}
        error={errors.cutoffMinutes?.message}
        {...form.register("cutoffMinutes")}
      />
      <ReasonField required error={errors.reason?.message} {...form.register("reason")} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
    </FormDialog>
  );
}

/** A dated change: no draws that day (everywhere, in a region or at a station), or a station's extra draw. */
export function OverrideDialog({
  stations,
  onClose,
}: {
  stations: readonly CalendarStation[];
  onClose: () => void;
}) {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const form = useForm<OverrideFormValues, unknown, OverrideFormBody>({
    defaultValues: EMPTY_OVERRIDE,
    resolver: overrideResolver(stations, translate, (what) =>
      what === "region" ? t("calendar.form.chooseRegion") : t("calendar.form.chooseStation"),
    ),
  });
  const mutation = useMutation({
    mutationFn: (body: OverrideFormBody) => addOverride(brandId, body),
    onSuccess: async (saved) => {
      toast(t("calendar.added", { date: saved.date }));
      onClose();
      await lotteryChanged(queryClient, brandId);
    },
    onError: (error) => showRefusal(error, t("failed"), form.setError, OVERRIDE_CODE_FIELDS),
  });
  const errors = form.formState.errors;
  const kind = form.watch("kind");
  const scope = effectiveScope({ kind, scope: form.watch("scope") });
  const scopes: OverrideScope[] = ["all", "region", "station"];
  return (
    <FormDialog
      title={t("calendar.addTitle")}
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("calendar.add")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <TextField
        type="date"
        label={t("calendar.date")}
        markRequired
        hint={t("calendar.form.dateHint")}
        error={errors.date?.message}
        {...form.register("date")}
      />
      <RadioGroup
        legend={t("calendar.change")}
        name="override-kind"
        value={kind}
        onChange={(value) => form.setValue("kind", value)}
        options={[
          { value: "cancel", label: t("calendar.form.cancel") },
          { value: "extra", label: t("calendar.form.extra") },
        ]}
      />
      {kind === "cancel" && (
        <RadioGroup
          legend={t("calendar.appliesTo")}
          name="override-scope"
          value={scope}
          onChange={(value) => form.setValue("scope", value)}
          options={scopes.map((value) => ({ value, label: t(`calendar.scopes.${value}`) }))}
        />
      )}
      {scope === "region" && (
        <SelectField
          label={t("calendar.region")}
          markRequired
          error={errors.region?.message}
          {...form.register("region")}
        >
          <option value="">{t("calendar.form.choose")}</option>
          {LOTTERY_REGIONS.map((region) => (
            <option key={region} value={region}>
              {t(`formats.${region}`)}
            </option>
          ))}
        </SelectField>
      )}
      {scope === "station" && (
        <SelectField
          label={t("draws.fields.station")}
          markRequired
          hint={kind === "extra" ? t("calendar.form.extraHint") : undefined}
          error={errors.stationCode?.message}
          {...form.register("stationCode")}
        >
          <option value="">{t("calendar.form.choose")}</option>
          {LOTTERY_REGIONS.map((region) => (
            <optgroup key={region} label={t(`formats.${region}`)}>
              {stations
                .filter((station) => station.region === region)
                .map((station) => (
                  <option key={station.code} value={station.code}>
                    {station.name} ({station.code})
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
      )}
      <TextArea
        label={t("calendar.note")}
        markRequired
        rows={2}
        maxLength={200}
        hint={t("calendar.form.noteHint")}
        error={errors.note?.message}
        {...form.register("note")}
      />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
    </FormDialog>
  );
}

/** Takes back a dated change that has not come yet. */
export function RemoveOverrideDialog({
  override,
  onClose,
}: {
  override: CalendarOverride;
  onClose: () => void;
}) {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => removeOverride(brandId, override.id),
    onSuccess: async () => {
      toast(t("calendar.removed", { date: override.date }));
      onClose();
      await lotteryChanged(queryClient, brandId);
    },
    onError: async (error) => {
      reportFailure(error, t("failed"));
      onClose();
      await lotteryChanged(queryClient, brandId);
    },
  });
  return (
    <ConfirmDialog
      tone="danger"
      title={t("calendar.removeTitle", { date: override.date })}
      confirmLabel={t("calendar.remove")}
      busy={mutation.isPending}
      onCancel={onClose}
      onConfirm={() => mutation.mutate()}
    >
      {t("calendar.removeText", { note: override.note })}
    </ConfirmDialog>
  );
}
