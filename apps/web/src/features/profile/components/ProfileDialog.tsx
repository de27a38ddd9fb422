import { profileUpdateBody, SOURCES_OF_INCOME } from "@lotus/contracts";
import { applyServerErrors, useContractForm } from "@lotus/ui/form/contract-form";
import { FormAlert, SelectField, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQueryClient } from "@tanstack/react-query";
import { type InputHTMLAttributes, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { queryKeys } from "../../../lib/query-keys";
import { useValidationText } from "../../../lib/validation-text";
import { type Profile, type ProfileBody, saveProfile } from "../api/profile-api";
import {
  changedBody,
  formFields,
  initialValues,
  type ProfileFormField,
  type ProfileFormValues,
} from "../model/profile-form";

/** How each text field is typed (keyboard, autofill, length). */
const INPUTS: Partial<Record<ProfileFormField, InputHTMLAttributes<HTMLInputElement>>> = {
  nickname: { maxLength: 20, autoComplete: "nickname" },
  address: { maxLength: 200, autoComplete: "street-address" },
  nationality: { maxLength: 56, autoComplete: "country-name" },
  occupation: { maxLength: 64, autoComplete: "organization-title" },
  zalo: { type: "tel", inputMode: "numeric", maxLength: 20 },
  whatsapp: { type: "tel", inputMode: "tel", maxLength: 24 },
  facebook: { maxLength: 128, autoCapitalize: "none", spellCheck: false },
  telegram: { maxLength: 33, autoCapitalize: "none", spellCheck: false },
  line: { maxLength: 64, autoCapitalize: "none", spellCheck: false },
  wechat: { maxLength: 64, autoCapitalize: "none", spellCheck: false },
  qqNum: { inputMode: "numeric", maxLength: 12 },
  payeeName: { maxLength: 50, autoComplete: "name", autoCapitalize: "characters" },
  idNumber: { maxLength: 32, autoCapitalize: "characters", spellCheck: false },
};

/** The brand's editable profile fields in one form; only what changed is sent (and audited). */
export function ProfileDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation(["profile", "common"]);
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const translate = useValidationText("profile");
  const [formError, setFormError] = useState<string>();
  const fields = formFields(profile.editable, profile);
  const initial = useMemo(() => initialValues(profile.values), [profile.values]);
  const form = useContractForm<ProfileFormValues, ProfileBody>(profileUpdateBody, {
    translate,
    defaultValues: initial,
    prepare: (values) => changedBody(values, initial, fields),
  });
  const { register, handleSubmit, setError } = form;
  const { errors, isSubmitting } = form.formState;
  const today = new Date().toISOString().slice(0, 10);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    try {
      const saved = await saveProfile(body);
      queryClient.setQueryData(queryKeys.profile.view(), saved);
      // The nickname shows in the header and the security centre.
      await queryClient.invalidateQueries({ queryKey: queryKeys.member.info() });
      showToast(t("profile:details.saved"));
      onClose();
    } catch (error) {
      const placed =
        error instanceof ApiError
          ? applyServerErrors(error.fields, (path, problem) => {
              if ((fields as readonly string[]).includes(path)) setError(path as ProfileFormField, problem);
              else setFormError(problem.message);
            })
          : 0;
      if (placed === 0) setFormError(errorText(error));
    }
  });

  return (
    <FormDialog
      title={t("profile:details.title")}
      size="large"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t("profile:details.save")}
      busy={isSubmitting}
      formClassName="profile-form"
    >
      <FormAlert>{formError}</FormAlert>
      <div className="profile-form__grid">
        {fields.map((field) => {
          const label = t(`profile:fields.${field}`);
          const error = errors[field]?.message;
          if (field === "sourceOfIncome")
            return (
              <SelectField key={field} label={label} error={error} {...register(field)}>
                <option value="">{t("profile:details.chooseIncome")}</option>
                {SOURCES_OF_INCOME.map((source) => (
                  <option key={source} value={source}>
                    {t(`profile:income.${source}`)}
                  </option>
                ))}
              </SelectField>
            );
          if (field === "birthday")
            return (
              <TextField
                key={field}
                label={label}
                type="date"
                min="1900-01-01"
                max={today}
                autoComplete="bday"
                error={error}
                {...register(field)}
              />
            );
          const payout = field === "payeeName" || field === "idNumber";
          return (
            <TextField
              key={field}
              label={label}
              hint={payout ? t(`profile:details.${field}Hint`) : undefined}
              error={error}
              fieldClassName={field === "address" ? "profile-form__wide" : undefined}
              {...INPUTS[field]}
              {...register(field)}
            />
          );
        })}
      </div>
    </FormDialog>
  );
}
