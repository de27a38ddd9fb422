import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@lotus/contracts";
import { Checkbox, FieldGroup } from "@lotus/ui/primitives/Choice";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { useId } from "react";
import { Controller, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ListEditor } from "../../../components/ui/ListEditor";
import { timeZones } from "./brand-form";

export interface IdentityValues {
  name: string;
  domains: string[];
  defaultLanguage: Language;
  languages: Language[];
  currencyCode: string;
  currencySymbol: string;
  minorDigits: number;
  timeZone: string;
}

const ZONES = timeZones();

/** The brand's identity: name, domains, languages, currency and time zone (create and edit). */
export function IdentityFields<T extends IdentityValues & FieldValues, O>({
  form,
}: {
  form: UseFormReturn<T, unknown, O>;
}) {
  const { t } = useTranslation(["brands", "common"]);
  const zoneListId = useId();
  const { register, control, formState } = form as unknown as UseFormReturn<IdentityValues>;
  const errors = formState.errors;
  return (
    <div className="stack stack--lg">
      <div className="grid-2">
        <TextField label={t("fields.name")} error={errors.name?.message} {...register("name")} />
        <TextField
          label={t("fields.timeZone")}
          list={zoneListId}
          hint={t("fields.timeZoneHint")}
          error={errors.timeZone?.message}
          {...register("timeZone")}
        />
        <datalist id={zoneListId}>
          {ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </div>
      <Controller
        control={control}
        name="domains"
        render={({ field }) => (
          <ListEditor
            name={field.name}
            label={t("fields.domains")}
            itemLabel={t("fields.domain")}
            value={field.value}
            onChange={field.onChange}
            errors={field.value.map((_, index) => errors.domains?.[index]?.message)}
            error={errors.domains?.message}
            hint={t("fields.domainsHint")}
            placeholder="www.example.com"
            max={50}
          />
        )}
      />
      <div className="grid-3">
        <TextField
          label={t("fields.currencyCode")}
          maxLength={3}
          error={errors.currencyCode?.message}
          {...register("currencyCode")}
        />
        <TextField
          label={t("fields.currencySymbol")}
          maxLength={8}
          error={errors.currencySymbol?.message}
          {...register("currencySymbol")}
        />
        <TextField
          label={t("fields.minorDigits")}
          type="number"
          min={0}
          max={4}
          step={1}
          error={errors.minorDigits?.message}
          {...register("minorDigits", { valueAsNumber: true })}
        />
      </div>
      <SelectField
        label={t("fields.defaultLanguage")}
        error={errors.defaultLanguage?.message}
        {...register("defaultLanguage")}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {language} · {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      <Controller
        control={control}
        name="languages"
        render={({ field }) => (
          <FieldGroup
            legend={t("fields.languages")}
            error={errors.languages?.message}
            hint={t("fields.languagesHint")}
            className="language-grid"
          >
            {LANGUAGES.map((language) => (
              <Checkbox
                key={language}
                label={`${language} · ${LANGUAGE_NAMES[language]}`}
                checked={field.value.includes(language)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? LANGUAGES.filter((code) => code === language || field.value.includes(code))
                      : field.value.filter((code) => code !== language),
                  )
                }
              />
            ))}
          </FieldGroup>
        )}
      />
    </div>
  );
}

/** The default language must be one the brand offers. */
export function defaultLanguageCheck(
  values: Pick<IdentityValues, "defaultLanguage" | "languages">,
  message: string,
): Record<string, string> {
  return values.languages.includes(values.defaultLanguage) ? {} : { defaultLanguage: message };
}
