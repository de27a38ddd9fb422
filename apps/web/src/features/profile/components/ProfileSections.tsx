import { ACCOUNT_TYPES, PLAIN_PROFILE_FIELDS, type ProfileField } from "@lotus/contracts";
import { QueryView } from "@lotus/ui/data/QueryView";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import type { MemberPageProps } from "../../../lib/member-pages";
import { type Profile, profileQuery } from "../api/profile-api";
import { ActivitySection } from "./ActivitySection";
import { AuthenticatorSection } from "./AuthenticatorSection";
import { ContactSection } from "./ContactSection";
import { ProfileDialog } from "./ProfileDialog";
import "./profile.css";

/**
 * My account's self-service sections (handed to the security centre by the app): personal details,
 * email and mobile, the authenticator and sign-in activity. Trial accounts have none of them.
 */
export function ProfileSections({ member }: MemberPageProps) {
  const trial = member.type === ACCOUNT_TYPES.trial;
  const profile = useQuery({ ...profileQuery(), enabled: !trial });
  if (trial) return null;
  return (
    <>
      <QueryView query={profile}>
        {(data) => (
          <>
            <DetailsSection profile={data} />
            <ContactSection profile={data} />
            <AuthenticatorSection profile={data} />
          </>
        )}
      </QueryView>
      <ActivitySection />
    </>
  );
}

const shown = (profile: Profile, field: ProfileField) => profile.editable.includes(field);

function DetailsSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation("profile");
  const [editing, setEditing] = useState(false);
  const notSet = t("notSet");
  const plain = PLAIN_PROFILE_FIELDS.filter((field) => shown(profile, field));
  const shownValue = (field: (typeof PLAIN_PROFILE_FIELDS)[number]) => {
    const value = profile.values[field];
    if (!value) return notSet;
    return field === "sourceOfIncome" ? t(`income.${value as "salary"}`) : value;
  };
  const payout = (["payeeName", "idNumber"] as const).filter((field) => shown(profile, field));
  const editable = plain.length > 0 || payout.some((field) => !profile[field]);
  return (
    <section className="card security-center__section" aria-labelledby="profile-details">
      <div className="profile-section__head">
        <h4 id="profile-details" className="security-center__heading">
          {t("sections.details")}
        </h4>
        {editable && (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setEditing(true)}>
            <Icon name="user" size={16} />
            {t("details.edit")}
          </button>
        )}
      </div>
      <dl className="security-center__rows">
        {plain.map((field) => (
          <div key={field}>
            <dt>{t(`fields.${field}`)}</dt>
            <dd>{shownValue(field)}</dd>
          </div>
        ))}
        {payout.map((field) => (
          <div key={field}>
            <dt>{t(`fields.${field}`)}</dt>
            <dd>
              {profile[field] ? (
                <span className="profile-locked">
                  {profile[field]}
                  <Badge tone="muted">{t("details.locked")}</Badge>
                </span>
              ) : (
                notSet
              )}
            </dd>
          </div>
        ))}
      </dl>
      {payout.some((field) => profile[field]) && <p className="field__hint">{t("details.payoutLocked")}</p>}
      {editing && <ProfileDialog profile={profile} onClose={() => setEditing(false)} />}
    </section>
  );
}
