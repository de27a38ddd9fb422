import { ACCOUNT_TYPES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { formatAmount, formatCount, formatDateTime } from "@lotus/ui/format/format";
import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { QrCode } from "@lotus/ui/primitives/QrCode";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import type { MemberPageProps } from "../../../lib/member-pages";
import { useWhitelabel } from "../../../lib/queries";
import { absoluteUrl } from "../../../lib/url";
import { type Invitee, inviteesQuery, type ReferralInfo, referralQuery } from "../api/missions-api";
import "./missions.css";

const PAGE_SIZE = 10;

/**
 * Invite friends (SPEC §2 referral): the member's link and QR code, the brand's rule, the friends
 * who joined with the code (masked) and what each earned the member.
 */
export function ReferralPage({ member }: MemberPageProps) {
  const { t } = useTranslation("missions");
  const info = useQuery({ ...referralQuery(), enabled: member.type !== ACCOUNT_TYPES.trial });
  if (member.type === ACCOUNT_TYPES.trial)
    return <EmptyState heading icon={<Icon name="lock" size={32} />} title={t("trial")} />;
  return (
    <div className="referral-page">
      <QueryView query={info}>{(data) => <ReferralHeader info={data} />}</QueryView>
      <Invitees />
    </div>
  );
}

function ReferralHeader({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation("missions");
  const { currency } = useWhitelabel();
  const money = (amount: number) => formatAmount(amount, currency.symbol);
  const link = absoluteUrl(info.registerPath);
  const rule = info.rule;
  return (
    <>
      <section className="referral-share" aria-label={t("referral.share")}>
        <QrCode value={link} label={t("referral.qr")} size={144} />
        <div className="referral-share__text">
          <p className="muted small">{t("referral.code")}</p>
          <p className="referral-share__code">
            {info.code} <CopyButton text={info.code} iconOnly label={t("referral.copyCode")} size="small" />
          </p>
          <p className="muted small">{t("referral.link")}</p>
          <p className="referral-share__link">
            <span>{link}</span> <CopyButton text={link} label={t("referral.copyLink")} size="small" />
          </p>
        </div>
      </section>
      <dl className="referral-figures">
        <div>
          <dt>{t("referral.invitees")}</dt>
          <dd>{formatCount(info.invitees)}</dd>
        </div>
        <div>
          <dt>{t("referral.depositors")}</dt>
          <dd>{formatCount(info.depositors)}</dd>
        </div>
        <div>
          <dt>{t("referral.earned")}</dt>
          <dd>{money(info.earned)}</dd>
        </div>
      </dl>
      <section className="referral-rule" aria-label={t("referral.rule")}>
        <h4>{t("referral.rule")}</h4>
        {rule.enabled ? (
          <ul>
            {rule.firstDepositReward > 0 && (
              <li>
                {t("referral.ruleFirst", {
                  reward: money(rule.firstDepositReward),
                  min: money(rule.minDeposit),
                })}
              </li>
            )}
            {rule.turnoverRateBp > 0 && (
              <li>{t("referral.ruleTurnover", { rate: (rule.turnoverRateBp / 100).toFixed(2) })}</li>
            )}
            {rule.turnoverMultiple > 0 && (
              <li>{t("referral.ruleMultiple", { multiple: rule.turnoverMultiple })}</li>
            )}
          </ul>
        ) : (
          <p className="muted">{t("referral.ruleOff")}</p>
        )}
      </section>
    </>
  );
}

function Invitees() {
  const { t } = useTranslation("missions");
  const { currency, timeZone } = useWhitelabel();
  const [page, setPage] = useState(1);
  const list = useQuery(inviteesQuery(page, PAGE_SIZE));
  const money = (amount: number) => formatAmount(amount, currency.symbol);
  const columns: DataColumn<Invitee>[] = [
    { id: "account", header: t("referral.friend"), primary: true, cell: (row) => row.account },
    {
      id: "joined",
      header: t("referral.joined"),
      className: "nowrap",
      cell: (row) => formatDateTime(row.joinedAt, timeZone),
    },
    {
      id: "deposit",
      header: t("referral.firstDeposit"),
      cell: (row) =>
        row.firstDeposit ? (
          <Badge tone="success">{t("referral.yes")}</Badge>
        ) : (
          <Badge tone="neutral">{t("referral.no")}</Badge>
        ),
    },
    { id: "turnover", header: t("referral.turnover"), numeric: true, cell: (row) => money(row.turnover) },
    { id: "earned", header: t("referral.earnedFrom"), numeric: true, cell: (row) => money(row.earned) },
  ];
  return (
    <section aria-label={t("referral.friends")}>
      <h4 className="missions-group__title">{t("referral.friends")}</h4>
      <PagedTable
        query={list}
        empty={t("referral.none")}
        onPage={setPage}
        label={t("referral.friends")}
        columns={columns}
        rowKey={(row) => `${row.account}-${row.joinedAt}`}
      />
    </section>
  );
}
