import { fieldMessage } from "@lotus/contracts";
import { FormAlert, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { currentLanguage } from "../../../lib/i18n";
import { queryKeys } from "../../../lib/query-keys";
import { normaliseMobileFor, requiredMessage } from "../../../lib/validation";
import { MobileField } from "../../account/components/MobileField";
import { SmsCodeField } from "../../account/components/SmsCodeField";
import { useBotCheck } from "../../account/hooks/use-bot-check";
import { useDialingCodes } from "../../account/hooks/use-dialing-codes";
import { useServerErrors } from "../../account/hooks/use-server-errors";
import {
  changeEmail,
  changeMobile,
  type Profile,
  sendCurrentMobileCode,
  sendEmailCode,
  sendNewMobileCode,
} from "../api/profile-api";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Email and mobile (SPEC §3): each changes only with a code sent to the new address or number — and,
 * for a mobile number, also one sent to the current number.
 */
export function ContactSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation("profile");
  const [open, setOpen] = useState<"email" | "mobile" | null>(null);
  const rows = (["email", "mobile"] as const).filter((field) => profile.editable.includes(field));
  if (rows.length === 0) return null;
  return (
    <section className="card security-center__section" aria-labelledby="profile-contact">
      <h4 id="profile-contact" className="security-center__heading">
        {t("sections.contact")}
      </h4>
      {rows.map((field) => (
        <div key={field} className="security-center__action">
          <span className="security-center__action-icon">
            <Icon name={field === "email" ? "mail" : "phone"} size={20} />
          </span>
          <div>
            <p className="security-center__action-title">{t(`fields.${field}`)}</p>
            <p className="field__hint">{profile[field] ?? t("notSet")}</p>
          </div>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setOpen(field)}>
            {profile[field] ? t(`${field}.change`) : t(`${field}.add`)}
          </button>
        </div>
      ))}
      {open === "email" && <EmailDialog onClose={() => setOpen(null)} />}
      {open === "mobile" && <MobileDialog current={profile.mobile} onClose={() => setOpen(null)} />}
    </section>
  );
}

/** Saves the answered profile and tells member info, whose masked contacts change too. */
function useSaved(message: string, onClose: () => void) {
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  return async (saved: Profile) => {
    queryClient.setQueryData(queryKeys.profile.view(), saved);
    await queryClient.invalidateQueries({ queryKey: queryKeys.member.info() });
    showToast(message);
    onClose();
  };
}

function EmailDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(["profile", "account"]);
  const bot = useBotCheck();
  const saved = useSaved(t("profile:email.saved"), onClose);
  const { register, handleSubmit, setError, getValues, trigger, formState } = useForm({
    defaultValues: { email: "", code: "" },
  });
  const { formError, setFormError, report } = useServerErrors(setError, ["email", "code"] as const);
  const emailLabel = t("profile:email.new");
  const codeLabel = t("profile:email.code");

  // A refused send shows the server's message in the code field's warning dialog (SPEC §8).
  const send = async () => {
    if (!(await trigger("email"))) return undefined;
    return sendEmailCode({ email: getValues("email").trim(), botCheck: await bot.run() });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await saved(await changeEmail({ email: values.email.trim(), code: values.code.trim() }));
    } catch (error) {
      report(error);
    }
  });

  return (
    <FormDialog
      title={t("profile:email.title")}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t("profile:email.confirm")}
      busy={formState.isSubmitting}
    >
      <p className="field__hint">{t("profile:email.intro")}</p>
      <TextField
        label={emailLabel}
        type="email"
        autoComplete="email"
        maxLength={254}
        error={formState.errors.email?.message}
        {...register("email", {
          validate: (value) => {
            const typed = value.trim();
            const empty = requiredMessage(typed, emailLabel, currentLanguage());
            if (empty) return empty;
            return EMAIL_SHAPE.test(typed) ? true : fieldMessage("invalid", currentLanguage());
          },
        })}
      />
      <SmsCodeField
        label={codeLabel}
        onSend={send}
        verifying={bot.verifying}
        error={formState.errors.code?.message}
        {...register("code", {
          validate: (value) => requiredMessage(value.trim(), codeLabel, currentLanguage()) ?? true,
        })}
      />
      <FormAlert>{formError}</FormAlert>
    </FormDialog>
  );
}

interface MobileValues {
  countryDialingCode: string;
  mobileNum: string;
  currentCode: string;
  newCode: string;
}

function MobileDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  const { t } = useTranslation(["profile", "account"]);
  const bot = useBotCheck();
  const saved = useSaved(t("profile:mobile.saved"), onClose);
  const form = useForm<MobileValues>({
    defaultValues: { countryDialingCode: "", mobileNum: "", currentCode: "", newCode: "" },
  });
  const { register, handleSubmit, setError, getValues, trigger, formState } = form;
  const dialing = useDialingCodes(form);
  const { formError, setFormError, report } = useServerErrors(
    setError,
    ["mobileNum", "currentCode", "newCode"] as const,
    { mobileNo: "mobileNum" },
  );
  const mobileLabel = t("profile:mobile.new");
  const currentLabel = t("profile:mobile.currentCode");
  const newLabel = t("profile:mobile.newCode");
  const mobileOf = (values: Pick<MobileValues, "countryDialingCode" | "mobileNum">) =>
    normaliseMobileFor(dialing.find(values.countryDialingCode), values.mobileNum.trim()) ??
    values.mobileNum.trim();
  const required = (label: string) => (value: string) =>
    requiredMessage(value.trim(), label, currentLanguage()) ?? true;

  // A refused send (number taken, too many codes) shows in the code field's warning dialog (SPEC §8).
  const sendCurrent = async () => sendCurrentMobileCode(await bot.run());
  const sendNew = async () => {
    if (!(await trigger("mobileNum"))) return undefined;
    const values = getValues();
    return sendNewMobileCode({
      countryDialingCode: values.countryDialingCode,
      mobileNo: mobileOf(values),
      botCheck: await bot.run(),
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await saved(
        await changeMobile({
          countryDialingCode: values.countryDialingCode,
          mobileNo: mobileOf(values),
          ...(current ? { currentCode: values.currentCode.trim() } : {}),
          newCode: values.newCode.trim(),
        }),
      );
    } catch (error) {
      report(error);
    }
  });

  return (
    <FormDialog
      title={t("profile:mobile.title")}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t("profile:mobile.confirm")}
      busy={formState.isSubmitting}
    >
      <p className="field__hint">
        {current ? t("profile:mobile.introChange") : t("profile:mobile.introAdd")}
      </p>
      {current && (
        <SmsCodeField
          label={currentLabel}
          hint={t("profile:mobile.sentTo", { mobile: current })}
          onSend={sendCurrent}
          verifying={bot.verifying}
          error={formState.errors.currentCode?.message}
          {...register("currentCode", { validate: required(currentLabel) })}
        />
      )}
      <MobileField
        {...dialing.select}
        label={mobileLabel}
        error={formState.errors.mobileNum?.message}
        {...register("mobileNum", { validate: (value) => dialing.mobileMessage(value, mobileLabel) ?? true })}
      />
      <SmsCodeField
        label={newLabel}
        onSend={sendNew}
        verifying={bot.verifying}
        error={formState.errors.newCode?.message}
        {...register("newCode", { validate: required(newLabel) })}
      />
      <FormAlert>{formError}</FormAlert>
    </FormDialog>
  );
}
