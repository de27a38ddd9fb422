import { adminLotteryFeedUpdateCall } from "@lotus/contracts";
import { Checkbox, RadioGroup } from "@lotus/ui/primitives/Choice";
import { FormAlert, PasswordField, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import { ApiError } from "../../../lib/api-client";
import { useBrandId } from "../../../lib/console-context";
import { type BodyOf, contractResolver, defined } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { type FeedView, feedsChanged, updateFeed } from "../api/feed-api";
import { type FeedFormValues, feedFormProblems, feedFormToBody, feedToForm } from "./feed-helpers";

type FeedBody = BodyOf<typeof adminLotteryFeedUpdateCall>;

/** Server refusals that concern one field of the form. */
const FEED_CODE_FIELDS: Record<string, string> = { "lottery.feed_url_insecure": "url" };

/**
 * A region's results feed: on/off, the address, the header its secret is sent in and the secret
 * (write-only: blank keeps the stored one), and whether a feed result is confirmed at once or
 * waits for an operator; the reason goes to the audit log.
 */
export function FeedDialog({ feed, onClose }: { feed: FeedView; onClose: () => void }) {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const region = t(`formats.${feed.region}`);
  const form = useForm<FeedFormValues, unknown, FeedBody>({
    defaultValues: feedToForm(feed),
    resolver: contractResolver(defined(adminLotteryFeedUpdateCall.body), translate, {
      prepare: feedFormToBody,
      checkAlways: (values) => {
        const problems = feedFormProblems(values, feed.secretSet);
        return {
          url: problems.url && t("feed.form.urlRequired"),
          secret: problems.secret && t("feed.form.secretRequired"),
          reason: values.reason.trim() === "" ? translate({ key: "required" }) : undefined,
        };
      },
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: FeedBody) => updateFeed(brandId, feed.region, body),
    onSuccess: async (saved) => {
      toast(t(saved.enabled ? "feed.savedOn" : "feed.savedOff", { region }));
      onClose();
      await feedsChanged(queryClient, brandId);
    },
    onError: (error) => {
      reportFailure(error, t("failed"), form.setError, { codeFields: FEED_CODE_FIELDS });
      const onField = error instanceof ApiError && FEED_CODE_FIELDS[error.code] !== undefined;
      if (error instanceof ApiError && error.fromServer && error.message && !onField)
        form.setError("root.server", { type: "server", message: error.message });
    },
  });
  const errors = form.formState.errors;
  const hasHeader = form.watch("authHeader").trim() !== "";
  return (
    <FormDialog
      title={t("feed.editTitle", { region })}
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("common:actions.save")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p className="muted small">{t("feed.form.explain")}</p>
      <Checkbox toggle label={t("feed.form.enabled")} {...form.register("enabled")} />
      <TextField
        label={t("feed.fields.url")}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        hint={t("feed.form.urlHint")}
        error={errors.url?.message}
        {...form.register("url")}
      />
      <div className="grid-2">
        <TextField
          label={t("feed.fields.authHeader")}
          autoComplete="off"
          spellCheck={false}
          placeholder="Authorization"
          hint={t("feed.form.authHeaderHint")}
          error={errors.authHeader?.message}
          {...form.register("authHeader")}
        />
        <PasswordField
          label={t("feed.fields.secret")}
          autoComplete="new-password"
          disabled={!hasHeader}
          hint={feed.secretSet ? t("feed.form.secretKept") : t("feed.form.secretHint")}
          error={errors.secret?.message}
          {...form.register("secret")}
        />
      </div>
      <RadioGroup
        legend={t("feed.fields.confirmation")}
        name="feed-confirmation"
        value={form.watch("confirmation")}
        onChange={(value) => form.setValue("confirmation", value)}
        options={[
          { value: "manual", label: t("feed.form.manual") },
          { value: "auto", label: t("feed.form.auto") },
        ]}
      />
      <ReasonField required error={errors.reason?.message} {...form.register("reason")} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
    </FormDialog>
  );
}
