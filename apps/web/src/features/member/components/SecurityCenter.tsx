import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@lotus/contracts";
import { Spinner } from "@lotus/ui/data/states";
import { formatDateTime } from "@lotus/ui/format/format";
import { FormAlert, SelectField } from "@lotus/ui/primitives/Field";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { type ComponentType, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { errorText } from "../../../lib/error-text";
import { fromLng } from "../../../lib/language";
import { switchLanguage } from "../../../lib/language-switch";
import type { MemberPageProps } from "../../../lib/member-pages";
import { useModals } from "../../../lib/modal-store";
import { type MemberInfo, useWhitelabel } from "../../../lib/queries";
import { AvatarPicker } from "./AvatarPicker";

/**
 * My account (securityCenter): the member's real information, avatar, password and language, and
 * the sections other features add (profile and sign-in activity from the profile feature, payment
 * password and bank accounts from the wallet).
 */
export function SecurityCenter({
  member,
  extras: Extras,
  sections: Sections,
}: {
  member: MemberInfo;
  extras?: ComponentType<MemberPageProps>;
  /** Profile, contacts, authenticator and sign-in activity; they show payee name, mobile and email. */
  sections?: ComponentType<MemberPageProps>;
}) {
  const { t, i18n } = useTranslation(["member", "common"]);
  const { timeZone } = useWhitelabel();
  const open = useModals((state) => state.open);
  const showToast = useToasts((state) => state.show);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [languageProblem, setLanguageProblem] = useState<string>();
  const notSet = t("member:security.notSet");

  const rows: { label: string; value: string }[] = [
    { label: t("member:security.account"), value: member.account },
    { label: t("member:security.nickname"), value: member.nickname || notSet },
    {
      label: t("member:security.accountType"),
      value: member.isAgent ? t("member:security.agent") : t("member:security.member"),
    },
    { label: t("member:security.vip"), value: member.memberLabel[0]?.labelName ?? notSet },
    { label: t("member:security.club"), value: member.clubLabel?.labelName ?? notSet },
    { label: t("member:security.registeredAt"), value: formatDateTime(member.registeredAt, timeZone) },
    ...(Sections
      ? []
      : [
          { label: t("member:security.payeeName"), value: member.payeeName ?? notSet },
          { label: t("member:security.mobile"), value: member.mobile ?? notSet },
          { label: t("member:security.email"), value: member.email ?? notSet },
        ]),
    {
      label: t("member:security.paymentPassword"),
      value: member.hasPaymentPassword ? t("member:security.set") : notSet,
    },
  ];

  const onLanguage = async (language: Language) => {
    setLanguageProblem(undefined);
    try {
      await switchLanguage(language);
      showToast(t("member:security.languageSaved"));
    } catch (error) {
      setLanguageProblem(errorText(error));
    }
  };

  return (
    <div className="security-center">
      <section className="security-center__profile card">
        <img
          className="security-center__avatar"
          src={member.avatarUrl}
          alt={t("member:avatar.current")}
          width={72}
          height={72}
        />
        <div className="security-center__who">
          <p className="security-center__name">{member.nickname || member.account}</p>
          {member.memberLabel[0] && (
            <span className="security-center__vip">{member.memberLabel[0].labelName}</span>
          )}
        </div>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-expanded={pickerOpen}
          onClick={() => setPickerOpen((value) => !value)}
        >
          {t("member:avatar.change")}
        </button>
      </section>
      {pickerOpen && <AvatarPicker current={member} />}

      <section className="card security-center__section" aria-labelledby="security-info">
        <h4 id="security-info" className="security-center__heading">
          {t("member:security.info")}
        </h4>
        <dl className="security-center__rows">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {Sections && (
        <Suspense fallback={<Spinner label={t("common:status.loading")} size={28} />}>
          <Sections member={member} />
        </Suspense>
      )}

      <section className="card security-center__section" aria-labelledby="security-actions">
        <h4 id="security-actions" className="security-center__heading">
          {t("member:security.safety")}
        </h4>
        <div className="security-center__action">
          <span className="security-center__action-icon">
            <Icon name="lock" size={20} />
          </span>
          <div>
            <p className="security-center__action-title">{t("member:security.password")}</p>
            <p className="field__hint">{t("member:security.passwordHint")}</p>
          </div>
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => open("changePassword")}
          >
            {t("member:security.changePassword")}
          </button>
        </div>
        <SelectField
          label={t("member:security.language")}
          value={fromLng(i18n.language)}
          onChange={(event) => void onLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
        <FormAlert>{languageProblem}</FormAlert>
      </section>
      {Extras && (
        <Suspense fallback={<Spinner label={t("common:status.loading")} size={28} />}>
          <Extras member={member} />
        </Suspense>
      )}
    </div>
  );
}
