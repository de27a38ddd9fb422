import {
  CONTRACT_TYPES,
  type ContractPolicyView,
  type ContractView,
  isAgentType,
  MAX_CONTRACT_ROWS,
  memberSearchCall,
} from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { Button } from "@lotus/ui/primitives/Button";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { FormAlert, SelectField, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type FieldArrayWithId, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { api } from "../../../lib/api";
import { useBrandId } from "../../../lib/console-context";
import { contractResolver } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { useMoney } from "../../finance/components/money";
import { assignContract, contractsChanged, policiesQuery } from "../api/contracts-api";
import {
  type AssignTerms,
  type AssignValues,
  assignFieldOf,
  assignRules,
  assignTerms,
  emptyRow,
  formatRate,
  hasPeriods,
} from "./contract-helpers";
import { useRateTexts } from "./parts";

type RowField = FieldArrayWithId<AssignValues, "rows", "key">;

/** Gives a top agent (one without an upline) a contract from the platform, within the brand policy. */
export function AssignContractDialog({
  onClose,
  onAssigned,
}: {
  onClose: () => void;
  onAssigned: (contract: ContractView) => void;
}) {
  const { t } = useTranslation(["contracts", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const texts = useRateTexts();
  const money = useMoney();
  const policies = useQuery(policiesQuery(brandId));
  const policyOf = (type: string): ContractPolicyView | undefined =>
    policies.data?.list.find((policy) => policy.type === type);
  const form = useForm<AssignValues, unknown, AssignTerms>({
    defaultValues: {
      account: "",
      type: "daily_salary",
      period: "D",
      carryNegative: false,
      rows: [emptyRow()],
    },
    resolver: contractResolver(assignTerms, translate, assignRules(policyOf, texts)),
  });
  const rows = useFieldArray({ control: form.control, name: "rows", keyName: "key" });
  const type = form.watch("type");
  const policy = policyOf(type);
  // A new type starts from its policy's defaults: its first allowed period and carry-over.
  useEffect(() => {
    if (!policy) return;
    form.setValue("period", policy.periods[0] ?? "D");
    form.setValue("carryNegative", policy.carryNegativeDefault);
  }, [policy, form]);

  const mutation = useMutation({
    mutationFn: async (terms: AssignTerms) => {
      const account = form.getValues("account").trim();
      const found = await api(memberSearchCall, {
        params: { brandId },
        query: { by: "account", q: account, page: 1, pageSize: 20 },
      });
      const agent = found.list.find((member) => member.account.toLowerCase() === account.toLowerCase());
      if (!agent || !isAgentType(agent.accountType)) {
        form.setError("account", {
          type: "server",
          message: agent ? t("assign.notAgent") : t("assign.noAgent"),
        });
        return undefined;
      }
      return assignContract(brandId, { ...terms, agentId: agent.id });
    },
    onSuccess: async (contract) => {
      if (!contract) return;
      toast(t("assign.done", { account: contract.agentAccount, type: t(`types.${contract.type}`) }));
      onClose();
      onAssigned(contract);
      await contractsChanged(queryClient, brandId);
    },
    onError: (error) =>
      reportFailure(error, t("failed"), form.setError, {
        mapPath: (path) => (path === "agentId" ? "account" : assignFieldOf(path)),
      }),
  });
  const errors = form.formState.errors;
  /** One typed value of every row: an input named after its column and row. */
  const inputColumn = (
    field: "minTurnover" | "minActiveMembers" | "rate",
    inputMode: "decimal" | "numeric",
    addon?: string,
  ): DataColumn<RowField & { index: number }> => ({
    id: field,
    header: t(`fields.${field}`),
    cell: ({ index }) => (
      <TextField
        hideLabel
        label={t("assign.rowField", { field: t(`fields.${field}`), row: index + 1 })}
        inputMode={inputMode}
        addon={addon}
        error={errors.rows?.[index]?.[field]?.message}
        {...form.register(`rows.${index}.${field}`)}
      />
    ),
  });
  const columns: DataColumn<RowField & { index: number }>[] = [
    // The card title on phones, so every input keeps its visible label there.
    {
      id: "row",
      header: t("fields.row"),
      primary: true,
      numeric: true,
      cell: ({ index }) => t("assign.rowNumber", { row: index + 1 }),
    },
    inputColumn("minTurnover", "decimal"),
    inputColumn("minActiveMembers", "numeric"),
    inputColumn("rate", "decimal", "%"),
    {
      id: "remove",
      header: t("assign.removeHeader"),
      cell: ({ index }) => (
        <button
          type="button"
          className="icon-btn"
          aria-label={t("assign.removeRow", { row: index + 1 })}
          disabled={rows.fields.length <= 1}
          onClick={() => rows.remove(index)}
        >
          <Icon name="trash" size={16} />
        </button>
      ),
    },
  ];
  const rowsMessage = errors.rows?.root?.message ?? errors.rows?.message;
  return (
    <FormDialog
      title={t("assign.title")}
      size="large"
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("assign.submit")}
      onSubmit={form.handleSubmit((terms) => mutation.mutate(terms))}
    >
      <p className="muted small">{t("assign.intro")}</p>
      <div className="grid-2">
        <TextField
          label={t("assign.account")}
          markRequired
          maxLength={64}
          autoComplete="off"
          error={errors.account?.message}
          {...form.register("account")}
        />
        <SelectField
          label={t("fields.type")}
          markRequired
          error={errors.type?.message}
          {...form.register("type")}
        >
          {CONTRACT_TYPES.map((entry) => (
            <option key={entry} value={entry}>
              {t(`types.${entry}`)}
              {policyOf(entry)?.enabled === false ? ` (${t("policies.off")})` : ""}
            </option>
          ))}
        </SelectField>
      </div>
      {policy ? (
        <FormAlert tone="info">
          {t("assign.limits", {
            max: formatRate(policy.maxRateBp),
            step: formatRate(policy.stepBp),
            turnover: money(policy.activeMemberTurnover),
          })}
        </FormAlert>
      ) : policies.isError ? (
        <FormAlert tone="error">{t("assign.noPolicy")}</FormAlert>
      ) : null}
      {hasPeriods(type) && (
        <div className="grid-2">
          <SelectField label={t("fields.period")} error={errors.period?.message} {...form.register("period")}>
            {(policy?.periods ?? []).map((period) => (
              <option key={period} value={period}>
                {t(`periods.${period}`)}
              </option>
            ))}
          </SelectField>
          <Checkbox
            label={t("policies.carryNegativeLabel")}
            hint={t("policies.carryNegativeHint")}
            {...form.register("carryNegative")}
          />
        </div>
      )}
      <fieldset className="plain-fieldset stack">
        <legend className="field__label">{t("assign.rows")}</legend>
        <DataTable
          label={t("assign.rows")}
          compact
          columns={columns}
          rows={rows.fields.map((field, index) => ({ ...field, index }))}
          rowKey={(row) => row.key}
        />
        {rowsMessage && <p className="field__error">{rowsMessage}</p>}
        <p className="field__hint">{t("assign.rowsHint")}</p>
        <div>
          <Button
            size="small"
            icon={<Icon name="plus" />}
            disabled={rows.fields.length >= MAX_CONTRACT_ROWS}
            onClick={() => rows.append(emptyRow())}
          >
            {t("assign.addRow")}
          </Button>
        </div>
      </fieldset>
    </FormDialog>
  );
}
