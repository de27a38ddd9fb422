import { Checkbox, FieldGroup, RadioGroup } from "@lotus/ui/primitives/Choice";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";

const PERIODS = ["day", "week", "month"] as const;
type Period = (typeof PERIODS)[number];

function ChoiceSample() {
  const { t } = useTranslation(["kit", "common"]);
  // Radios group by name across the whole page: each copy of the sample needs its own.
  const name = useId();
  const [period, setPeriod] = useState<Period>("week");
  return (
    <div className="stack">
      <RadioGroup
        legend={t("choices.period")}
        name={name}
        options={PERIODS.map((value) => ({ value, label: t(`choices.periods.${value}`) }))}
        value={period}
        onChange={setPeriod}
        hint={t("choices.periodHint")}
      />
      <FieldGroup legend={t("choices.channels")} error={t("common:validation.required")}>
        <Checkbox label={t("choices.email")} />
        <Checkbox label={t("choices.sms")} />
      </FieldGroup>
      <Checkbox label={t("choices.terms")} hint={t("choices.termsHint")} defaultChecked />
      <Checkbox label={t("choices.locked")} disabled defaultChecked />
      <Checkbox toggle label={t("choices.maintenance")} />
      <Checkbox toggle label={t("choices.lockedSwitch")} disabled defaultChecked />
    </div>
  );
}

export const choiceSamples: KitSample = {
  group: "choices",
  importPaths: ["@lotus/ui/primitives/Choice"],
  Sample: ChoiceSample,
};
