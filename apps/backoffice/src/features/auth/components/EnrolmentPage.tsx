import { enrolmentCall } from "@lotus/contracts";
import { useErrorText } from "@lotus/ui/data/QueryView";
import { Button } from "@lotus/ui/primitives/Button";
import { FormAlert, PasswordField, TextField } from "@lotus/ui/primitives/Field";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors } from "../../../lib/form";
import { queryKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";
import { useContractResolver } from "../../../lib/use-validation";
import { enrol } from "../api/auth-api";
import { AuthFrame } from "./AuthFrame";

interface EnrolValues {
  username: string;
  password: string;
  confirmPassword: string;
}

type EnrolBody = { token: string; username: string; password: string };

/** First owner: the one-time link printed at first start (/backoffice/enrol?token=…). */
export default function EnrolmentPage() {
  const { t } = useTranslation(["auth", "common"]);
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const resolver = useContractResolver<EnrolValues, EnrolBody>(
    enrolmentCall.body,
    (_output, values) =>
      values.confirmPassword === values.password ? {} : { confirmPassword: t("password.mismatch") },
    ({ username, password }) => ({ token, username, password }),
  );
  const { register, handleSubmit, setError, formState } = useForm<EnrolValues, unknown, EnrolBody>({
    resolver,
    defaultValues: { username: "", password: "", confirmPassword: "" },
  });
  const mutation = useMutation({
    mutationFn: enrol,
    onSuccess: (result) => {
      useSession.getState().signIn(result.token);
      queryClient.removeQueries({ queryKey: queryKeys.me });
      navigate("/", { replace: true });
    },
    onError: (error) => {
      setFailure(errorText(error));
      if (error instanceof ApiError)
        applyServerErrors(error.fields, (name, fieldError) =>
          setError(name as keyof EnrolValues, fieldError),
        );
    },
  });

  return (
    <AuthFrame title={t("enrol.title")}>
      {token.length < 10 ? (
        <FormAlert>{t("enrol.noToken")}</FormAlert>
      ) : (
        <form className="stack" noValidate onSubmit={handleSubmit((body) => mutation.mutate(body))}>
          <p>{t("enrol.intro")}</p>
          <FormAlert>{failure ?? formState.errors.root?.message}</FormAlert>
          <TextField
            label={t("login.username")}
            autoComplete="username"
            hint={t("enrol.usernameRule")}
            error={formState.errors.username?.message}
            {...register("username")}
          />
          <PasswordField
            label={t("login.password")}
            autoComplete="new-password"
            hint={t("password.rule")}
            error={formState.errors.password?.message}
            {...register("password")}
          />
          <PasswordField
            label={t("enrol.confirm")}
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
          <Button type="submit" variant="primary" busy={mutation.isPending}>
            {t("enrol.submit")}
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
