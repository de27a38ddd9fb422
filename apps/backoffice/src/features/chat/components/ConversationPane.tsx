import { CHAT_IMAGE_MAX_BYTES, chatAnswerCall } from "@lotus/contracts";
import { useErrorText } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { FormAlert, SelectField, TextArea } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { Badge, StatusBadge } from "@lotus/ui/status/Badge";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { reportFailure } from "../../../lib/mutation";
import { useContractResolver } from "../../../lib/use-validation";
import {
  answer,
  answerImage,
  chatChanged,
  closeConversation,
  conversationQuery,
  markRead,
  messagesQuery,
  take,
  transfer,
} from "../api/chat-api";
import { customerOf, messagesOf, readUpTo } from "../model/console";
import { Transcript } from "./Transcript";

export const STATUS_TONES = { waiting: "warning", open: "info", closed: "muted" } as const;
const TYPING_EVERY_MS = 2_000;

/**
 * One conversation in the console: who it is with, take / hand over / close, the transcript with
 * read and typing marks, and the answer box for the operator who holds it.
 */
export function ConversationPane({
  brandId,
  id,
  me,
  online,
  customerTyping,
  sendTyping,
  timeZone,
}: {
  brandId: string;
  id: string;
  me: string;
  online: readonly { id: string; name: string }[];
  customerTyping: boolean;
  sendTyping: (conversation: string) => void;
  timeZone?: string;
}) {
  const { t } = useTranslation("chat");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const conversation = useQuery(conversationQuery(brandId, id));
  const pages = useInfiniteQuery(messagesQuery(brandId, id));
  const messages = useMemo(() => messagesOf(pages.data?.pages), [pages.data]);
  const [busy, setBusy] = useState(false);
  const [closing, setClosing] = useState(false);
  const [target, setTarget] = useState("");
  const reading = useRef(0);
  const row = conversation.data;
  const mine = row?.status === "open" && row.operatorId === me;

  // The holder reading the conversation moves the operators' read mark.
  const upTo = mine ? readUpTo(messages, row.operatorReadId) : undefined;
  useEffect(() => {
    if (upTo === undefined || reading.current >= upTo) return;
    reading.current = upTo;
    markRead(brandId, id, upTo)
      .then(() => chatChanged(queryClient, brandId, id))
      .catch(() => {
        reading.current = 0;
      });
  }, [upTo, brandId, id, queryClient]);

  if (conversation.isPending) return <Spinner />;
  if (conversation.isError || !row) return <FormAlert>{errorText(conversation.error)}</FormAlert>;
  const customer = customerOf(row);
  const others = online.filter((operator) => operator.id !== me);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast(done);
    } catch (error) {
      reportFailure(error, errorText(error));
    } finally {
      setBusy(false);
      chatChanged(queryClient, brandId, id);
    }
  };

  return (
    <section className="chat-pane" aria-label={t("conversation.label", { name: customer })}>
      <header className="chat-pane__head">
        <div>
          <h2 className="chat-pane__title">{customer}</h2>
          <div className="chat-pane__facts">
            <Badge tone="neutral">
              {row.customerKind === "member" ? t("conversation.member") : t("conversation.visitor")}
            </Badge>
            <StatusBadge status={row.status} tones={STATUS_TONES} label={t(`statuses.${row.status}`)} />
            {row.operatorName && <span>{t("console.heldBy", { name: row.operatorName })}</span>}
            <span className="muted small">
              {t("conversation.started")} <DateTime at={row.createdAt} timeZone={timeZone} />
            </span>
          </div>
        </div>
        <div className="chat-pane__actions">
          {row.status === "waiting" && (
            <Button
              variant="primary"
              busy={busy}
              icon={<Icon name="check" size={16} />}
              onClick={() => void act(() => take(brandId, id), t("conversation.taken"))}
            >
              {t("conversation.take")}
            </Button>
          )}
          {mine && (
            <div className="chat-pane__transfer">
              <SelectField
                label={t("conversation.transferTo")}
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                disabled={others.length === 0}
              >
                <option value="">
                  {others.length === 0 ? t("conversation.noOneToTransfer") : t("conversation.chooseOperator")}
                </option>
                {others.map((operator) => (
                  <option key={operator.id} value={operator.id}>
                    {operator.name}
                  </option>
                ))}
              </SelectField>
              <Button
                busy={busy}
                disabled={!target}
                onClick={() => void act(() => transfer(brandId, id, target), t("conversation.transferred"))}
              >
                {t("conversation.transfer")}
              </Button>
            </div>
          )}
          {(mine || row.status === "waiting") && (
            <Button variant="danger" busy={busy} onClick={() => setClosing(true)}>
              {t("conversation.close")}
            </Button>
          )}
        </div>
      </header>
      <Transcript
        messages={messages}
        customer={customer}
        loading={pages.isPending}
        error={pages.isError ? pages.error : undefined}
        hasOlder={pages.hasNextPage}
        loadingOlder={pages.isFetchingNextPage}
        onOlder={() => void pages.fetchNextPage()}
        customerReadId={row.customerReadId}
        typing={customerTyping && row.status !== "closed"}
        timeZone={timeZone}
      />
      {mine ? (
        <AnswerBox brandId={brandId} id={id} onTyping={() => sendTyping(id)} />
      ) : (
        <p className="muted small">
          {row.status === "closed"
            ? t("conversation.ended")
            : row.status === "open" && row.operatorName
              ? t("conversation.heldByOther", { name: row.operatorName })
              : t("conversation.notYours")}
        </p>
      )}
      {closing && (
        <ConfirmDialog
          title={t("conversation.closeConfirm")}
          confirmLabel={t("conversation.close")}
          tone="danger"
          busy={busy}
          onCancel={() => setClosing(false)}
          onConfirm={() =>
            void act(() => closeConversation(brandId, id), t("conversation.closed")).then(() =>
              setClosing(false),
            )
          }
        >
          {t("conversation.closeText")}
        </ConfirmDialog>
      )}
    </section>
  );
}

