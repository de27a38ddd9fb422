import "./register-rules.css";
import {
  type BrandView,
  DEFAULT_REGISTER_RULES,
  effectiveRegisterRules,
  type FieldRule,
  PATTERNS,
  registerRulesUpdateCall,
} from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { Button } from "@lotus/ui/primitives/Button";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BrandSettingsScreen } from "../../../components/ui/BrandSettingsScreen";
import { Icon } from "../../../components/ui/Icon";
import { ReasonSaveBar } from "../../../components/ui/ReasonField";
import { Card } from "../../../components/ui/States";
import type { BodyOf } from "../../../lib/form";
import { currentLanguage } from "../../../lib/i18n";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { useContractResolver } from "../../../lib/use-validation";
import { updateRegisterRules } from "../api/register-rules-api";
import { patternOption, previewRule, ruleProblems } from "./rule-preview";

interface RulesValues {
  rules: FieldRule[];
  reason: string;
}
type RulesBody = BodyOf<typeof registerRulesUpdateCall>;

const toBody = (values: RulesValues): RulesBody => ({
  rules: values.rules,
  ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
});

export default function RegisterRulesPage() {
  const { t } = useTranslation(["register", "common"]);
  return (
    <BrandSettingsScreen title={t("title")} description={(brand) => t("description", { brand })}>
      {(brand) => <RulesForm key={brand.id} brand={brand} />}
    </BrandSettingsScreen>
  );
}

function RulesForm({ brand }: { brand: BrandView }) {
  const { t } = useTranslation(["register", "common"]);
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const [samples, setSamples] = useState<Record<string, string>>({});
  const resolver = useContractResolver<RulesValues, RulesBody>(
    registerRulesUpdateCall.body,
    (output) =>
      ruleProblems(output.rules, {
        minAboveMax: t("problems.minAboveMax"),
        requiredHidden: t("problems.requiredHidden"),
      }),
    toBody,
  );
  const form = useForm<RulesValues, unknown, RulesBody>({
    resolver,
    defaultValues: { rules: effectiveRegisterRules(brand.settings).map((rule) => ({ ...rule })), reason: "" },
  });
  const mutation = useMutation({
    mutationFn: (body: RulesBody) => updateRegisterRules(brand.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.brands.one(saved.id), saved);
      form.reset({ rules: effectiveRegisterRules(saved.settings).map((rule) => ({ ...rule })), reason: "" });
      toast(t("saved"));
    },
    onError: (error) => reportFailure(error, t("failed"), form.setError),
  });

  const rules = form.watch("rules");
  const errors = form.formState.errors;
  const passwordSample = samples.password ?? "";
  const label = (field: FieldRule["field"]) => t(`fields.${field}`);
  const indexOf = (rule: FieldRule) => rules.findIndex((entry) => entry.field === rule.field);
  /** A length bound of a rule: a number input named after the rule's field. */
  const lengthColumn = (
    id: "min" | "max",
    key: "minLength" | "maxLength",
    min: number,
  ): DataColumn<FieldRule> => ({
    id,
    header: t(`columns.${id}`),
    numeric: true,
    cell: (rule) => (
      <TextField
        hideLabel
        label={t(`aria.${id}`, { field: label(rule.field) })}
        type="number"
        min={min}
        max={255}
        className="rules-table__number"
        error={errors.rules?.[indexOf(rule)]?.[key]?.message}
        {...form.register(`rules.${indexOf(rule)}.${key}`, { valueAsNumber: true })}
      />
    ),
  });
  const columns: DataColumn<FieldRule>[] = [
    {
      id: "field",
      header: t("columns.field"),
      primary: true,
      rowHeader: true,
      cell: (rule) => (
        <>
          {label(rule.field)}
          <span className="mono muted rules-table__key">{rule.field}</span>
        </>
      ),
    },
    {
      id: "enabled",
      header: t("columns.enabled"),
      cell: (rule) => (
        <Checkbox
          hideLabel
          label={t("aria.enabled", { field: label(rule.field) })}
          {...form.register(`rules.${indexOf(rule)}.enabled`)}
        />
      ),
    },
    {
      id: "required",
      header: t("columns.required"),
      cell: (rule) => (
        <Checkbox
          hideLabel
          label={t("aria.required", { field: label(rule.field) })}
          error={errors.rules?.[indexOf(rule)]?.required?.message}
          {...form.register(`rules.${indexOf(rule)}.required`)}
        />
      ),
    },
    {
      id: "pattern",
      header: t("columns.pattern"),
      cell: (rule) => (
        <SelectField
          hideLabel
          label={t("aria.pattern", { field: label(rule.field) })}
          error={errors.rules?.[indexOf(rule)]?.patternId?.message}
          className="rules-table__pattern"
          {...form.register(`rules.${indexOf(rule)}.patternId`, { valueAsNumber: true })}
        >
          {PATTERNS.map((pattern) => (
            <option key={pattern.id} value={pattern.id}>
              {patternOption(pattern.id, rule.minLength, rule.maxLength)}
            </option>
          ))}
        </SelectField>
      ),
    },
    lengthColumn("min", "minLength", 0),
    lengthColumn("max", "maxLength", 1),
    {
      id: "sample",
      header: t("columns.sample"),
      cell: (rule) => (
        <TextField
          hideLabel
          label={t("aria.sample", { field: label(rule.field) })}
          value={samples[rule.field] ?? ""}
          disabled={!rule.enabled}
          onChange={(event) => setSamples((current) => ({ ...current, [rule.field]: event.target.value }))}
        />
      ),
    },
    {
      id: "result",
      header: t("columns.result"),
      className: "rules-table__result",
      cell: (rule) => {
        const result = previewRule(rule, samples[rule.field] ?? "", {
          label: label(rule.field),
          language,
          password: passwordSample,
        });
        return (
          <span aria-live="polite">
            {result.state === "hidden" && <Badge>{t("preview.hidden")}</Badge>}
            {result.state === "empty" && <Badge>{t("preview.empty")}</Badge>}
            {result.state === "ok" && <Badge tone="success">{t("preview.ok")}</Badge>}
            {result.state === "missing" && <span className="muted small">{result.message}</span>}
            {result.state === "error" && <span className="field__error">{result.message}</span>}
          </span>
        );
      },
    },
  ];

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
      className="stack stack--lg"
    >
      <Card
        title={t("tableTitle")}
        actions={
          <Button
            size="small"
            variant="ghost"
            icon={<Icon name="refresh" />}
            onClick={() =>
              form.setValue(
                "rules",
                DEFAULT_REGISTER_RULES.map((rule) => ({ ...rule })),
                { shouldDirty: true },
              )
            }
          >
            {t("useDefaults")}
          </Button>
        }
        className="card--flush"
      >
        <fieldset className="plain-fieldset" disabled={mutation.isPending}>
          <DataTable
            label={t("tableTitle")}
            compact
            className="rules-table"
            columns={columns}
            rows={rules}
            rowKey={(rule) => rule.field}
            rowClassName={(rule) => (rule.enabled ? undefined : "rules-table__off")}
          />
        </fieldset>
      </Card>
      <Card>
        <div className="stack">
          <p className="muted small">{t("previewNote")}</p>
          <ReasonSaveBar
            reason={form.register("reason")}
            errors={errors}
            errorLabel={(path) => {
              const index = Number(path.split(".")[1]);
              const field = rules[index]?.field;
              return field ? label(field) : path;
            }}
            busy={mutation.isPending}
            discard={{ dirty: form.formState.isDirty, onDiscard: () => form.reset() }}
          />
        </div>
      </Card>
    </form>
  );
}
