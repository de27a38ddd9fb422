import { Button } from "@lotus/ui/primitives/Button";
import { TextArea, type TextAreaProps } from "@lotus/ui/primitives/Field";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "./ErrorSummary";

/** The reason an audited change carries: one label, hint and length everywhere; a required one is roomier. */
export function ReasonField({
  required = false,
  ...props
}: Omit<TextAreaProps, "label" | "hint" | "maxLength" | "markRequired"> & { required?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextArea
      label={t("reason.label")}
      hint={t("reason.hint")}
      markRequired={required}
      rows={required ? 3 : 2}
      maxLength={500}
      {...props}
    />
  );
}

/**
 * The foot of a settings form: the form's errors in one list, the reason for the audit log,
 * Discard (when the form offers it) and Save. `reason` is what the form's register("reason") returns.
 */
export function ReasonSaveBar({
  reason,
  errors,
  errorLabel,
  busy,
  discard,
}: {
  reason: Omit<TextAreaProps, "label">;
  errors: { reason?: { message?: string } };
  /** Names a field of the summary that is not on screen (see ErrorSummary). */
  errorLabel?: (path: string) => string | undefined;
  busy: boolean;
  discard?: { dirty: boolean; onDiscard: () => void };
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorSummary errors={errors} label={errorLabel} />
      <div className="form-actions">
        <ReasonField rows={1} error={errors.reason?.message} {...reason} />
        {discard && (
          <Button variant="ghost" disabled={!discard.dirty || busy} onClick={discard.onDiscard}>
            {t("actions.discard")}
          </Button>
        )}
        <Button type="submit" variant="primary" busy={busy}>
          {t("actions.save")}
        </Button>
      </div>
    </>
  );
}
