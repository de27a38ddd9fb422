import {
  OPERATOR_ROLES,
  type OperatorRole,
  type OperatorView,
  operatorCreateCall,
  operatorUpdateCall,
  TOTP_REQUIRED_ROLES,
} from "@lotus/contracts";
import { Checkbox, FieldGroup } from "@lotus/ui/primitives/Choice";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { ListEditor } from "../../../components/ui/ListEditor";
import { ReasonField } from "../../../components/ui/ReasonField";
import { TemporaryPasswordField } from "../../../components/ui/TemporaryPasswordField";
import { useConsole } from "../../../lib/console-context";
import { changedFrom } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { temporaryPassword } from "../../../lib/password";
import { useContractResolver } from "../../../lib/use-validation";
import {
  createOperator,
  type OperatorCreateBody,
  type OperatorUpdateBody,
  operatorsChanged,
  updateOperator,
} from "../api/operators-api";

interface OperatorValues {
  username: string;
  password: string;
  displayName: string;
  role: OperatorRole;
  allBrands: boolean;
  brandIds: string[];
  allowedIps: string[];
  status: OperatorView["status"];
  reason: string;
}

type Editable = Pick<
  OperatorValues,
  "displayName" | "role" | "allBrands" | "brandIds" | "allowedIps" | "status"
>;

function editable(values: OperatorValues): Editable {
  return {
    displayName: values.displayName,
    role: values.role,
    allBrands: values.allBrands,
    brandIds: values.allBrands ? [] : values.brandIds,
    allowedIps: values.allowedIps.map((ip) => ip.trim()).filter(Boolean),
    status: values.status,
  };
}

function initialValues(operator: OperatorView | undefined): OperatorValues {
  return {
    username: operator?.username ?? "",
    password: operator ? "" : temporaryPassword(12),
    displayName: operator?.displayName ?? "",
    role: operator?.role ?? "support",
    allBrands: operator?.allBrands ?? false,
    brandIds: operator ? [...operator.brandIds] : [],
    allowedIps: operator ? [...operator.allowedIps] : [],
    status: operator?.status ?? "active",
    reason: "",
  };
}

