import type { brandUpdateCall } from "@lotus/contracts";
import { TextField } from "@lotus/ui/primitives/Field";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ChipsInput } from "../../../components/ui/ChipsInput";
import type { BodyOf } from "../../../lib/form";
import { Section } from "./BrandSettingsTabs";
import type { BrandFormValues } from "./brand-form";

type Form = UseFormReturn<BrandFormValues, unknown, BodyOf<typeof brandUpdateCall>>;

const vendorCode = (text: string) => text.trim().toUpperCase();
const validVendor = (code: string) => /^[A-Z0-9_.-]{1,50}$/.test(code);

/** Sports vendors with their own category, and which wins the home's live feed announces. */
export function GamesTab({ form }: { form: Form }) {
  const { t } = useTranslation(["brands", "common"]);
  const { control, formState, register } = form;
  const errors = formState.errors.settings;
  const renderVendors = (
    name: "settings.esportsVendors" | "settings.cockfightVendors",
    label: string,
    error: string | undefined,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChipsInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          normalize={vendorCode}
          accept={validVendor}
          invalidMessage={t("settings.vendorInvalid")}
          error={error}
          hint={t("settings.vendorsHint")}
        />
      )}
    />
  );
  return (
    <div className="stack stack--lg">
      {renderVendors(
        "settings.esportsVendors",
        t("settings.esportsVendors"),
        errors?.esportsVendors?.message,
      )}
      {renderVendors(
        "settings.cockfightVendors",
        t("settings.cockfightVendors"),
        errors?.cockfightVendors?.message,
      )}
      <Section title={t("settings.bigWins")} hint={t("settings.bigWinsHint")}>
        <div className="grid-2">
          <TextField
            label={t("settings.bigWinMultiplier")}
            hint={t("settings.bigWinMultiplierHint")}
            type="number"
            min={1}
            max={100_000}
            step="any"
            error={errors?.bigWins?.multiplier?.message}
            {...register("settings.bigWins.multiplier", { valueAsNumber: true })}
          />
          <TextField
            label={t("settings.bigWinAmount")}
            hint={t("settings.bigWinAmountHint")}
            type="number"
            min={0}
            step="any"
            error={errors?.bigWins?.amount?.message}
            {...register("settings.bigWins.amount", { valueAsNumber: true })}
          />
        </div>
      </Section>
    </div>
  );
}
