import "./content.css";
import {
  ANNOUNCEMENT_TYPES,
  type AnnouncementAdminView,
  announcementCreateCall,
  type Language,
  type LocalizedText,
  NOTICE_GROUPS,
} from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { EmptyState, Spinner } from "@lotus/ui/data/states";
import { fromDateTimeLocal, toDateTimeLocal } from "@lotus/ui/format/format";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { emptyToNull } from "../../../lib/form";
import { currentLanguage } from "../../../lib/i18n";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { useContractResolver } from "../../../lib/use-validation";
import {
  type AnnouncementBody,
  announcementsQuery,
  createAnnouncement,
  updateAnnouncement,
} from "../api/content-api";
import { ContentEditor, SortOrderField } from "./ContentEditor";
import { cleanTexts, languagesOf, titleFor } from "./content-helpers";
import { LocalizedFields } from "./LocalizedFields";
import { NoticePreview } from "./Previews";

interface AnnouncementValues {
  type: AnnouncementAdminView["type"];
  group: AnnouncementAdminView["group"];
  title: LocalizedText;
  content: LocalizedText;
  imageUrl: string;
  linkUrl: string;
  startsAt: number | null;
  endsAt: number | null;
  sortOrder: number;
  published: boolean;
}

function toValues(item: AnnouncementAdminView | undefined): AnnouncementValues {
  if (!item) {
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    return {
      type: "B",
      group: "player",
      title: { EN: "", VI: "" },
      content: { EN: "", VI: "" },
      imageUrl: "",
      linkUrl: "",
      startsAt: minute,
      endsAt: null,
      sortOrder: 0,
      published: true,
    };
  }
  return {
    type: item.type,
    group: item.group,
    title: { EN: "", VI: "", ...item.title },
    content: { EN: "", VI: "", ...item.content },
    imageUrl: item.imageUrl ?? "",
    linkUrl: item.linkUrl ?? "",
    startsAt: item.startsAt,
    endsAt: item.endsAt,
    sortOrder: item.sortOrder,
    published: item.published,
  };
}

function toBody(values: AnnouncementValues) {
  return {
    type: values.type,
    group: values.group,
    ...cleanTexts(values.title, values.content),
    imageUrl: emptyToNull(values.imageUrl),
    linkUrl: emptyToNull(values.linkUrl),
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    sortOrder: values.sortOrder,
    published: values.published,
  };
}

export default function AnnouncementEditorPage() {
  const { announcementId = "new" } = useParams();
  const { t } = useTranslation(["content", "common"]);
  const brandId = useBrandId();
  const creating = announcementId === "new";
  const query = useQuery({ ...announcementsQuery(brandId), enabled: !creating });
  const item = creating ? undefined : query.data?.find((entry) => entry.id === announcementId);
  const back = (
    <Link to="/content" className="back-link">
      <Icon name="chevronLeft" size={14} />
      {t("title")}
    </Link>
  );
  const title = creating
    ? t("editor.newAnnouncement")
    : item
      ? titleFor(item.title, currentLanguage()) || t("editor.editAnnouncement")
      : t("editor.editAnnouncement");
  return (
    <>
      <PageHeader title={title} back={back} />
      {creating ? (
        <AnnouncementForm brandId={brandId} />
      ) : query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : item ? (
        <AnnouncementForm key={item.id} brandId={brandId} item={item} />
      ) : (
        <EmptyState title={t("editor.notFound")} />
      )}
    </>
  );
}

function AnnouncementForm({ brandId, item }: { brandId: string; item?: AnnouncementAdminView }) {
  const { t } = useTranslation(["content", "common"]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initialLanguages = languagesOf(item?.title ?? {}, item?.content ?? {});
  const [languages, setLanguages] = useState<Language[]>(initialLanguages);
  const resolver = useContractResolver<AnnouncementValues, AnnouncementBody>(
    announcementCreateCall.body,
    (output) => {
      const problems: Record<string, string> = {};
      if (!output.title.EN?.trim()) problems["title.EN"] = t("editor.titleEnRequired");
      if (output.endsAt !== null && output.endsAt <= output.startsAt)
        problems.endsAt = t("editor.endBeforeStart");
      return problems;
    },
    toBody,
  );
  const form = useForm<AnnouncementValues, unknown, AnnouncementBody>({
    resolver,
    defaultValues: toValues(item),
  });
  const mutation = useMutation({
    mutationFn: (body: AnnouncementBody) =>
      item ? updateAnnouncement(brandId, item.id, body) : createAnnouncement(brandId, body),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.brand(brandId).announcements });
      const name = titleFor(saved.title, currentLanguage());
      if (item) {
        toast(t("editor.saved", { title: name }));
        form.reset(toValues(saved));
      } else {
        toast(t("editor.created", { title: name }));
        navigate("/content", { replace: true });
      }
    },
    onError: (error) => reportFailure(error, t("editor.failed"), form.setError),
  });
  const values = form.watch();
  const errors = form.formState.errors;

  return (
    <ContentEditor
      form={form}
      mutation={mutation}
      isNew={!item}
      cancelTo="/content"
      languages={languages}
      preview={(language) => (
        <NoticePreview
          title={values.title}
          content={values.content}
          imageUrl={values.imageUrl}
          linkUrl={values.linkUrl}
          time={values.startsAt}
          language={language}
        />
      )}
    >
      <div className="grid-2">
        <SelectField label={t("fields.type")} error={errors.type?.message} {...form.register("type")}>
          {ANNOUNCEMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type} · {t(`types.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("fields.group")} error={errors.group?.message} {...form.register("group")}>
          {NOTICE_GROUPS.map((group) => (
            <option key={group} value={group}>
              {t(`groups.${group}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <LocalizedFields
        form={form}
        initialLanguages={initialLanguages}
        withContent
        onLanguagesChange={setLanguages}
      />
      <div className="grid-2">
        <TextField
          label={t("fields.imageUrl")}
          type="url"
          placeholder="https://"
          error={errors.imageUrl?.message}
          {...form.register("imageUrl")}
        />
        <TextField
          label={t("fields.linkUrl")}
          type="url"
          placeholder="https://"
          error={errors.linkUrl?.message}
          {...form.register("linkUrl")}
        />
        <Controller
          control={form.control}
          name="startsAt"
          render={({ field }) => (
            <TextField
              type="datetime-local"
              label={t("fields.startsAt")}
              value={toDateTimeLocal(field.value)}
              onChange={(event) => field.onChange(fromDateTimeLocal(event.target.value))}
              onBlur={field.onBlur}
              error={errors.startsAt?.message}
              hint={t("editor.localTime")}
            />
          )}
        />
        <Controller
          control={form.control}
          name="endsAt"
          render={({ field }) => (
            <TextField
              type="datetime-local"
              label={t("fields.endsAt")}
              value={toDateTimeLocal(field.value)}
              onChange={(event) => field.onChange(fromDateTimeLocal(event.target.value))}
              onBlur={field.onBlur}
              error={errors.endsAt?.message}
              hint={t("editor.noEndHint")}
            />
          )}
        />
        <SortOrderField
          hint={t("editor.sortHint")}
          error={errors.sortOrder?.message}
          {...form.register("sortOrder", { valueAsNumber: true })}
        />
        <Checkbox
          toggle
          label={t("fields.published")}
          hint={t("editor.publishedHint")}
          {...form.register("published")}
        />
      </div>
    </ContentEditor>
  );
}
