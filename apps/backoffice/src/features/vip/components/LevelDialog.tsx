import { REBATE_CATEGORIES, type VipLevelAdminView, vipLevelInput } from "@lotus/contracts";
import { TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useBrandId } from "../../../lib/console-context";
import { contractResolver } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { createLevel, type LevelBody, updateLevel, vipChanged } from "../api/vip-api";
import { type LevelValues, levelFieldOf, levelInput, levelToForm, newLevelForm } from "./level-form";

/** Adds a level on top of the ladder or changes one (its rank stays); names in EN and VI. */
export function LevelDialog({
  level,
  levels,
  onClose,
}: {
  level?: VipLevelAdminView;
  levels: readonly VipLevelAdminView[];
  onClose: () => void;
}) {
  const { t } = useTranslation(["vip", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  // Names in languages the form does not show are kept as they are.
  const { EN: _en, VI: _vi, ...otherNames } = level?.name ?? {};
  const form = useForm<LevelValues, unknown, LevelBody>({
    defaultValues: level ? levelToForm(level) : newLevelForm(levels),
    resolver: contractResolver(vipLevelInput, translate, {
      prepare: (values) => levelInput(values, otherNames),
      mapPath: levelFieldOf,
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: LevelBody) =>
      level ? updateLevel(brandId, level.id, body) : createLevel(brandId, body),
    onSuccess: async () => {
      toast(t("levels.saved"));
      onClose();
      await vipChanged(queryClient, brandId);
    },
    onError: (error) =>
      reportFailure(error, t("failed"), form.setError, {
        mapPath: levelFieldOf,
        codeFields: {
          "vip.code_taken": "code",
          "vip.name_required": "nameVI",
          "vip.requirements_order": "depositRequired",
        },
      }),
  });
  const errors = form.formState.errors;
  const amount = (name: keyof LevelValues, label: string, hint?: string) => (
    <TextField
      label={label}
      markRequired
      inputMode="decimal"
      hint={hint}
      error={(errors[name] as { message?: string } | undefined)?.message}
      {...form.register(name)}
    />
  );
  return (
    <FormDialog
      title={
        level ? t("levels.editTitle", { rank: level.rank }) : t("levels.addTitle", { rank: levels.length })
      }
      size="wide"
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("common:actions.save")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <div className="grid-3">
        <TextField
          label={t("form.code")}
          markRequired
          hint={t("form.codeHint")}
          error={errors.code?.message}
          {...form.register("code")}
        />
        <TextField label={t("form.nameEN")} error={errors.nameEN?.message} {...form.register("nameEN")} />
        <TextField
          label={t("form.nameVI")}
          markRequired
          error={errors.nameVI?.message}
          {...form.register("nameVI")}
        />
      </div>
      <h4 className="section-title">{t("form.reach")}</h4>
      <div className="grid-2">
        {amount("depositRequired", t("form.depositRequired"))}
        {amount("turnoverRequired", t("form.turnoverRequired"))}
      </div>
      <h4 className="section-title">{t("form.keep")}</h4>
      <div className="grid-2">
        {amount("maintenanceTurnover", t("form.maintenanceTurnover"))}
        {amount("maintenanceDays", t("form.maintenanceDays"), t("form.maintenanceDaysHint"))}
      </div>
      <h4 className="section-title">{t("form.bonuses")}</h4>
      <div className="grid-3">
        {amount("upgradeBonus", t("form.upgradeBonus"))}
        {amount("upgradeTurnoverMultiple", t("form.turnoverMultiple"), t("form.turnoverMultipleHint"))}
        <span />
        {amount("birthdayBonus", t("form.birthdayBonus"))}
        {amount("birthdayTurnoverMultiple", t("form.turnoverMultiple"), t("form.turnoverMultipleHint"))}
        {amount("birthdayMinAccountDays", t("form.birthdayMinAccountDays"))}
      </div>
      <h4 className="section-title">{t("form.rebate")}</h4>
      <div className="grid-3">
        {REBATE_CATEGORIES.map((category) => (
          <TextField
            key={category}
            label={t(`categories.${category}`)}
            markRequired
            inputMode="decimal"
            addon="%"
            error={errors.rates?.[category]?.message}
            {...form.register(`rates.${category}`)}
          />
        ))}
        {amount("rebateDailyCap", t("form.rebateDailyCap"), t("form.rebateDailyCapHint"))}
      </div>
      <h4 className="section-title">{t("form.limits")}</h4>
      <div className="grid-3">
        {amount("withdrawalDailyLimit", t("form.withdrawalDailyLimit"))}
        {amount("freeWithdrawals", t("form.freeWithdrawals"), t("form.freeWithdrawalsHint"))}
        {amount("pointsRate", t("form.pointsRate"), t("form.pointsRateHint"))}
      </div>
    </FormDialog>
  );
}
