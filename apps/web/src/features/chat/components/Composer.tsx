import { CHAT_IMAGE_MAX_BYTES, chatSendCall } from "@lotus/contracts";
import { type BodyOf, defined, useContractForm } from "@lotus/ui/form/contract-form";
import { Button } from "@lotus/ui/primitives/Button";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { FormAlert, TextArea } from "@lotus/ui/primitives/Field";
import { type KeyboardEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { errorText } from "../../../lib/error-text";
import { useValidationText } from "../../../lib/validation-text";
import { type ChatConversation, type ChatParty, endChat, sendImage, sendText } from "../api/chat-api";
import { TYPING_SEND_EVERY_MS, throttle } from "../model/chat";

const IMAGE_TYPES = ["image/png", "image/jpeg"];

type Values = { text: string };

/**
 * Writing in the chat: text (Enter sends, Shift+Enter adds a line), an image, and ending the
 * conversation. The first message opens a conversation when none is going on.
 */
export function Composer({
  party,
  conversation,
  onTyping,
  onSent,
}: {
  party: ChatParty;
  /** The conversation going on, or null (the next message starts one). */
  conversation: ChatConversation | null;
  onTyping: () => void;
  onSent: (conversationId: string) => void;
}) {
  const { t } = useTranslation("chat");
  const translate = useValidationText("chat");
  const [alert, setAlert] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [ending, setEnding] = useState(false);
  const [endBusy, setEndBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useContractForm<Values, BodyOf<typeof chatSendCall>>(defined(chatSendCall.body), {
    translate,
    defaultValues: { text: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const markTyping = useMemo(() => throttle(onTyping, TYPING_SEND_EVERY_MS), [onTyping]);

  const submit = form.handleSubmit(async ({ text }) => {
    setAlert(undefined);
    try {
      const sent = await sendText(party, text);
      form.reset({ text: "" });
      onSent(sent.conversation.id);
    } catch (error) {
      setAlert(errorText(error));
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setAlert(undefined);
    // The server checks the bytes; this only spares sending what it would refuse.
    if (!IMAGE_TYPES.includes(file.type) || file.size > CHAT_IMAGE_MAX_BYTES) {
      setAlert(t("composer.imageRefused"));
      return;
    }
    setUploading(true);
    try {
      const sent = await sendImage(party, file);
      onSent(sent.conversation.id);
    } catch (error) {
      setAlert(errorText(error));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const end = async () => {
    if (!conversation) return;
    setEndBusy(true);
    try {
      await endChat(party, conversation.id);
      onSent(conversation.id);
      setEnding(false);
    } catch (error) {
      setAlert(errorText(error));
      setEnding(false);
    } finally {
      setEndBusy(false);
    }
  };

  const text = form.register("text", { onChange: () => markTyping() });
  return (
    <form className="chat__composer" onSubmit={submit} noValidate>
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextArea
        label={t("composer.label")}
        hideLabel
        placeholder={t("composer.placeholder")}
        hint={t("composer.enterHint")}
        rows={2}
        maxLength={1000}
        error={errors.text?.message}
        onKeyDown={onKeyDown}
        {...text}
      />
      <div className="chat__actions">
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void pickImage(event.target.files?.[0])}
        />
        <Button
          type="button"
          variant="ghost"
          size="small"
          icon={<Icon name="image" size={16} />}
          busy={uploading}
          title={t("composer.imageRule")}
          onClick={() => fileInput.current?.click()}
        >
          {t("composer.attach")}
        </Button>
        {conversation && (
          <Button type="button" variant="ghost" size="small" onClick={() => setEnding(true)}>
            {t("composer.end")}
          </Button>
        )}
        <Button
          type="submit"
          variant="primary"
          size="small"
          icon={<Icon name="send" size={16} />}
          busy={isSubmitting}
        >
          {t("composer.send")}
        </Button>
      </div>
      {ending && (
        <ConfirmDialog
          title={t("composer.endConfirm")}
          confirmLabel={t("composer.end")}
          tone="danger"
          busy={endBusy}
          onConfirm={() => void end()}
          onCancel={() => setEnding(false)}
        >
          {t("composer.endText")}
        </ConfirmDialog>
      )}
    </form>
  );
}