/** Create an operator (temporary password, changed at first login) or change one's role, brands, status and IPs. */
export function OperatorDialog({ operator, onClose }: { operator?: OperatorView; onClose: () => void }) {
  const { t } = useTranslation(["operators", "common"]);
  const { me, brands } = useConsole();
  const queryClient = useQueryClient();
  const isOwner = me.operator.role === "owner";
  const initial = initialValues(operator);
  const brandCheck = (values: OperatorValues) =>
    values.allBrands || values.brandIds.length > 0 ? {} : { brandIds: t("form.brandsNeeded") };

  const createResolver = useContractResolver<OperatorValues, OperatorCreateBody>(
    operatorCreateCall.body,
    (_output, values) => brandCheck(values),
    (values) => {
      const { status: _status, ...fields } = editable(values);
      return { username: values.username, password: values.password, ...fields };
    },
  );
  const updateResolver = useContractResolver<OperatorValues, OperatorUpdateBody>(
    operatorUpdateCall.body,
    (_output, values) => brandCheck(values),
    (values) => {
      const changed = changedFrom(editable(values), editable(initial));
      return { ...changed, ...(values.reason.trim() ? { reason: values.reason.trim() } : {}) };
    },
  );
  const form = useForm<OperatorValues, unknown, OperatorCreateBody | OperatorUpdateBody>({
    resolver: operator ? updateResolver : createResolver,
    defaultValues: initial,
  });
  const mutation = useMutation({
    mutationFn: (body: OperatorCreateBody | OperatorUpdateBody) =>
      operator
        ? updateOperator(operator.id, body as OperatorUpdateBody)
        : createOperator(body as OperatorCreateBody),
    onSuccess: async (saved) => {
      toast(
        operator
          ? t("form.saved", { username: saved.username })
          : t("form.created", { username: saved.username }),
      );
      await operatorsChanged(queryClient);
      onClose();
    },
    onError: (error) =>
      reportFailure(error, t("form.failed"), form.setError, {
        codeFields: { "operator.username_taken": "username" },
      }),
  });

  const submit = form.handleSubmit((body) => {
    if (operator) {
      const { reason: _reason, ...changes } = body as OperatorUpdateBody;
      if (Object.keys(changes).length === 0) {
        toast(t("form.nothing"), "info");
        return;
      }
    }
    mutation.mutate(body);
  });

  const errors = form.formState.errors;
  const allBrands = form.watch("allBrands");
  const role = form.watch("role");
  return (
    <FormDialog
      title={operator ? t("form.editTitle", { username: operator.username }) : t("form.newTitle")}
      onClose={onClose}
      busy={mutation.isPending}
      size="large"
      submitLabel={operator ? t("common:actions.save") : t("common:actions.create")}
      formClassName="stack stack--lg"
      onSubmit={submit}
    >
      <div className="grid-2">
        {operator ? (
          <TextField label={t("fields.username")} value={operator.username} readOnly disabled />
        ) : (
          <TextField
            label={t("fields.username")}
            hint={t("form.usernameRule")}
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="off"
            error={errors.username?.message}
            {...form.register("username")}
          />
        )}
        <TextField
          label={t("fields.displayName")}
          maxLength={64}
          error={errors.displayName?.message}
          {...form.register("displayName")}
        />
        {!operator && (
          <TemporaryPasswordField
            label={t("fields.temporaryPassword")}
            hint={t("form.passwordHint")}
            error={errors.password?.message}
            onGenerate={() => form.setValue("password", temporaryPassword(12), { shouldValidate: true })}
            {...form.register("password")}
          />
        )}
        <SelectField
          label={t("fields.role")}
          error={errors.role?.message}
          hint={TOTP_REQUIRED_ROLES.includes(role) ? t("form.totpRole") : undefined}
          {...form.register("role")}
        >
          {OPERATOR_ROLES.map((option) => (
            <option key={option} value={option} disabled={option === "owner" && !isOwner}>
              {t(`common:roles.${option}`)}
            </option>
          ))}
        </SelectField>
        {operator && (
          <SelectField label={t("fields.status")} error={errors.status?.message} {...form.register("status")}>
            {(["active", "locked", "disabled"] as const).map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <Checkbox
        label={t("fields.allBrands")}
        hint={isOwner ? undefined : t("form.allBrandsOwnerOnly")}
        disabled={!isOwner && !allBrands}
        {...form.register("allBrands")}
      />
      {!allBrands && (
        <Controller
          control={form.control}
          name="brandIds"
          render={({ field }) => (
            <FieldGroup legend={t("fields.brands")} error={errors.brandIds?.message}>
              {brands.length === 0 && <p className="muted small">{t("noBrands")}</p>}
              {brands.map((brand) => (
                <Checkbox
                  key={brand.id}
                  label={`${brand.name} (${brand.merchantCode})`}
                  checked={field.value.includes(brand.id)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...field.value, brand.id]
                        : field.value.filter((id) => id !== brand.id),
                    )
                  }
                />
              ))}
            </FieldGroup>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="allowedIps"
        render={({ field }) => (
          <ListEditor
            name={field.name}
            label={t("fields.allowedIps")}
            itemLabel={t("fields.allowedIp")}
            value={field.value}
            onChange={field.onChange}
            errors={field.value.map((_, index) => errors.allowedIps?.[index]?.message)}
            error={errors.allowedIps?.message}
            hint={t("form.ipsHint")}
            max={50}
            placeholder="203.0.113.10"
          />
        )}
      />
      {operator && <ReasonField error={errors.reason?.message} {...form.register("reason")} />}
      <ErrorSummary errors={errors} />
    </FormDialog>
  );
}
