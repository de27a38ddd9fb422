import {
  GAME_TYPES,
  MISSION_CLAIM_MODES,
  MISSION_COUNTERS,
  MISSION_KINDS,
  MISSION_STATUSES,
  missionCreateCall,
  PROFILE_ACTIONS,
} from "@lotus/contracts";
import { SelectField, TextArea, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { useBrandId } from "../../../lib/console-context";
import { withoutBlankLanguages } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useContractResolver } from "../../../lib/use-validation";
import { type MissionBody, type MissionRow, missionsChanged, saveMission } from "../api/missions-api";
import { MissionGamePicker } from "./MissionGamePicker";
import { fromLocalInput, numberOf, toLocalInput } from "./mission-helpers";

/** The form keeps what the operator types; `prepare` turns it into the mission contract's input. */
interface MissionValues {
  kind: string;
  title: { EN: string; VI: string };
  description: { EN: string; VI: string };
  counter: string;
  gameType: string;
  gameId: string;
  profileAction: string;
  target: string;
  claimMode: string;
  rewardCash: string;
  turnoverMultiple: string;
  rewardPoints: string;
  rewardTickets: string;
  limitPerPeriod: string;
  startsAt: string;
  endsAt: string;
  status: string;
  sortOrder: string;
}

function toForm(mission?: MissionRow): MissionValues {
  return {
    kind: mission?.kind ?? "daily",
    title: { EN: mission?.title.EN ?? "", VI: mission?.title.VI ?? "" },
    description: { EN: mission?.description.EN ?? "", VI: mission?.description.VI ?? "" },
    counter: mission?.counter ?? "valid_turnover",
    gameType: mission?.gameType ?? "",
    gameId: mission?.gameId ?? "",
    profileAction: mission?.profileAction ?? "",
    target: String(mission?.target ?? ""),
    claimMode: mission?.claimMode ?? "claim",
    rewardCash: String(mission?.rewardCash ?? 0),
    turnoverMultiple: String(mission?.turnoverMultiple ?? 1),
    rewardPoints: String(mission?.rewardPoints ?? 0),
    rewardTickets: String(mission?.rewardTickets ?? 0),
    limitPerPeriod: String(mission?.limitPerPeriod ?? 1),
    startsAt: toLocalInput(mission?.startsAt),
    endsAt: toLocalInput(mission?.endsAt),
    status: mission?.status ?? "active",
    sortOrder: String(mission?.sortOrder ?? 0),
  };
}

function toInput(values: MissionValues): unknown {
  const profile = values.counter === "profile";
  const play = values.counter === "settled_bets" || values.counter === "valid_turnover";
  return {
    kind: values.kind,
    title: withoutBlankLanguages(values.title),
    description: withoutBlankLanguages(values.description),
    counter: values.counter,
    gameType: play && values.gameType ? values.gameType : null,
    gameId: play && values.gameId ? values.gameId : null,
    profileAction: profile ? values.profileAction || null : null,
    target: profile ? 1 : numberOf(values.target),
    claimMode: values.claimMode,
    rewardCash: numberOf(values.rewardCash),
    turnoverMultiple: numberOf(values.turnoverMultiple),
    rewardPoints: numberOf(values.rewardPoints),
    rewardTickets: numberOf(values.rewardTickets),
    limitPerPeriod: profile ? 1 : numberOf(values.limitPerPeriod),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    status: values.status,
    sortOrder: numberOf(values.sortOrder),
  };
}

