import { totpConfirmCall } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { TextField } from "@lotus/ui/primitives/Field";
import { QrCode } from "@lotus/ui/primitives/QrCode";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { useContractResolver } from "../../../lib/use-validation";
import { confirmTotp, totpSetupQuery } from "../api/auth-api";

/** The secret in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** Authenticator enrolment: scan the QR code (or type the secret), then prove it with a current code. */
export function TotpEnrolment({ operatorId }: { operatorId: string }) {
  const { t } = useTranslation(["auth", "common"]);
  const queryClient = useQueryClient();
  const setup = useQuery(totpSetupQuery(operatorId));
  const resolver = useContractResolver<{ code: string }, { code: string }>(totpConfirmCall.body);
  const { register, handleSubmit, setError, formState } = useForm<
    { code: string },
    unknown,
    { code: string }
  >({
    resolver,
    defaultValues: { code: "" },
  });
  const mutation = useMutation({
    mutationFn: (code: string) => confirmTotp(code),
    onSuccess: async () => {
      toast(t("totp.enrolled"));
      queryClient.removeQueries({ queryKey: queryKeys.totpSetup(operatorId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    onError: (error) =>
      reportFailure(error, t("totp.failed"), setError, { codeFields: { "operator.totp_invalid": "code" } }),
  });

  if (setup.isPending) return <Spinner />;
  if (setup.isError) return <ErrorState error={setup.error} onRetry={() => void setup.refetch()} />;

  return (
    <div className="stack stack--lg">
      <p>{t("totp.intro")}</p>
      <ol className="steps">
        <li className="stack">
          <span className="steps__title">{t("totp.scan")}</span>
          <div className="qr">
            <QrCode value={setup.data.otpauthUrl} label={t("totp.qrTitle")} />
          </div>
        </li>
        <li className="stack">
          <span className="steps__title">{t("totp.manual")}</span>
          <p className="secret">
            <span className="visually-hidden">{t("totp.secretLabel")}: </span>
            {groupSecret(setup.data.secret)}
          </p>
          <div>
            <CopyButton text={setup.data.secret} label={t("totp.copySecret")} />
          </div>
        </li>
        <li>
          <form className="stack" noValidate onSubmit={handleSubmit((body) => mutation.mutate(body.code))}>
            <TextField
              label={t("totp.code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={formState.errors.code?.message}
              {...register("code")}
            />
            <Button type="submit" variant="primary" busy={mutation.isPending}>
              {t("totp.confirm")}
            </Button>
          </form>
        </li>
      </ol>
    </div>
  );
}
