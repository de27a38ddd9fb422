import "./messages.css";
import {
  type AudienceKind,
  LANGUAGE_NAMES,
  type Language,
  messageCampaignCreateCall,
} from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { fromDateTimeLocal, toDateTimeLocal } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { RadioGroup } from "@lotus/ui/primitives/Choice";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { TextField } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { Icon } from "../../../components/ui/Icon";
import { LanguagePanels } from "../../../components/ui/LanguagePanels";
import { RichText } from "../../../components/ui/RichText";
import { RichTextEditor } from "../../../components/ui/RichTextEditor";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { withoutBlankLanguages } from "../../../lib/form";
import { currentLanguage } from "../../../lib/i18n";
import { reportFailure } from "../../../lib/mutation";
import { useContractResolver } from "../../../lib/use-validation";
import {
  type CampaignBody,
  campaignsChanged,
  type MessageOptions,
  messageOptionsQuery,
  sendCampaign,
} from "../api/messages-api";
import { AudienceFields, type AudienceValues, audienceOf } from "./AudienceFields";

export interface ComposeValues extends AudienceValues {
  title: Partial<Record<Language, string>>;
  body: Partial<Record<Language, string>>;
  when: "now" | "later";
  sendAt: number | null;
}

/** The form as the contract takes it: blank languages dropped, "now" as no time. */
function toBody(values: ComposeValues): unknown {
  return {
    title: withoutBlankLanguages(values.title as Record<string, string>),
    body: withoutBlankLanguages(
      values.body as Record<string, string>,
      (html) => html.replace(/<[^>]*>/g, "").trim() === "",
    ),
    audience: audienceOf(values),
    sendAt: values.when === "now" ? null : values.sendAt,
  };
}

/** Error codes the server answers that belong to one field. */
const CODE_FIELDS: Record<string, string> = {
  "message.member_unknown": "account",
  "message.not_agent": "account",
  "message.vip_level_unknown": "ranks",
  "message.schedule_invalid": "sendAt",
};

/** Compose a message to members' inboxes: texts per brand language, an audience, now or at a time. */
export default function ComposeMessagePage() {
  const { t } = useTranslation(["messages", "common"]);
  const brandId = useBrandId();
  const options = useQuery(messageOptionsQuery(brandId, currentLanguage()));
  const back = (
    <Link to="/messages" className="back-link">
      <Icon name="chevronLeft" size={14} />
      {t("list.title")}
    </Link>
  );
  return (
    <>
      <PageHeader title={t("compose.title")} description={t("compose.description")} back={back} />
      {options.data ? (
        <ComposeForm brandId={brandId} options={options.data} />
      ) : options.isError ? (
        <ErrorState error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        <Spinner />
      )}
    </>
  );
}

