import { countWords } from "@lotus/contracts";
import { QueryView } from "@lotus/ui/data/QueryView";
import { formatDateTime } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { FormAlert, TextArea } from "@lotus/ui/primitives/Field";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import {
  closeTicket,
  myTicketQuery,
  replyToTicket,
  supportRulesQuery,
  type TicketDetail,
  ticketChanged,
} from "../api/support-api";
import { TICKET_TONES, ticketReference } from "../model/support";
import { ImagePicker, MessageImages, uploadImages } from "./ImagePicker";

/** One ticket: its conversation (the member's messages and customer service's answers), reply and close. */
export function TicketDetailView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation("support");
  const ticket = useQuery(myTicketQuery(id));
  return (
    <div className="support-page">
      <Button variant="ghost" size="small" icon={<Icon name="chevronLeft" size={16} />} onClick={onBack}>
        {t("detail.back")}
      </Button>
      <QueryView query={ticket}>{(data) => <Conversation ticket={data} />}</QueryView>
    </div>
  );
}

function Conversation({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation("support");
  const { timeZone } = useWhitelabel();
  const open = useModals((state) => state.open);
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const [confirming, setConfirming] = useState(false);
  const close = useMutation({
    mutationFn: () => closeTicket(ticket.id),
    onSuccess: async (closed) => {
      setConfirming(false);
      showToast(t("detail.closed"), "success");
      await ticketChanged(queryClient, closed);
    },
    onError: (error) => {
      setConfirming(false);
      showToast(errorText(error), "error");
    },
  });
  const time = (epochMs: number) => formatDateTime(epochMs, timeZone);
  return (
    <article className="support-ticket" aria-labelledby="support-ticket-title">
      <header className="support-ticket__head">
        <div>
          <h4 id="support-ticket-title" className="support-ticket__title">
            {t("detail.title", { reference: ticketReference(ticket) })} · {t(`types.${ticket.questionType}`)}
          </h4>
          <p className="support-note">{t("detail.createdAt", { at: time(ticket.createdAt) })}</p>
        </div>
        <StatusBadge status={ticket.status} tones={TICKET_TONES} label={t(`statuses.${ticket.status}`)} />
        {ticket.canClose && (
          <Button size="small" variant="ghost" onClick={() => setConfirming(true)}>
            {t("detail.close")}
          </Button>
        )}
      </header>
      <ol className="support-thread" aria-label={t("detail.conversation")}>
        {ticket.messages.map((message) => (
          <li key={message.id} className={`support-message support-message--${message.author}`}>
            <p className="support-message__meta">
              <strong>{message.author === "member" ? t("detail.you") : t("detail.support")}</strong>
              <span>{time(message.createdAt)}</span>
            </p>
            <p className="support-message__body">{message.body}</p>
            <MessageImages images={message.images} />
          </li>
        ))}
      </ol>
      {ticket.canReply ? (
        <ReplyForm ticket={ticket} />
      ) : (
        <div className="support-closed">
          <p>{t("detail.closedNote")}</p>
          <Button variant="primary" onClick={() => open("supportTicket")}>
            {t("list.new")}
          </Button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t("detail.close")}
          confirmLabel={t("detail.close")}
          busy={close.isPending}
          onConfirm={() => close.mutate()}
          onCancel={() => setConfirming(false)}
        >
          {t("detail.closeQuestion")}
        </ConfirmDialog>
      )}
    </article>
  );
}

function ReplyForm({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation("support");
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const maxWords = useQuery(supportRulesQuery()).data?.maxWords ?? 500;
  const [files, setFiles] = useState<File[]>([]);
  const [alert, setAlert] = useState<string>();
  const form = useForm<{ content: string }>({ defaultValues: { content: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ content }) => {
    setAlert(undefined);
    try {
      const updated = await replyToTicket(ticket.id, content.trim(), await uploadImages(files));
      await ticketChanged(queryClient, updated);
      form.reset();
      setFiles([]);
      showToast(t("detail.replied"), "success");
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.content : undefined;
      if (field) form.setError("content", { message: field });
      else setAlert(errorText(error));
    }
  });
  return (
    <form className="support-reply" onSubmit={submit} noValidate>
      <h4 className="support-ticket__title">{t("detail.reply")}</h4>
      {ticket.status === "closed" && <p className="support-note">{t("detail.reopenNote")}</p>}
      <FormAlert>{alert}</FormAlert>
      <TextArea
        label={t("detail.replyLabel")}
        rows={3}
        error={errors.content?.message}
        {...form.register("content", {
          validate: (value) => {
            const words = countWords(value);
            if (!value.trim() || words === 0) return t("form.contentEmpty");
            return words <= maxWords || t("form.tooMany", { max: maxWords });
          },
        })}
      />
      <ImagePicker files={files} onChange={setFiles} />
      <div className="support-reply__actions">
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {t("detail.send")}
        </Button>
      </div>
    </form>
  );
}
