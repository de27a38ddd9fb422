import "./members.css";
import type { MemberDetailView } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { formatDateTime } from "@lotus/ui/format/format";
import { Button, buttonClass } from "@lotus/ui/primitives/Button";
import { TabPanel, Tabs } from "@lotus/ui/primitives/Tabs";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { agentTreePath } from "../../agents/components/agent-model";
import { MemberWallet } from "../../finance/components/MemberWallet";
import { memberQuery } from "../api/members-api";
import { AccountTypeLabel } from "./AccountTypeLabel";
import { LoginHistory } from "./LoginHistory";
import { MemberEditForm } from "./MemberEditForm";
import { PayoutIdentityDialog } from "./PayoutIdentityDialog";
import { ResetPasswordDialog } from "./ResetPasswordDialog";
import { SessionList } from "./SessionList";
import { StatusBadge } from "./StatusBadge";
import { StatusDialog } from "./StatusDialog";

type ProfileTab = "profile" | "sessions" | "logins" | "wallet";

export default function MemberProfilePage() {
  const { memberId = "" } = useParams();
  const { t } = useTranslation(["members", "common"]);
  const brandId = useBrandId();
  const query = useQuery(memberQuery(brandId, memberId));
  const back = (
    <Link to="/members" className="back-link">
      <Icon name="chevronLeft" size={14} />
      {t("search.title")}
    </Link>
  );
  if (query.isPending) {
    return (
      <>
        <PageHeader title={t("profile.title")} back={back} />
        <Spinner />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title={t("profile.title")} back={back} />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return <Profile member={query.data} brandId={brandId} back={back} />;
}

function Profile({ member, brandId, back }: { member: MemberDetailView; brandId: string; back: ReactNode }) {
  const { t } = useTranslation(["members", "agents", "common"]);
  const can = useCan();
  const [tab, setTab] = useState<ProfileTab>("profile");
  const [dialog, setDialog] = useState<"status" | "password" | "payout" | null>(null);
  const locked = member.status === "locked";
  const tabs = [
    { id: "profile" as const, label: t("profile.tabs.profile") },
    ...(can("members.sessions") ? [{ id: "sessions" as const, label: t("profile.tabs.sessions") }] : []),
    { id: "logins" as const, label: t("profile.tabs.logins") },
    ...(can("wallet.view") ? [{ id: "wallet" as const, label: t("profile.tabs.wallet") }] : []),
  ];
  return (
    <>
      <PageHeader
        title={member.account}
        back={back}
        description={
          <span className="row">
            <StatusBadge status={member.status} />
            <Badge tone="info">
              <AccountTypeLabel type={member.accountType} />
            </Badge>
            {member.mustChangePassword && <Badge tone="warning">{t("profile.mustChangePassword")}</Badge>}
            {!member.unmasked && <Badge>{t("profile.masked")}</Badge>}
          </span>
        }
        actions={
          (can("agents.view") || can("members.edit")) && (
            <>
              {can("agents.view") && (
                <Link to={agentTreePath(member.id)} className={buttonClass("secondary")}>
                  <Icon name="tree" />
                  {t("agents:member.openTree")}
                </Link>
              )}
              {can("members.edit") && (
                <>
                  <Button
                    icon={<Icon name={locked ? "unlock" : "lock"} />}
                    variant={locked ? "secondary" : "danger"}
                    onClick={() => setDialog("status")}
                  >
                    {locked ? t("status.unlock") : t("status.lock")}
                  </Button>
                  <Button icon={<Icon name="key" />} onClick={() => setDialog("password")}>
                    {t("password.open")}
                  </Button>
                  {can("members.sensitive") && (
                    <Button icon={<Icon name="edit" />} onClick={() => setDialog("payout")}>
                      {t("payout.open")}
                    </Button>
                  )}
                </>
              )}
            </>
          )
        }
      />
      <Tabs idPrefix="member" label={t("profile.tabsLabel")} tabs={tabs} active={tab} onChange={setTab} />
      <TabPanel idPrefix="member" id="profile" active={tab === "profile"}>
        <div className="member-grid">
          <Card title={t("profile.details")}>
            <MemberDetails member={member} />
          </Card>
          <Card title={can("members.edit") ? t("edit.title") : t("edit.readTitle")}>
            <MemberEditForm
              key={member.id}
              member={member}
              brandId={brandId}
              readOnly={!can("members.edit")}
            />
          </Card>
        </div>
      </TabPanel>
      {can("members.sessions") && (
        <TabPanel idPrefix="member" id="sessions" active={tab === "sessions"}>
          {tab === "sessions" && <SessionList brandId={brandId} memberId={member.id} />}
        </TabPanel>
      )}
      <TabPanel idPrefix="member" id="logins" active={tab === "logins"}>
        {tab === "logins" && <LoginHistory brandId={brandId} memberId={member.id} />}
      </TabPanel>
      {can("wallet.view") && (
        <TabPanel idPrefix="member" id="wallet" active={tab === "wallet"}>
          {tab === "wallet" && <MemberWallet brandId={brandId} memberId={member.id} />}
        </TabPanel>
      )}
      {dialog === "status" && (
        <StatusDialog member={member} brandId={brandId} onClose={() => setDialog(null)} />
      )}
      {dialog === "password" && (
        <ResetPasswordDialog member={member} brandId={brandId} onClose={() => setDialog(null)} />
      )}
      {dialog === "payout" && (
        <PayoutIdentityDialog member={member} brandId={brandId} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

const PROFILE_KEYS = [
  "nickname",
  "payeeName",
  "mobile",
  "email",
  "affiliateCode",
  "birthday",
  "address",
  "nationality",
  "occupation",
  "sourceOfIncome",
  "zalo",
  "whatsapp",
  "facebook",
  "telegram",
  "line",
  "wechat",
  "qqNum",
  "idNumber",
] as const;

function MemberDetails({ member }: { member: MemberDetailView }) {
  const { t } = useTranslation(["members", "common"]);
  const none = <span className="muted">{t("common:states.none")}</span>;
  const text = (value: string | null | undefined) => (value ? value : none);
  const profileEntries = Object.entries(member.profile).filter(([, value]) => value !== "");
  const profileLabel = (key: string) => {
    const known = PROFILE_KEYS.find((entry) => entry === key);
    return known ? t(`profileFields.${known}`) : key;
  };
  return (
    <div className="stack stack--lg">
      <dl className="kv">
        <dt>{t("fields.account")}</dt>
        <dd className="mono">{member.account}</dd>
        <dt>{t("fields.nickname")}</dt>
        <dd>{text(member.nickname)}</dd>
        <dt>{t("fields.payeeName")}</dt>
        <dd>{text(member.payeeName)}</dd>
        <dt>{t("fields.mobile")}</dt>
        <dd className="mono">{text(member.mobile)}</dd>
        <dt>{t("fields.email")}</dt>
        <dd>{text(member.email)}</dd>
        <dt>{t("fields.upline")}</dt>
        <dd>
          {member.upline ? <Link to={`/members/${member.upline.id}`}>{member.upline.account}</Link> : none}
        </dd>
        <dt>{t("fields.clubLabel")}</dt>
        <dd>{text(member.clubLabel)}</dd>
        <dt>{t("fields.memberLabels")}</dt>
        <dd>{member.memberLabels.length ? member.memberLabels.join(", ") : none}</dd>
        <dt>{t("fields.language")}</dt>
        <dd>{text(member.language)}</dd>
        <dt>{t("fields.registerIp")}</dt>
        <dd className="mono">{text(member.registerIp)}</dd>
        <dt>{t("fields.registerUrl")}</dt>
        <dd>{text(member.registerUrl)}</dd>
        <dt>{t("fields.registerMethod")}</dt>
        <dd>{text(member.registerMethod)}</dd>
        <dt>{t("fields.createdAt")}</dt>
        <dd>{formatDateTime(member.createdAt)}</dd>
        <dt>{t("fields.lastLoginAt")}</dt>
        <dd>{member.lastLoginAt ? formatDateTime(member.lastLoginAt) : none}</dd>
      </dl>
      {!member.unmasked && <p className="muted small">{t("profile.maskedHint")}</p>}
      <div className="stack">
        <h3 className="section-title">{t("profile.extra")}</h3>
        {profileEntries.length === 0 ? (
          <p className="muted small">{t("profile.noExtra")}</p>
        ) : (
          <dl className="kv">
            {profileEntries.map(([key, value]) => (
              <div key={key} className="kv__row">
                <dt>{profileLabel(key)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