function ComposeForm({ brandId, options }: { brandId: string; options: MessageOptions }) {
  const { t } = useTranslation(["messages", "common"]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const main = options.defaultLanguage;
  const fixed: Language[] = [
    main,
    ...(options.languages.includes("EN") && main !== "EN" ? (["EN"] as const) : []),
  ];
  const [languages, setLanguages] = useState<Language[]>(fixed);
  const [previewLanguage, setPreviewLanguage] = useState<Language>(main);
  const [confirming, setConfirming] = useState<CampaignBody | null>(null);
  const resolver = useContractResolver<ComposeValues, CampaignBody>(
    messageCampaignCreateCall.body,
    (output, values) => {
      const problems: Record<string, string | undefined> = {};
      if (!output.title[main])
        problems[`title.${main}`] = t("compose.defaultTitleRequired", { language: LANGUAGE_NAMES[main] });
      if (!output.body[main])
        problems[`body.${main}`] = t("compose.defaultBodyRequired", { language: LANGUAGE_NAMES[main] });
      for (const language of languages) {
        if (language === main) continue;
        if (output.body[language] && !output.title[language])
          problems[`title.${language}`] = t("compose.titleRequired");
        if (output.title[language] && !output.body[language])
          problems[`body.${language}`] = t("compose.bodyRequired");
      }
      if (values.when === "later" && (values.sendAt === null || values.sendAt <= Date.now()))
        problems.sendAt = t("compose.sendAtFuture");
      if (values.audienceKind === "vip" && values.ranks.length === 0)
        problems.ranks = t("compose.ranksRequired");
      return problems;
    },
    toBody,
  );
  const form = useForm<ComposeValues, unknown, CampaignBody>({
    resolver,
    defaultValues: {
      title: Object.fromEntries(fixed.map((language) => [language, ""])),
      body: Object.fromEntries(fixed.map((language) => [language, ""])),
      audienceKind: "member" as AudienceKind,
      account: "",
      labels: [],
      ranks: [],
      when: "now",
      sendAt: null,
    },
  });
  const send = useMutation({
    mutationFn: (body: CampaignBody) => sendCampaign(brandId, body),
    onSuccess: async (campaign) => {
      await campaignsChanged(queryClient, brandId);
      toast(
        campaign.status === "scheduled" && campaign.sendAt > Date.now()
          ? t("compose.scheduled")
          : t("compose.sent"),
      );
      navigate(`/messages/${campaign.id}`, { replace: true });
    },
    onError: (error) => {
      setConfirming(null);
      reportFailure(error, t("compose.failed"), form.setError, { codeFields: CODE_FIELDS });
    },
  });
  const values = form.watch();
  const errors = form.formState.errors;
  const alerts = languages.filter((language) => errors.title?.[language] || errors.body?.[language]);
  const shownPreview = languages.includes(previewLanguage) ? previewLanguage : main;

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => setConfirming(body))} className="message-compose">
      <div className="stack stack--lg">
        <Card title={t("compose.texts")}>
          <LanguagePanels
            label={t("compose.languages")}
            languages={languages}
            fixed={fixed}
            offered={options.languages}
            alerts={alerts}
            onAdd={(language) => {
              setLanguages((current) => [...current, language]);
              form.setValue(`title.${language}`, "", { shouldDirty: true });
              form.setValue(`body.${language}`, "", { shouldDirty: true });
            }}
            onRemove={(language) => {
              setLanguages((current) => current.filter((entry) => entry !== language));
              const { [language]: _title, ...titles } = form.getValues("title");
              const { [language]: _body, ...bodies } = form.getValues("body");
              form.setValue("title", titles, { shouldDirty: true });
              form.setValue("body", bodies, { shouldDirty: true });
            }}
            render={(language) => (
              <div className="stack">
                <TextField
                  label={t("compose.titleIn", { language: LANGUAGE_NAMES[language] })}
                  maxLength={200}
                  error={errors.title?.[language]?.message}
                  {...form.register(`title.${language}`)}
                />
                <Controller
                  control={form.control}
                  name={`body.${language}`}
                  render={({ field }) => (
                    <RichTextEditor
                      label={t("compose.bodyIn", { language: LANGUAGE_NAMES[language] })}
                      value={field.value ?? ""}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors.body?.[language]?.message}
                    />
                  )}
                />
              </div>
            )}
          />
        </Card>
        <Card title={t("compose.audience")}>
          <AudienceFields form={form} vipLevels={options.vipLevels} />
        </Card>
        <Card title={t("compose.when")}>
          <div className="stack">
            <Controller
              control={form.control}
              name="when"
              render={({ field }) => (
                <RadioGroup
                  legend={t("compose.when")}
                  name="when"
                  value={field.value}
                  onChange={field.onChange}
                  options={[
                    { value: "now", label: t("compose.now") },
                    { value: "later", label: t("compose.later") },
                  ]}
                />
              )}
            />
            {values.when === "later" && (
              <Controller
                control={form.control}
                name="sendAt"
                render={({ field }) => (
                  <TextField
                    type="datetime-local"
                    label={t("compose.sendAt")}
                    value={toDateTimeLocal(field.value)}
                    onChange={(event) => field.onChange(fromDateTimeLocal(event.target.value))}
                    onBlur={field.onBlur}
                    error={errors.sendAt?.message}
                    hint={t("compose.localTime")}
                  />
                )}
              />
            )}
          </div>
        </Card>
        <ErrorSummary errors={errors} />
        <div className="form-actions">
          <Button variant="ghost" onClick={() => navigate("/messages")}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" variant="primary" icon={<Icon name="send" />} busy={send.isPending}>
            {values.when === "now" ? t("compose.sendNow") : t("compose.schedule")}
          </Button>
        </div>
      </div>
      <aside>
        <Card
          title={t("compose.preview")}
          actions={
            <select
              className="input select input--small"
              aria-label={t("compose.previewLanguage")}
              value={shownPreview}
              onChange={(event) => setPreviewLanguage(event.target.value as Language)}
            >
              {languages.map((language) => (
                <option key={language} value={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
          }
        >
          <article className="message-preview">
            <h3 className="message-preview__title">{values.title[shownPreview] || t("compose.noTitle")}</h3>
            <RichText html={values.body[shownPreview] ?? ""} />
          </article>
        </Card>
      </aside>
      {confirming && (
        <ConfirmDialog
          title={values.when === "now" ? t("compose.confirmSendTitle") : t("compose.confirmScheduleTitle")}
          confirmLabel={values.when === "now" ? t("compose.sendNow") : t("compose.schedule")}
          onConfirm={() => send.mutate(confirming)}
          onCancel={() => setConfirming(null)}
          busy={send.isPending}
        >
          {t("compose.confirmText")}
        </ConfirmDialog>
      )}
    </form>
  );
}
