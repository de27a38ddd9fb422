import "./promotions.css";
import {
  ABUSE_MATCH_FIELDS,
  JOIN_MODES,
  LANGUAGE_NAMES,
  type Language,
  PROMOTION_TYPES,
  type PromotionAdminView,
  type PromotionInput,
  type PromotionType,
  promotionCreateCall,
} from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { fromDateTimeLocal, toDateTimeLocal } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { LanguagePanels } from "../../../components/ui/LanguagePanels";
import { RichTextEditor } from "../../../components/ui/RichTextEditor";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { useContractResolver } from "../../../lib/use-validation";
import {
  createPromotion,
  promotionQuery,
  promotionsChanged,
  setPromotionStatus,
  updatePromotion,
  uploadBanner,
} from "../api/promotions-api";
import { defaultConfig, type EditorValues, toBody, toValues } from "./editor-values";
import { type LooseForm, PromotionConfigFields } from "./PromotionConfigFields";
import { PromotionPreview } from "./PromotionPreview";
import { PhaseBadge, textIn, useTextLanguage } from "./parts";

/** /promotions/new and /promotions/:promotionId: the editor with its preview and status actions. */
export default function PromotionEditorPage() {
  const { promotionId = "new" } = useParams();
  const { t } = useTranslation(["promotions", "common"]);
  const brandId = useBrandId();
  const language = useTextLanguage();
  const creating = promotionId === "new";
  const query = useQuery({ ...promotionQuery(brandId, promotionId), enabled: !creating });
  const back = (
    <Link to="/promotions" className="back-link">
      <Icon name="chevronLeft" size={14} />
      {t("list.title")}
    </Link>
  );
  if (creating) {
    return (
      <>
        <PageHeader title={t("editor.new")} back={back} />
        <PromotionForm brandId={brandId} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={query.data ? textIn(query.data.title, language) || t("editor.edit") : t("editor.edit")}
        back={back}
        actions={query.data && <StatusActions brandId={brandId} promotion={query.data} />}
      />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PromotionForm key={query.data.updatedAt} brandId={brandId} item={query.data} />
      )}
    </>
  );
}

/** Publish a draft or end a live promotion (asked first), and the promotion's reports. */
function StatusActions({ brandId, promotion }: { brandId: string; promotion: PromotionAdminView }) {
  const { t } = useTranslation("promotions");
  const can = useCan();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<"published" | "ended">();
  const change = useMutation({
    mutationFn: (status: "published" | "ended") => setPromotionStatus(brandId, promotion.id, status),
    onSuccess: async (_, status) => {
      toast(t(status === "published" ? "editor.published" : "editor.ended"));
      setAsking(undefined);
      await promotionsChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("editor.failed")),
  });
  return (
    <div className="promo-editor__actions">
      <PhaseBadge phase={promotion.phase} />
      <Link className="btn btn--secondary" to={`/promotions/${promotion.id}/matches`}>
        {t("matches.open")}
      </Link>
      {promotion.joinMode === "apply" && (
        <Link className="btn btn--secondary" to={`/promotion-applications?promotionId=${promotion.id}`}>
          {t("applications.open", { count: promotion.pendingApplications })}
        </Link>
      )}
      {can("promotions.manage") && promotion.status === "draft" && (
        <Button variant="primary" onClick={() => setAsking("published")}>
          {t("editor.publish")}
        </Button>
      )}
      {can("promotions.manage") && promotion.status === "published" && (
        <Button variant="danger" onClick={() => setAsking("ended")}>
          {t("editor.end")}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title={t(asking === "published" ? "editor.publishTitle" : "editor.endTitle")}
          confirmLabel={t(asking === "published" ? "editor.publish" : "editor.end")}
          tone={asking === "ended" ? "danger" : "primary"}
          busy={change.isPending}
          onConfirm={() => change.mutate(asking)}
          onCancel={() => setAsking(undefined)}
        >
          {t(asking === "published" ? "editor.publishText" : "editor.endText")}
        </ConfirmDialog>
      )}
    </div>
  );
}

