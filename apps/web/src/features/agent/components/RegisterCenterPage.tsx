import { agentOpenAccountCall, DOWNLINE_KINDS, type DownlineKind } from "@lotus/contracts";
import { QueryView } from "@lotus/ui/data/QueryView";
import { applyServerErrors, type BodyOf, defined, useContractForm } from "@lotus/ui/form/contract-form";
import { RadioGroup } from "@lotus/ui/primitives/Choice";
import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { FormAlert, PasswordField, TextField } from "@lotus/ui/primitives/Field";
import { QrCode } from "@lotus/ui/primitives/QrCode";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { currentLanguage } from "../../../lib/i18n";
import { useSettings } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import { absoluteUrl } from "../../../lib/url";
import { confirmMessage, findRule, isEnabled, payeeNameMessage, ruleMessage } from "../../../lib/validation";
import { useValidationText } from "../../../lib/validation-text";
import { invitationQuery, openDownlineAccount } from "../api/agent-api";
import { agentPagePath } from "../model/menu";

interface Values {
  kind: DownlineKind;
  username: string;
  password: string;
  confirmPassword: string;
  payeeName: string;
}

const EMPTY: Values = { kind: "member", username: "", password: "", confirmPassword: "", payeeName: "" };
const FIELDS = ["kind", "username", "password", "confirmPassword", "payeeName"] as const;

/** registerCenter: open a direct downline account (member or agent), and the agent's invitation link. */
export function RegisterCenterPage() {
  return (
    <div className="agent-page agent-register">
      <OpenAccountForm />
      <InvitationPanel />
    </div>
  );
}

function OpenAccountForm() {
  const { t } = useTranslation("agent");
  const rules = useSettings().info.register;
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const translate = useValidationText("agent");
  const [opened, setOpened] = useState<string | null>(null);
  const [formError, setFormError] = useState<string>();
  const payeeShown = isEnabled(rules, "payeeName");
  const label = (field: (typeof FIELDS)[number]) => t(`register.fields.${field}`);

  // The contract's schema first, then the brand's registration rules the server applies too (SPEC §5).
  const form = useContractForm<Values, BodyOf<typeof agentOpenAccountCall>>(
    defined(agentOpenAccountCall.body),
    {
      translate,
      defaultValues: EMPTY,
      prepare: toBody,
      check: (_body, values) => {
        const language = currentLanguage();
        const byRule = (field: "username" | "password") => {
          const rule = findRule(rules, field);
          return rule
            ? ruleMessage(rule, values[field], label(field), language, { required: true })
            : undefined;
        };
        return {
          username: byRule("username"),
          password: byRule("password"),
          confirmPassword: confirmMessage(
            values.confirmPassword,
            values.password,
            label("confirmPassword"),
            language,
          ),
          payeeName: payeeShown
            ? payeeNameMessage(
                values.payeeName.trim(),
                label("payeeName"),
                language,
                findRule(rules, "payeeName"),
              )
            : undefined,
        };
      },
    },
  );
  const { register, control, handleSubmit, setError, reset } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const account = await openDownlineAccount(body);
      showToast(t("register.done", { account: account.account }));
      setOpened(account.account);
      reset({ ...EMPTY, kind: body.kind });
      await queryClient.invalidateQueries({ queryKey: queryKeys.agent.team.all });
    } catch (error) {
      const placed =
        error instanceof ApiError
          ? applyServerErrors(error.fields, (path, problem) => {
              if ((FIELDS as readonly string[]).includes(path))
                setError(path as (typeof FIELDS)[number], problem);
              else setFormError(problem.message);
            })
          : 0;
      if (placed === 0) setFormError(errorText(error));
    }
  });

  return (
    <section className="agent-panel" aria-labelledby="agent-open-title">
      <h3 id="agent-open-title" className="agent-section-title">
        {t("register.title")}
      </h3>
      <form className="agent-form" onSubmit={onSubmit} noValidate aria-labelledby="agent-open-title">
        <FormAlert>{formError}</FormAlert>
        {opened && (
          <FormAlert tone="success">
            {t("register.done", { account: opened })}{" "}
            <Link to={agentPagePath("downlineManagmentView", { q: opened })}>{t("register.find")}</Link>
          </FormAlert>
        )}
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <RadioGroup
              legend={t("register.fields.kind")}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={errors.kind?.message}
              options={DOWNLINE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            />
          )}
        />
        <TextField
          label={label("username")}
          autoComplete="off"
          markRequired
          error={errors.username?.message}
          {...register("username")}
        />
        <PasswordField
          label={label("password")}
          autoComplete="new-password"
          markRequired
          error={errors.password?.message}
          {...register("password")}
        />
        <PasswordField
          label={label("confirmPassword")}
          autoComplete="new-password"
          markRequired
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        {payeeShown && (
          <TextField
            label={label("payeeName")}
            autoComplete="off"
            markRequired={findRule(rules, "payeeName")?.required}
            error={errors.payeeName?.message}
            {...register("payeeName")}
          />
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {isSubmitting ? t("register.sending") : t("register.submit")}
        </button>
      </form>
    </section>
  );
}

/** The form's values as the call's body: trimmed name, the real name only when given. */
function toBody(values: Values) {
  const payeeName = values.payeeName.trim();
  return {
    kind: values.kind,
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    ...(payeeName ? { payeeName } : {}),
  };
}

/** The agent's invitation link (registration under this agent) with its QR code. */
function InvitationPanel() {
  const { t } = useTranslation("agent");
  const invitation = useQuery(invitationQuery());
  return (
    <section className="agent-panel" aria-labelledby="agent-invite-title">
      <h3 id="agent-invite-title" className="agent-section-title">
        {t("invite.title")}
      </h3>
      <QueryView query={invitation}>
        {(data) => {
          const link = absoluteUrl(data.registerPath);
          return (
            <div className="agent-invite">
              <QrCode value={link} label={t("invite.qr")} className="agent-invite__qr" />
              <dl className="agent-invite__rows">
                <div>
                  <dt>{t("invite.code")}</dt>
                  <dd className="mono">
                    {data.code} <CopyButton text={data.code} iconOnly label={t("invite.copyCode")} />
                  </dd>
                </div>
                <div>
                  <dt>{t("invite.link")}</dt>
                  <dd className="agent-invite__link">
                    <span className="mono">{link}</span>
                    <CopyButton text={link} label={t("invite.copyLink")} variant="secondary" />
                  </dd>
                </div>
              </dl>
              <p className="agent-note">{t("invite.text")}</p>
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