type Values = { text: string };

/** The holder's answer: text (Enter sends) or an image; typing marks go out while writing. */
function AnswerBox({ brandId, id, onTyping }: { brandId: string; id: string; onTyping: () => void }) {
  const { t } = useTranslation("chat");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const [uploading, setUploading] = useState(false);
  const [alert, setAlert] = useState<string>();
  const form = useForm<Values, unknown, { text: string }>({
    defaultValues: { text: "" },
    resolver: useContractResolver(chatAnswerCall.body),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ text }) => {
    setAlert(undefined);
    try {
      await answer(brandId, id, text);
      form.reset({ text: "" });
      chatChanged(queryClient, brandId, id);
    } catch (error) {
      reportFailure(error, errorText(error), form.setError);
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const sendImage = async (picked: File | undefined) => {
    if (!picked) return;
    setAlert(undefined);
    if (!["image/png", "image/jpeg"].includes(picked.type) || picked.size > CHAT_IMAGE_MAX_BYTES) {
      setAlert(t("composer.imageRefused"));
      return;
    }
    setUploading(true);
    try {
      await answerImage(brandId, id, picked);
      chatChanged(queryClient, brandId, id);
    } catch (error) {
      reportFailure(error, errorText(error));
    } finally {
      setUploading(false);
      if (file.current) file.current.value = "";
    }
  };

  const text = form.register("text", {
    onChange: () => {
      if (Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
      lastTyping.current = Date.now();
      onTyping();
    },
  });
  return (
    <form className="chat-answer" onSubmit={submit} noValidate>
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextArea
        label={t("composer.label")}
        placeholder={t("composer.placeholder")}
        hint={t("composer.hint")}
        rows={3}
        maxLength={1000}
        error={errors.text?.message}
        onKeyDown={onKeyDown}
        {...text}
      />
      <div className="chat-answer__actions">
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void sendImage(event.target.files?.[0])}
        />
        <Button
          type="button"
          variant="ghost"
          icon={<Icon name="image" size={16} />}
          busy={uploading}
          onClick={() => file.current?.click()}
        >
          {t("composer.attach")}
        </Button>
        <Button type="submit" variant="primary" icon={<Icon name="send" size={16} />} busy={isSubmitting}>
          {t("composer.send")}
        </Button>
      </div>
    </form>
  );
}
