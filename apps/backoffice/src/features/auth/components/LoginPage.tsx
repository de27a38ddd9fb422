import { operatorLoginCall } from "@lotus/contracts";
import { useErrorText } from "@lotus/ui/data/QueryView";
import { Button } from "@lotus/ui/primitives/Button";
import { FormAlert, PasswordField, TextField } from "@lotus/ui/primitives/Field";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors } from "../../../lib/form";
import { queryKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";
import { useContractResolver, useValidationText } from "../../../lib/use-validation";
import { login } from "../api/auth-api";
import { AuthFrame } from "./AuthFrame";

interface LoginValues {
  username: string;
  password: string;
  totp: string;
}

/** Where to go after signing in: the screen that sent the operator here, else home. */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  if (!from?.pathname || from.pathname.startsWith("/login")) return "/";
  return `${from.pathname}${from.search ?? ""}`;
}

export default function LoginPage() {
  const { t } = useTranslation(["auth", "common"]);
  const errorText = useErrorText();
  const validation = useValidationText();
  const token = useSession((state) => state.token);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [needTotp, setNeedTotp] = useState(false);
  const [failure, setFailure] = useState<string>();
  const totpRef = useRef<HTMLInputElement | null>(null);

  const resolver = useContractResolver<LoginValues, { username: string; password: string; totp?: string }>(
    operatorLoginCall.body,
    (output) => (needTotp && !output.totp ? { totp: validation({ key: "required" }) } : {}),
    (values) => ({
      username: values.username,
      password: values.password,
      totp: needTotp && values.totp.trim() ? values.totp : undefined,
    }),
  );
  const { register, handleSubmit, setError, formState } = useForm<
    LoginValues,
    unknown,
    { username: string; password: string; totp?: string }
  >({
    resolver,
    defaultValues: { username: "", password: "", totp: "" },
  });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      useSession.getState().signIn(result.token);
      queryClient.removeQueries({ queryKey: queryKeys.me });
      navigate(returnPath(location.state), { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.totpRequired) {
        setNeedTotp(true);
        setFailure(undefined);
        setTimeout(() => totpRef.current?.focus(), 0);
        return;
      }
      setFailure(errorText(error));
      if (error instanceof ApiError)
        applyServerErrors(error.fields, (name, fieldError) =>
          setError(name as keyof LoginValues, fieldError),
        );
    },
  });

  if (token) return <Navigate to="/" replace />;

  const totpField = register("totp");
  return (
    <AuthFrame title={t("login.title")}>
      <form className="stack" noValidate onSubmit={handleSubmit((body) => mutation.mutate(body))}>
        <FormAlert>{failure}</FormAlert>
        <TextField
          label={t("login.username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={formState.errors.username?.message}
          {...register("username")}
        />
        <PasswordField
          label={t("login.password")}
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register("password")}
        />
        {needTotp && (
          <>
            <FormAlert tone="info">{t("login.totpPrompt")}</FormAlert>
            <TextField
              label={t("login.totp")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={formState.errors.totp?.message}
              {...totpField}
              ref={(element) => {
                totpField.ref(element);
                totpRef.current = element;
              }}
            />
          </>
        )}
        <Button type="submit" variant="primary" busy={mutation.isPending}>
          {t("login.submit")}
        </Button>
      </form>
    </AuthFrame>
  );
}
