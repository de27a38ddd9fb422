import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { formatDateTime } from "@lotus/ui/format/format";
import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { FormAlert, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { QrCode } from "@lotus/ui/primitives/QrCode";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { currentLanguage } from "../../../lib/i18n";
import { useWhitelabel } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import { requiredMessage } from "../../../lib/validation";
import { useServerErrors } from "../../account/hooks/use-server-errors";
import {
  confirmAuthenticator,
  type Profile,
  removeAuthenticator,
  startAuthenticator,
} from "../api/profile-api";

/**
 * The authenticator app (SPEC §4 new-IP check "Google authenticator"): set up by scanning the QR
 * code and typing a current code, removed with a current code. Each code works once.
 */
export function AuthenticatorSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation("profile");
  const { timeZone } = useWhitelabel();
  const [open, setOpen] = useState<"setup" | "remove" | null>(null);
  const { enrolled, enrolledAt } = profile.authenticator;
  return (
    <section className="card security-center__section" aria-labelledby="profile-authenticator">
      <div className="security-center__action">
        <span className="security-center__action-icon">
          <Icon name="shield" size={20} />
        </span>
        <div>
          <h4 id="profile-authenticator" className="security-center__action-title">
            {t("sections.authenticator")}{" "}
            <Badge tone={enrolled ? "success" : "neutral"}>
              {enrolled ? t("authenticator.on") : t("authenticator.off")}
            </Badge>
          </h4>
          <p className="field__hint">
            {enrolled && enrolledAt
              ? t("authenticator.since", { time: formatDateTime(enrolledAt, timeZone) })
              : t("authenticator.intro")}
          </p>
        </div>
        {enrolled ? (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setOpen("remove")}>
            {t("authenticator.remove")}
          </button>
        ) : (
          <button type="button" className="btn btn--primary btn--small" onClick={() => setOpen("setup")}>
            {t("authenticator.setUp")}
          </button>
        )}
      </div>
      {open === "setup" && <SetupDialog onClose={() => setOpen(null)} />}
      {open === "remove" && <RemoveDialog onClose={() => setOpen(null)} />}
    </section>
  );
}

/** The code form both dialogs share: one six-digit field, server errors under it. */
function useCodeForm(submit: (code: string) => Promise<unknown>, done: string, onClose: () => void) {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const { register, handleSubmit, setError, formState } = useForm({ defaultValues: { code: "" } });
  const { formError, setFormError, report } = useServerErrors(setError, ["code"] as const);
  const label = t("authenticator.code");
  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await submit(values.code.replace(/\s/g, ""));
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile.view() });
      showToast(done);
      onClose();
    } catch (error) {
      report(error);
    }
  });
  const field = (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      error={formState.errors.code?.message}
      {...register("code", {
        validate: (value) => requiredMessage(value.trim(), label, currentLanguage()) ?? true,
      })}
    />
  );
  return { onSubmit, busy: formState.isSubmitting, field, formError };
}

function SetupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("profile");
  const setup = useMutation({ mutationFn: startAuthenticator });
  const started = useRef(false);
  const code = useCodeForm(confirmAuthenticator, t("authenticator.enrolled"), onClose);
  useEffect(() => {
    // One secret per opening (a second call would replace the one on screen).
    if (started.current) return;
    started.current = true;
    setup.mutate();
  }, [setup.mutate]);
  return (
    <FormDialog
      title={t("authenticator.setupTitle")}
      onClose={onClose}
      onSubmit={code.onSubmit}
      submitLabel={t("authenticator.confirm")}
      busy={code.busy || setup.isPending}
    >
      {setup.isPending ? (
        <Spinner label={t("authenticator.preparing")} />
      ) : setup.isError ? (
        <ErrorState error={setup.error} onRetry={() => setup.mutate()} />
      ) : setup.data ? (
        <>
          <p className="field__hint">{t("authenticator.scan")}</p>
          <div className="profile-authenticator">
            <QrCode value={setup.data.otpauthUrl} label={t("authenticator.qr")} size={168} />
            <div className="profile-authenticator__key">
              <p className="muted small">{t("authenticator.secret")}</p>
              <p className="profile-authenticator__secret">
                <code>{setup.data.secret.replace(/(.{4})(?=.)/g, "$1 ")}</code>
                <CopyButton text={setup.data.secret} iconOnly label={t("authenticator.copySecret")} />
              </p>
            </div>
          </div>
          {code.field}
        </>
      ) : null}
      <FormAlert>{code.formError}</FormAlert>
    </FormDialog>
  );
}

function RemoveDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("profile");
  const code = useCodeForm(removeAuthenticator, t("authenticator.removed"), onClose);
  return (
    <FormDialog
      title={t("authenticator.removeTitle")}
      onClose={onClose}
      onSubmit={code.onSubmit}
      submitLabel={t("authenticator.remove")}
      submitVariant="danger"
      busy={code.busy}
    >
      <p className="field__hint">{t("authenticator.removeText")}</p>
      {code.field}
      <FormAlert>{code.formError}</FormAlert>
    </FormDialog>
  );
}