function PromotionForm({ brandId, item }: { brandId: string; item?: PromotionAdminView }) {
  const { t } = useTranslation(["promotions", "common"]);
  const navigate = useNavigate();
  const can = useCan();
  const queryClient = useQueryClient();
  const [type, setType] = useState<PromotionType>(item?.type ?? "first_deposit");
  const [languages, setLanguages] = useState<Language[]>(
    () => Object.keys({ EN: "", VI: "", ...item?.title }) as Language[],
  );
  const [previewLanguage, setPreviewLanguage] = useState<Language>("EN");
  const resolver = useContractResolver<EditorValues, PromotionInput>(
    promotionCreateCall.body,
    (output) => {
      const problems: Record<string, string> = {};
      if (!output.title.EN?.trim()) problems["title.EN"] = t("editor.titleEnRequired");
      if (output.endsAt !== null && output.endsAt <= output.startsAt)
        problems.endsAt = t("editor.endBeforeStart");
      return problems;
    },
    toBody,
  );
  const form = useForm<EditorValues, unknown, PromotionInput>({
    resolver,
    defaultValues: toValues(item, type),
  });
  const loose = form as unknown as LooseForm;
  const errors = form.formState.errors;
  const values = form.watch();
  const save = useMutation({
    mutationFn: (body: PromotionInput) =>
      item ? updatePromotion(brandId, item.id, body) : createPromotion(brandId, body),
    onSuccess: async (saved) => {
      await promotionsChanged(queryClient, brandId);
      toast(t(item ? "editor.saved" : "editor.created"));
      if (!item) navigate(`/promotions/${saved.id}`, { replace: true });
    },
    onError: (error) => reportFailure(error, t("editor.failed"), form.setError),
  });
  const banner = useMutation({
    mutationFn: (file: File) => uploadBanner(brandId, file),
    onSuccess: (uploaded) => form.setValue("bannerUrl", uploaded.url, { shouldDirty: true }),
    onError: (error) => reportFailure(error, t("editor.bannerFailed")),
  });
  const editable = can("promotions.manage");

  return (
    <div className="promo-editor">
      <form
        className="promo-editor__form"
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
        noValidate
      >
        <fieldset disabled={!editable || save.isPending} className="promo-editor__fields">
          <div className="grid-2">
            <SelectField
              label={t("fields.type")}
              value={type}
              disabled={Boolean(item)}
              hint={item ? t("editor.typeFixed") : undefined}
              onChange={(event) => {
                const next = event.target.value as PromotionType;
                setType(next);
                form.setValue("config", defaultConfig(next));
              }}
            >
              {PROMOTION_TYPES.map((entry) => (
                <option key={entry} value={entry}>
                  {t(`types.${entry}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t("fields.joinMode")}
              error={errors.joinMode?.message}
              {...form.register("joinMode")}
            >
              {JOIN_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`joinModes.${mode}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <LanguagePanels
            label={t("editor.languages")}
            languages={languages}
            onAdd={(language) => setLanguages([...languages, language])}
            onRemove={(language) => {
              setLanguages(languages.filter((entry) => entry !== language));
              for (const field of ["title", "summary", "body"] as const) {
                const { [language]: _removed, ...rest } = form.getValues(field);
                form.setValue(field, rest, { shouldDirty: true });
              }
            }}
            alerts={languages.filter((language) => errors.title?.[language])}
            render={(language) => (
              <>
                <TextField
                  label={t("editor.titleIn", { language: LANGUAGE_NAMES[language] })}
                  maxLength={300}
                  error={errors.title?.[language]?.message}
                  {...form.register(`title.${language}`)}
                />
                <TextField
                  label={t("editor.summaryIn", { language: LANGUAGE_NAMES[language] })}
                  maxLength={300}
                  {...form.register(`summary.${language}`)}
                />
                <Controller
                  control={form.control}
                  name={`body.${language}`}
                  render={({ field }) => (
                    <RichTextEditor
                      label={t("editor.bodyIn", { language: LANGUAGE_NAMES[language] })}
                      value={field.value ?? ""}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </>
            )}
          />
          <div className="grid-2">
            <TextField
              label={t("fields.bannerUrl")}
              error={errors.bannerUrl?.message}
              {...form.register("bannerUrl")}
            />
            <label className="btn btn--secondary promo-editor__upload">
              <Icon name="image" size={16} />
              {banner.isPending ? t("editor.uploading") : t("editor.uploadBanner")}
              <input
                type="file"
                accept="image/png,image/jpeg"
                className="visually-hidden"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = "";
                  if (file) banner.mutate(file);
                }}
              />
            </label>
            {(["startsAt", "endsAt"] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <TextField
                    type="datetime-local"
                    label={t(`fields.${name}`)}
                    value={toDateTimeLocal(field.value)}
                    onChange={(event) => field.onChange(fromDateTimeLocal(event.target.value))}
                    onBlur={field.onBlur}
                    error={errors[name]?.message}
                    hint={name === "endsAt" ? t("editor.noEndHint") : t("editor.localTime")}
                  />
                )}
              />
            ))}
          </div>
          <fieldset className="promo-editor__group">
            <legend>{t("editor.config")}</legend>
            <PromotionConfigFields form={loose} type={type} />
          </fieldset>
          <fieldset className="promo-editor__group">
            <legend>{t("editor.audience")}</legend>
            <p className="muted small">{t("editor.audienceHint")}</p>
            <div className="grid-2">
              <TextField label={t("fields.vipLevels")} {...form.register("vipLevels")} />
              <TextField label={t("fields.labels")} {...form.register("labels")} />
              <TextField
                label={t("fields.agentIds")}
                hint={t("editor.agentHint")}
                {...form.register("agentIds")}
              />
              <TextField
                label={t("fields.sortOrder")}
                type="number"
                step="1"
                {...form.register("sortOrder", { valueAsNumber: true })}
              />
            </div>
          </fieldset>
          <fieldset className="promo-editor__group">
            <legend>{t("editor.abuse")}</legend>
            <Checkbox
              toggle
              label={t("fields.onePerPerson")}
              hint={t("editor.onePerPersonHint")}
              {...form.register("onePerPerson")}
            />
            {values.onePerPerson && (
              <div className="promo-editor__matches">
                {ABUSE_MATCH_FIELDS.map((field) => (
                  <Checkbox
                    key={field}
                    label={t(`matchFields.${field}`)}
                    value={field}
                    {...form.register("matchOn")}
                  />
                ))}
              </div>
            )}
          </fieldset>
          {editable && (
            <div className="promo-editor__save">
              <Button type="submit" variant="primary" busy={save.isPending}>
                {item ? t("editor.save") : t("editor.create")}
              </Button>
            </div>
          )}
        </fieldset>
      </form>
      <aside className="promo-editor__preview" aria-label={t("preview.title")}>
        <SelectField
          label={t("preview.language")}
          value={previewLanguage}
          onChange={(event) => setPreviewLanguage(event.target.value as Language)}
        >
          {languages.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
        <PromotionPreview values={values} type={type} language={previewLanguage} />
      </aside>
    </div>
  );
}