/** Create or edit a mission: what it counts, its target, window, reward and limit. */
export function MissionDialog({ mission, onClose }: { mission?: MissionRow; onClose: () => void }) {
  const { t } = useTranslation(["missions", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const resolver = useContractResolver<MissionValues, MissionBody>(
    missionCreateCall.body,
    (output) =>
      output.kind === "event" && output.endsAt === null ? { endsAt: t("editor.eventNeedsWindow") } : {},
    toInput,
  );
  const form = useForm<MissionValues, unknown, MissionBody>({ resolver, defaultValues: toForm(mission) });
  const mutation = useMutation({
    mutationFn: (body: MissionBody) => saveMission(brandId, body, mission?.id),
    onSuccess: async () => {
      toast(t("editor.saved"));
      onClose();
      await missionsChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("editor.failed"), form.setError),
  });
  const errors = form.formState.errors;
  const counter = form.watch("counter");
  const play = counter === "settled_bets" || counter === "valid_turnover";
  return (
    <FormDialog
      title={mission ? t("editor.editTitle") : t("editor.newTitle")}
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={mission ? t("common:actions.save") : t("common:actions.create")}
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
        <TextField
          label={t("editor.titleVi")}
          error={errors.title?.VI?.message}
          {...form.register("title.VI")}
        />
      </div>
      <div className="grid-2">
        <TextArea label={t("editor.descriptionEn")} rows={2} {...form.register("description.EN")} />
        <TextArea label={t("editor.descriptionVi")} rows={2} {...form.register("description.VI")} />
      </div>
      <div className="grid-2">
        <SelectField label={t("fields.kind")} {...form.register("kind")}>
          {MISSION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("fields.counter")} {...form.register("counter")}>
          {MISSION_COUNTERS.map((value) => (
            <option key={value} value={value}>
              {t(`counters.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {counter === "profile" ? (
        <SelectField
          label={t("fields.profileAction")}
          error={errors.profileAction?.message}
          {...form.register("profileAction")}
        >
          <option value="">{t("editor.choose")}</option>
          {PROFILE_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`profileActions.${action}`)}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className="grid-2">
          <TextField
            label={t("fields.target")}
            markRequired
            inputMode="decimal"
            hint={t(
              `editor.targetHint.${counter === "valid_turnover" || counter === "deposit_amount" ? "amount" : "count"}`,
            )}
            error={errors.target?.message}
            {...form.register("target")}
          />
          {play && (
            <SelectField label={t("fields.gameType")} {...form.register("gameType")}>
              <option value="">{t("editor.anyGame")}</option>
              {GAME_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </SelectField>
          )}
        </div>
      )}
      {play && (
        <MissionGamePicker
          gameType={form.watch("gameType")}
          value={form.watch("gameId")}
          error={errors.gameId?.message}
          onChange={(gameId) => form.setValue("gameId", gameId, { shouldDirty: true })}
        />
      )}
      <div className="grid-2">
        <TextField
          label={t("fields.rewardCash")}
          inputMode="decimal"
          error={errors.rewardCash?.message}
          {...form.register("rewardCash")}
        />
        <TextField
          label={t("fields.turnoverMultiple")}
          inputMode="numeric"
          hint={t("editor.turnoverHint")}
          error={errors.turnoverMultiple?.message}
          {...form.register("turnoverMultiple")}
        />
        <TextField
          label={t("fields.rewardPoints")}
          inputMode="numeric"
          error={errors.rewardPoints?.message}
          {...form.register("rewardPoints")}
        />
        <TextField
          label={t("fields.rewardTickets")}
          inputMode="numeric"
          error={errors.rewardTickets?.message}
          {...form.register("rewardTickets")}
        />
      </div>
      <div className="grid-2">
        <SelectField label={t("fields.claimMode")} {...form.register("claimMode")}>
          {MISSION_CLAIM_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`claimModes.${mode}`)}
            </option>
          ))}
        </SelectField>
        {counter !== "profile" && (
          <TextField
            label={t("fields.limitPerPeriod")}
            inputMode="numeric"
            hint={t("editor.limitHint")}
            error={errors.limitPerPeriod?.message}
            {...form.register("limitPerPeriod")}
          />
        )}
        <TextField
          type="datetime-local"
          label={t("fields.startsAt")}
          error={errors.startsAt?.message}
          {...form.register("startsAt")}
        />
        <TextField
          type="datetime-local"
          label={t("fields.endsAt")}
          error={errors.endsAt?.message}
          {...form.register("endsAt")}
        />
        <SelectField label={t("fields.status")} {...form.register("status")}>
          {MISSION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("fields.sortOrder")}
          inputMode="numeric"
          error={errors.sortOrder?.message}
          {...form.register("sortOrder")}
        />
      </div>
      <p className="muted small">{t("editor.windowHint")}</p>
      <ErrorSummary errors={errors} />
    </FormDialog>
  );
}
