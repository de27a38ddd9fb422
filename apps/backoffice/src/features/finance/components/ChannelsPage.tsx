import {
  GATEWAY_PROVIDERS,
  PAYMENT_CHANNEL_TYPES,
  type PaymentChannelAdminView,
  type PaymentChannelInput,
  paymentChannelInput,
} from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { PasswordField, SelectField, TextArea, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { contractResolver } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import {
  archiveChannel,
  channelsQuery,
  createChannel,
  financeChanged,
  updateChannel,
} from "../api/finance-api";
import { ChannelList } from "./ChannelList";
import {
  type ChannelFormValues,
  channelErrorPath,
  channelFormToInput,
  channelToForm,
  emptyChannelForm,
} from "./finance-helpers";

/** The brand's payment channels: what members may deposit with, limits, instructions, order. */
export default function ChannelsPage() {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const query = useQuery(channelsQuery(brandId));
  const [editing, setEditing] = useState<PaymentChannelAdminView | "new">();
  const [archiving, setArchiving] = useState<PaymentChannelAdminView>();
  const archive = useMutation({
    mutationFn: (channel: PaymentChannelAdminView) => archiveChannel(brandId, channel.id),
    onSuccess: async (_value, channel) => {
      toast(t("channels.archived", { name: channel.name }));
      setArchiving(undefined);
      await financeChanged(queryClient, brandId);
    },
    onError: (error) => {
      setArchiving(undefined);
      reportFailure(error, t("failed"));
    },
  });

  return (
    <>
      <PageHeader
        title={t("channels.title")}
        description={t("channels.description")}
        actions={
          <Button variant="primary" icon={<Icon name="plus" />} onClick={() => setEditing("new")}>
            {t("channels.add")}
          </Button>
        }
      />
      <Card className="card--flush">
        <ChannelList query={query} onEdit={setEditing} onArchive={setArchiving} />
      </Card>
      {editing && (
        <ChannelDialog
          channel={editing === "new" ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      {archiving && (
        <ConfirmDialog
          tone="danger"
          title={t("channels.archiveTitle", { name: archiving.name })}
          confirmLabel={t("channels.archive")}
          busy={archive.isPending}
          onConfirm={() => archive.mutate(archiving)}
          onCancel={() => setArchiving(undefined)}
        >
          {t("channels.archiveExplain")}
        </ConfirmDialog>
      )}
    </>
  );
}

function ChannelDialog({ channel, onClose }: { channel?: PaymentChannelAdminView; onClose: () => void }) {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const resolver = contractResolver<ChannelFormValues, PaymentChannelInput>(paymentChannelInput, translate, {
    prepare: channelFormToInput,
    mapPath: channelErrorPath,
  });
  const form = useForm<ChannelFormValues, unknown, PaymentChannelInput>({
    resolver,
    defaultValues: channel ? channelToForm(channel) : emptyChannelForm(),
  });
  const type = form.watch("type");
  const mutation = useMutation({
    mutationFn: (body: PaymentChannelInput) =>
      channel ? updateChannel(brandId, channel.id, body) : createChannel(brandId, body),
    onSuccess: async (saved) => {
      toast(t("channels.saved", { name: saved.name }));
      onClose();
      await financeChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("failed"), form.setError, { mapPath: channelErrorPath }),
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={channel ? t("channels.editTitle", { name: channel.name }) : t("channels.addTitle")}
      onClose={onClose}
      size="large"
      busy={mutation.isPending}
      submitLabel={t("common:actions.save")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <div className="grid-2">
        {channel ? (
          <TextField
            label={t("channels.type")}
            readOnly
            value={t(`channelTypes.${channel.type}`)}
            hint={t("channels.typeFixed")}
          />
        ) : (
          <SelectField label={t("channels.type")} error={errors.type?.message} {...form.register("type")}>
            {PAYMENT_CHANNEL_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`channelTypes.${option}`)}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t("channels.name")}
          markRequired
          maxLength={100}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextField
          label={t("channels.min")}
          markRequired
          inputMode="decimal"
          error={errors.min?.message}
          {...form.register("min")}
        />
        <TextField
          label={t("channels.max")}
          markRequired
          inputMode="decimal"
          error={errors.max?.message}
          {...form.register("max")}
        />
        <TextField
          label={t("channels.expiryMinutes")}
          inputMode="numeric"
          error={errors.expiryMinutes?.message}
          {...form.register("expiryMinutes")}
        />
        <TextField
          label={t("channels.order")}
          inputMode="numeric"
          error={errors.sortOrder?.message}
          {...form.register("sortOrder")}
        />
      </div>
      {type === "bank_transfer" && (
        <fieldset className="stack">
          <legend className="section-title">{t("channels.bankAccount")}</legend>
          <div className="grid-3">
            <TextField
              label={t("fields.bank")}
              markRequired
              maxLength={100}
              error={errors.bankName?.message}
              {...form.register("bankName")}
            />
            <TextField
              label={t("fields.accountNumber")}
              markRequired
              inputMode="numeric"
              maxLength={24}
              error={errors.accountNumber?.message}
              {...form.register("accountNumber")}
            />
            <TextField
              label={t("fields.payeeName")}
              markRequired
              maxLength={100}
              error={errors.payeeName?.message}
              {...form.register("payeeName")}
            />
          </div>
        </fieldset>
      )}
      {type === "gateway" && (
        <fieldset className="stack">
          <legend className="section-title">
            {t("channels.gateway")} ({GATEWAY_PROVIDERS.join(", ")})
          </legend>
          <PasswordField
            label={t("channels.secret")}
            autoComplete="new-password"
            hint={channel?.hasSecret ? t("channels.secretKept") : t("channels.secretGenerated")}
            error={errors.secret?.message}
            {...form.register("secret")}
          />
        </fieldset>
      )}
      <div className="grid-2">
        {(["EN", "VI"] as const).map((language) => (
          <TextArea
            key={language}
            label={t("channels.instructions", { language })}
            rows={4}
            error={errors.instructions?.[language]?.message}
            {...form.register(`instructions.${language}`)}
          />
        ))}
      </div>
      <Checkbox toggle label={t("channels.enabled")} {...form.register("enabled")} />
    </FormDialog>
  );
}
