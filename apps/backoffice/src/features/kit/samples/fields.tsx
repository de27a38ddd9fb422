import {
  Field,
  FormAlert,
  PasswordField,
  SelectField,
  TextArea,
  TextField,
} from "@lotus/ui/primitives/Field";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";

/** Every input type the kit draws, with a hint, an error and the required mark. */
function FieldSample() {
  const { t } = useTranslation(["kit", "common"]);
  return (
    <div className="stack">
      <div className="kit-sample__grid">
        <TextField label={t("fields.name")} hint={t("fields.nameHint")} markRequired />
        <TextField
          label={t("fields.email")}
          type="email"
          defaultValue="support@"
          error={t("common:validation.format")}
        />
        <TextField label={t("fields.amount")} type="number" inputMode="decimal" min={0} step="0.01" />
        <PasswordField label={t("fields.password")} autoComplete="new-password" />
        <TextField label={t("fields.date")} type="date" />
        <TextField label={t("fields.dateTime")} type="datetime-local" />
        <SelectField label={t("fields.role")} markRequired error={t("common:validation.option")}>
          <option value="">{t("fields.choose")}</option>
          <option value="finance">{t("common:roles.finance")}</option>
          <option value="support">{t("common:roles.support")}</option>
        </SelectField>
        <TextField label={t("fields.file")} type="file" hint={t("fields.fileHint")} />
        <TextField
          label={t("fields.phone")}
          type="tel"
          leading={<span className="kit-sample__leading">+84</span>}
        />
        <TextField label={t("fields.locked")} defaultValue="lotus" disabled />
      </div>
      <TextArea label={t("fields.note")} hint={t("fields.noteHint")} rows={3} />
      <Field label={t("fields.custom")} hint={t("fields.customHint")}>
        {(control) => <input type="range" min={0} max={100} defaultValue={40} {...control} />}
      </Field>
      <FormAlert>{t("fields.alertError")}</FormAlert>
      <FormAlert tone="success">{t("fields.alertSuccess")}</FormAlert>
      <FormAlert tone="info">{t("fields.alertInfo")}</FormAlert>
      <FormAlert tone="warning">{t("fields.alertWarning")}</FormAlert>
    </div>
  );
}

export const fieldSamples: KitSample = {
  group: "fields",
  importPaths: ["@lotus/ui/primitives/Field"],
  Sample: FieldSample,
};
