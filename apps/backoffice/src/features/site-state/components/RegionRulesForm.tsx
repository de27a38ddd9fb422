import { type BrandView, type RegionRules, regionRulesUpdateCall } from "@lotus/contracts";
import { FieldGroup, Radio } from "@lotus/ui/primitives/Choice";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ChipsInput } from "../../../components/ui/ChipsInput";
import { ListEditor } from "../../../components/ui/ListEditor";
import { ReasonSaveBar } from "../../../components/ui/ReasonField";
import { Card } from "../../../components/ui/States";
import { COUNTRY_CODES, countryName, isCountryCode } from "../../../lib/countries";
import type { BodyOf } from "../../../lib/form";
import { currentLanguage } from "../../../lib/i18n";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { useContractResolver } from "../../../lib/use-validation";
import { updateRegionRules } from "../api/site-state-api";

type RegionValues = RegionRules & { reason: string };
type RegionBody = BodyOf<typeof regionRulesUpdateCall>;

function toBody(values: RegionValues): RegionBody {
  return {
    mode: values.mode,
    countries: values.countries,
    allowIps: values.allowIps.map((ip) => ip.trim()).filter(Boolean),
    ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
  };
}

/** Block or allow-only countries, and IPs that always pass. */
export function RegionRulesForm({ brand }: { brand: BrandView }) {
  const { t } = useTranslation(["site", "common"]);
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const resolver = useContractResolver<RegionValues, RegionBody>(
    regionRulesUpdateCall.body,
    (output) =>
      output.mode !== "off" && output.countries.length === 0
        ? { countries: t("region.countriesNeeded") }
        : {},
    toBody,
  );
  const form = useForm<RegionValues, unknown, RegionBody>({
    resolver,
    defaultValues: { ...structuredClone(brand.settings.regionRules), reason: "" },
  });
  const mutation = useMutation({
    mutationFn: (body: RegionBody) => updateRegionRules(brand.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.brands.one(saved.id), saved);
      form.reset({ ...structuredClone(saved.settings.regionRules), reason: "" });
      toast(t("region.saved"));
    },
    onError: (error) => reportFailure(error, t("region.failed"), form.setError),
  });
  const errors = form.formState.errors;
  const mode = form.watch("mode");
  const suggestions = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) }));

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <Card title={t("region.title")}>
        <fieldset className="plain-fieldset stack stack--lg" disabled={mutation.isPending}>
          <FieldGroup legend={t("region.mode")} error={errors.mode?.message}>
            <Radio label={t("region.modes.off")} value="off" {...form.register("mode")} />
            <Radio label={t("region.modes.block")} value="block" {...form.register("mode")} />
            <Radio label={t("region.modes.allow")} value="allow" {...form.register("mode")} />
          </FieldGroup>
          <p className="muted small">{t(`region.explain.${mode}`)}</p>
          <Controller
            control={form.control}
            name="countries"
            render={({ field }) => (
              <ChipsInput
                label={t("region.countries")}
                value={field.value}
                onChange={field.onChange}
                normalize={(text) => text.trim().toUpperCase()}
                accept={isCountryCode}
                invalidMessage={t("region.unknownCountry")}
                suggestions={suggestions}
                describe={(code) => `${code} · ${countryName(code, language)}`}
                placeholder={t("region.countriesPlaceholder")}
                error={
                  errors.countries?.message ?? errors.countries?.find?.((entry) => entry?.message)?.message
                }
                hint={t("region.countriesHint")}
              />
            )}
          />
          <Controller
            control={form.control}
            name="allowIps"
            render={({ field }) => (
              <ListEditor
                name={field.name}
                label={t("region.allowIps")}
                itemLabel={t("region.allowIp")}
                value={field.value}
                onChange={field.onChange}
                errors={field.value.map((_, index) => errors.allowIps?.[index]?.message)}
                error={errors.allowIps?.message}
                hint={t("region.allowIpsHint")}
                max={200}
                placeholder="203.0.113.10"
              />
            )}
          />
          <ReasonSaveBar reason={form.register("reason")} errors={errors} busy={mutation.isPending} />
        </fieldset>
      </Card>
    </form>
  );
}
