import "./register-rules.css";
import {
  type BrandView,
  DEFAULT_REGISTER_RULES,
  effectiveRegisterRules,
  type FieldRule,
  PATTERNS,
  registerRulesUpdateCall,
} from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { Icon } from "../../../components/ui/Icon";
import { ReasonSaveBar } from "../../../components/ui/ReasonField";
import { Card, ErrorState, PageHeader, Spinner, TableWrap } from "../../../components/ui/States";
import { brandQuery } from "../../../lib/brand-query";
import { useBrandId, useConsole } from "../../../lib/console-context";
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
  const brandId = useBrandId();
  const { brand } = useConsole();
  const query = useQuery(brandQuery(brandId));
  return (
    <>
      <PageHeader
        title={t("title")}
        description={brand ? t("description", { brand: brand.name }) : undefined}
      />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <RulesForm key={query.data.id} brand={query.data} />
      )}
    </>
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
          <TableWrap label={t("tableTitle")}>
            <table className="table table--compact rules-table">
              <thead>
                <tr>
                  <th scope="col">{t("columns.field")}</th>
                  <th scope="col">{t("columns.enabled")}</th>
                  <th scope="col">{t("columns.required")}</th>
                  <th scope="col">{t("columns.pattern")}</th>
                  <th scope="col" className="num">
                    {t("columns.min")}
                  </th>
                  <th scope="col" className="num">
                    {t("columns.max")}
                  </th>
                  <th scope="col">{t("columns.sample")}</th>
                  <th scope="col">{t("columns.result")}</th>
                </tr>
              </thead>
              <tbody>
                {rules.map((rule, index) => {
                  const rowErrors = errors.rules?.[index];
                  const name = label(rule.field);
                  const sample = samples[rule.field] ?? "";
                  const result = previewRule(rule, sample, {
                    label: name,
                    language,
                    password: passwordSample,
                  });
                  return (
                    <tr key={rule.field} className={rule.enabled ? undefined : "rules-table__off"}>
                      <th scope="row">
                        {name}
                        <span className="mono muted rules-table__key">{rule.field}</span>
                      </th>
                      <td>
                        <Checkbox
                          hideLabel
                          label={t("aria.enabled", { field: name })}
                          {...form.register(`rules.${index}.enabled`)}
                        />
                      </td>
                      <td>
                        <Checkbox
                          hideLabel
                          label={t("aria.required", { field: name })}
                          error={rowErrors?.required?.message}
                          {...form.register(`rules.${index}.required`)}
                        />
                      </td>
                      <td>
                        <SelectField
                          hideLabel
                          label={t("aria.pattern", { field: name })}
                          error={rowErrors?.patternId?.message}
                          className="rules-table__pattern"
                          {...form.register(`rules.${index}.patternId`, { valueAsNumber: true })}
                        >
                          {PATTERNS.map((pattern) => (
                            <option key={pattern.id} value={pattern.id}>
                              {patternOption(pattern.id, rule.minLength, rule.maxLength)}
                            </option>
                          ))}
                        </SelectField>
                      </td>
                      <td className="num">
                        <TextField
                          hideLabel
                          label={t("aria.min", { field: name })}
                          type="number"
                          min={0}
                          max={255}
                          className="rules-table__number"
                          error={rowErrors?.minLength?.message}
                          {...form.register(`rules.${index}.minLength`, { valueAsNumber: true })}
                        />
                      </td>
                      <td className="num">
                        <TextField
                          hideLabel
                          label={t("aria.max", { field: name })}
                          type="number"
                          min={1}
                          max={255}
                          className="rules-table__number"
                          error={rowErrors?.maxLength?.message}
                          {...form.register(`rules.${index}.maxLength`, { valueAsNumber: true })}
                        />
                      </td>
                      <td>
                        <TextField
                          hideLabel
                          label={t("aria.sample", { field: name })}
                          value={sample}
                          disabled={!rule.enabled}
                          onChange={(event) =>
                            setSamples((current) => ({ ...current, [rule.field]: event.target.value }))
                          }
                        />
                      </td>
                      <td className="rules-table__result" aria-live="polite">
                        {result.state === "hidden" && <Badge>{t("preview.hidden")}</Badge>}
                        {result.state === "empty" && <Badge>{t("preview.empty")}</Badge>}
                        {result.state === "ok" && <Badge tone="success">{t("preview.ok")}</Badge>}
                        {result.state === "missing" && <span className="muted small">{result.message}</span>}
                        {result.state === "error" && <span className="field__error">{result.message}</span>}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableWrap>
        </fieldset>
      </Card>
      <Card>
        <div className="stack">
          <p className="muted small">{t("previewNote")}</p>
          <ErrorSummary
            errors={errors}
            label={(path) => {
              const index = Number(path.split(".")[1]);
              const field = rules[index]?.field;
              return field ? label(field) : path;
            }}
          />
          <ReasonSaveBar
            reason={form.register("reason")}
            error={errors.reason?.message}
            busy={mutation.isPending}
            discard={{ dirty: form.formState.isDirty, onDiscard: () => form.reset() }}
          />
        </div>
      </Card>
    </form>
  );
}
