import { type brandUpdateCall, FEATURE_MOD_IDS, PROFILE_FIELDS } from "@lotus/contracts";
import { Checkbox, FieldGroup } from "@lotus/ui/primitives/Choice";
import { TextField } from "@lotus/ui/primitives/Field";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { BodyOf } from "../../../lib/form";
import { Section } from "./BrandSettingsTabs";
import { type BrandFormValues, isToggleOn, setToggle } from "./brand-form";

type Form = UseFormReturn<BrandFormValues, unknown, BodyOf<typeof brandUpdateCall>>;

/** The fields offered, in the contract's order whatever order they were ticked in. */
function withField(fields: readonly string[], field: string, on: boolean) {
  const chosen = new Set(fields);
  if (on) chosen.add(field);
  else chosen.delete(field);
  return PROFILE_FIELDS.filter((name) => chosen.has(name));
}

/** Site features, the free-play credit, the support form's word limits and the profile fields members edit. */
export function FeaturesTab({ form }: { form: Form }) {
  const { t } = useTranslation(["brands", "common"]);
  const { control, register, formState } = form;
  const errors = formState.errors.settings;
  return (
    <div className="stack stack--lg">
      <Controller
        control={control}
        name="settings.features"
        render={({ field }) => (
          <FieldGroup
            legend={t("settings.features")}
            hint={t("settings.featuresHint")}
            className="feature-list"
          >
            {FEATURE_MOD_IDS.map((modId) => (
              <Checkbox
                key={modId}
                toggle
                label={t(`features.${modId}`)}
                checked={isToggleOn(field.value, modId)}
                onChange={(event) => field.onChange(setToggle(field.value, modId, event.target.checked))}
              />
            ))}
          </FieldGroup>
        )}
      />
      <TextField
        label={t("settings.freePlayCredit")}
        hint={t("settings.freePlayCreditHint")}
        type="number"
        min={0}
        step="any"
        error={errors?.freePlayCredit?.message}
        fieldClassName="narrow-field"
        {...register("settings.freePlayCredit", { valueAsNumber: true })}
      />
      <Section title={t("settings.supportWords")} hint={t("settings.supportWordsHint")}>
        <div className="grid-2">
          <TextField
            label={t("settings.minWords")}
            type="number"
            min={1}
            max={1000}
            step={1}
            error={errors?.support?.minWords?.message}
            {...register("settings.support.minWords", { valueAsNumber: true })}
          />
          <TextField
            label={t("settings.maxWords")}
            type="number"
            min={1}
            max={2000}
            step={1}
            error={errors?.support?.maxWords?.message}
            {...register("settings.support.maxWords", { valueAsNumber: true })}
          />
        </div>
      </Section>
      <Controller
        control={control}
        name="settings.profileFields"
        render={({ field }) => (
          <FieldGroup
            legend={t("settings.profileFields")}
            hint={t("settings.profileFieldsHint")}
            className="feature-list"
          >
            {PROFILE_FIELDS.map((name) => (
              <Checkbox
                key={name}
                toggle
                label={t(`profileFields.${name}`)}
                checked={field.value.includes(name)}
                onChange={(event) => field.onChange(withField(field.value, name, event.target.checked))}
              />
            ))}
          </FieldGroup>
        )}
      />
    </div>
  );
}
