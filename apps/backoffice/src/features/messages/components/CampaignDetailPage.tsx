import "./messages.css";
import { LANGUAGE_NAMES, type Language } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { formatCount } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { toast } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { RichText } from "../../../components/ui/RichText";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { currentLanguage } from "../../../lib/i18n";
import { reportFailure } from "../../../lib/mutation";
import { useBrandTime } from "../../games/components/parts";
import {
  type Campaign,
  campaignQuery,
  campaignsChanged,
  cancelCampaign,
  messageOptionsQuery,
} from "../api/messages-api";
import { audienceText, progressOf, STATUS_TONE, titleIn } from "./message-helpers";

/** One message: its texts, audience, schedule and delivery progress; a scheduled one can be cancelled. */
export default function CampaignDetailPage() {
  const { campaignId = "" } = useParams();
  const { t } = useTranslation(["messages", "common"]);
  const brandId = useBrandId();
  const query = useQuery(campaignQuery(brandId, campaignId));
  const back = (
    <Link to="/messages" className="back-link">
      <Icon name="chevronLeft" size={14} />
      {t("list.title")}
    </Link>
  );
  const campaign = query.data;
  return (
    <>
      <PageHeader
        title={campaign ? titleIn(campaign.title, currentLanguage()) : t("detail.title")}
        back={back}
      />
      {campaign ? (
        <CampaignDetail brandId={brandId} campaign={campaign} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner />
      )}
    </>
  );
}

function CampaignDetail({ brandId, campaign }: { brandId: string; campaign: Campaign }) {
  const { t } = useTranslation(["messages", "common"]);
  const can = useCan();
  const time = useBrandTime();
  const queryClient = useQueryClient();
  const options = useQuery(messageOptionsQuery(brandId, currentLanguage()));
  const languages = Object.keys(campaign.title) as Language[];
  const [language, setLanguage] = useState<Language>(languages[0] ?? "EN");
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelCampaign(brandId, campaign.id),
    onSuccess: async () => {
      setAsking(false);
      toast(t("detail.cancelled"));
      await campaignsChanged(queryClient, brandId);
    },
    onError: async (error) => {
      setAsking(false);
      reportFailure(error, t("detail.cancelFailed"));
      await campaignsChanged(queryClient, brandId);
    },
  });
  const levelName = (rank: number) =>
    options.data?.vipLevels.find((level) => level.rank === rank)?.name ?? String(rank);
  const progress = progressOf(campaign);
  const facts: Array<[string, string]> = [
    [t("fields.audience"), audienceText(t, campaign.audience, levelName)],
    [t("fields.sendAt"), time.format(campaign.sendAt)],
    [t("fields.createdBy"), `${campaign.createdBy} · ${time.format(campaign.createdAt)}`],
    ...(campaign.sentAt
      ? ([[t("fields.sentAt"), time.format(campaign.sentAt)]] as Array<[string, string]>)
      : []),
    ...(campaign.cancelledAt
      ? ([[t("fields.cancelledAt"), time.format(campaign.cancelledAt)]] as Array<[string, string]>)
      : []),
  ];

  return (
    <div className="stack stack--lg">
      <Card
        title={t("detail.delivery")}
        actions={
          campaign.status === "scheduled" &&
          can("messages.send") && (
            <Button variant="danger" icon={<Icon name="close" />} onClick={() => setAsking(true)}>
              {t("detail.cancel")}
            </Button>
          )
        }
      >
        <div className="stack">
          <p>
            <Badge tone={STATUS_TONE[campaign.status]}>{t(`statuses.${campaign.status}`)}</Badge>
          </p>
          <div
            className="message-progress"
            role="progressbar"
            aria-label={t("detail.progress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={t("detail.progressText", {
              recipients: formatCount(campaign.recipients),
              size: formatCount(campaign.audienceSize ?? campaign.recipients),
            })}
          >
            <span className="message-progress__bar" style={{ width: `${progress}%` }} />
          </div>
          <dl className="message-facts">
            <div>
              <dt>{t("fields.recipients")}</dt>
              <dd>
                {t("detail.progressText", {
                  recipients: formatCount(campaign.recipients),
                  size: formatCount(campaign.audienceSize ?? campaign.recipients),
                })}
              </dd>
            </div>
            <div>
              <dt>{t("fields.read")}</dt>
              <dd>{formatCount(campaign.read)}</dd>
            </div>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Card>
      <Card title={t("detail.texts")}>
        <Tabs
          idPrefix="message-text"
          label={t("compose.languages")}
          active={language}
          onChange={setLanguage}
          tabs={languages.map((code) => ({ id: code, label: LANGUAGE_NAMES[code] }))}
        >
          <article className="message-preview">
            <h3 className="message-preview__title">{campaign.title[language]}</h3>
            <RichText html={campaign.body[language] ?? ""} />
          </article>
        </Tabs>
      </Card>
      {asking && (
        <ConfirmDialog
          title={t("detail.cancelTitle")}
          tone="danger"
          confirmLabel={t("detail.cancel")}
          onConfirm={() => cancel.mutate()}
          onCancel={() => setAsking(false)}
          busy={cancel.isPending}
        >
          {t("detail.cancelText")}
        </ConfirmDialog>
      )}
    </div>
  );
}
