import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { TextField, type TextFieldProps } from "@lotus/ui/primitives/Field";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SMS_SEND_THROTTLE_MS } from "../../../lib/constants";
import { errorText } from "../../../lib/error-text";
import type { SmsSent } from "../api/account-api";
import { useSmsCountdown } from "../hooks/use-sms-countdown";

interface SmsCodeFieldProps extends Omit<TextFieldProps, "label" | "addon"> {
  /** Sends the code; undefined when the form refused to send (e.g. invalid mobile number). */
  onSend: () => Promise<SmsSent | undefined>;
  /** The bot check is solving before the send. */
  verifying?: boolean;
  label?: string;
}

/**
 * Verification-code input with its send button. After a send the button counts down to the code's
 * expiry; a failed send shows the server's message in a warning dialog (SPEC §8).
 */
export function SmsCodeField({ onSend, verifying = false, label, ...input }: SmsCodeFieldProps) {
  const { t } = useTranslation(["account", "common"]);
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const lastSend = useRef(0);

  const send = async () => {
    const now = Date.now();
    // SPEC §9: SMS sending is throttled to one per second.
    if (now - lastSend.current < SMS_SEND_THROTTLE_MS || countdown.running) return;
    lastSend.current = now;
    setSending(true);
    try {
      const sent = await onSend();
      if (sent) countdown.start(sent);
      // Refused before sending (invalid number): not a send, so no throttle for the next try.
      else lastSend.current = 0;
    } catch (error) {
      setWarning(errorText(error));
    } finally {
      setSending(false);
    }
  };

  const buttonLabel = verifying
    ? t("common:status.verifying")
    : sending
      ? t("common:status.sending")
      : countdown.running
        ? t("account:sms.resendIn", { seconds: countdown.seconds })
        : t("account:sms.send");

  return (
    <>
      <TextField
        {...input}
        label={label ?? t("account:fields.verificationCode")}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={255}
        addon={
          <button
            type="button"
            className="btn btn--secondary sms-button"
            onClick={send}
            disabled={sending || verifying || countdown.running}
          >
            {buttonLabel}
          </button>
        }
      />
      {warning && (
        <ConfirmDialog title={t("account:sms.failedTitle")} tone="warning" onConfirm={() => setWarning(null)}>
          {warning}
        </ConfirmDialog>
      )}
    </>
  );
}
