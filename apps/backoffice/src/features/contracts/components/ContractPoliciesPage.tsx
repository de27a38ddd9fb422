import {
  type ContractPolicyView,
  contractPolicyInput,
  DIVIDEND_PERIODS,
  type DividendPeriod,
} from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { RowActions } from "@lotus/ui/data/RowActions";
import { EmptyState } from "@lotus/ui/data/states";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Checkbox, FieldGroup } from "@lotus/ui/primitives/Choice";
import { TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { contractResolver } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { useMoney } from "../../finance/components/money";
import { contractsChanged, policiesQuery, updatePolicy } from "../api/contracts-api";
import {
  formatRate,
  hasPeriods,
  type PolicyBody,
  type PolicyValues,
  policyFieldOf,
  policyRules,
  policyToForm,
} from "./contract-helpers";

/** The brand's limits per contract type: what uplines may offer and when payouts wait for approval. */
export default function ContractPoliciesPage() {
  const { t } = useTranslation(["contracts", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const query = useQuery(policiesQuery(brandId));
  const [editing, setEditing] = useState<ContractPolicyView>();
  const columns: DataColumn<ContractPolicyView>[] = [
    {
      id: "type",
      header: t("fields.type"),
      primary: true,
      rowHeader: true,
      cell: (policy) => t(`types.${policy.type}`),
    },
    {
      id: "enabled",
      header: t("policies.enabled"),
      cell: (policy) =>
        policy.enabled ? (
          <Badge tone="success">{t("policies.on")}</Badge>
        ) : (
          <Badge tone="muted">{t("policies.off")}</Badge>
        ),
    },
    {
      id: "maxRate",
      header: t("policies.maxRate"),
      numeric: true,
      cell: (policy) => formatRate(policy.maxRateBp),
    },
    { id: "step", header: t("policies.step"), numeric: true, cell: (policy) => formatRate(policy.stepBp) },
    {
      id: "active",
      header: t("policies.activeMemberTurnover"),
      numeric: true,
      className: "nowrap",
      cell: (policy) => money(policy.activeMemberTurnover),
    },
    {
      id: "periods",
      header: t("policies.periods"),
      cell: (policy) =>
        hasPeriods(policy.type)
          ? policy.periods.map((period) => t(`periods.${period}`)).join(", ")
          : t("policies.salaryClock"),
    },
    {
      id: "carry",
      header: t("policies.carryNegative"),
      cell: (policy) =>
        hasPeriods(policy.type) ? (policy.carryNegativeDefault ? t("policies.yes") : t("policies.no")) : "",
    },
    {
      id: "approval",
      header: t("policies.payout"),
      cell: (policy) =>
        policy.approvalThreshold === null
          ? t("policies.autoPay")
          : t("policies.approvalAbove", { amount: money(policy.approvalThreshold) }),
    },
    {
      id: "updated",
      header: t("policies.updatedAt"),
      className: "nowrap",
      cell: (policy) =>
        policy.updatedAt === null ? t("policies.defaults") : <DateTime at={policy.updatedAt} />,
    },
  ];
  const edit = {
    id: "edit",
    label: t("common:actions.edit"),
    icon: <Icon name="edit" />,
    name: (policy: ContractPolicyView) => t("policies.editOf", { type: t(`types.${policy.type}`) }),
    when: () => can("contracts.manage"),
  };
  return (
    <>
      <PageHeader title={t("policies.title")} description={t("policies.description")} />
      <Card className="card--flush">
        <QueryView
          query={query}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState title={t("policies.empty")} />}
        >
          {(data) => (
            <DataTable
              label={t("policies.title")}
              columns={columns}
              rows={data.list}
              rowKey={(policy) => policy.type}
              rowActions={(policy) => (
                <RowActions row={policy} actions={[edit]} onAction={(_, row) => setEditing(row)} />
              )}
            />
          )}
        </QueryView>
      </Card>
      {editing && <PolicyDialog policy={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

function PolicyDialog({ policy, onClose }: { policy: ContractPolicyView; onClose: () => void }) {
  const { t } = useTranslation(["contracts", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const type = t(`types.${policy.type}`);
  const form = useForm<PolicyValues, unknown, PolicyBody>({
    defaultValues: policyToForm(policy),
    resolver: contractResolver(
      contractPolicyInput,
      translate,
      policyRules(policy.type, {
        required: t("common:validation.required"),
        number: t("rates.number"),
        positive: t("rates.positive"),
        above: (max) => t("rates.above", { max }),
        stepAboveMax: t("policies.stepAboveMax"),
      }),
    ),
  });
  const mutation = useMutation({
    mutationFn: (body: PolicyBody) => updatePolicy(brandId, body),
    onSuccess: async () => {
      toast(t("policies.saved", { type }));
      onClose();
      await contractsChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("failed"), form.setError, { mapPath: policyFieldOf }),
  });
  const errors = form.formState.errors;
  const needsApproval = form.watch("needsApproval");
  return (
    <FormDialog
      title={t("policies.editTitle", { type })}
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("common:actions.save")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <Checkbox toggle label={t("policies.enabledLabel")} {...form.register("enabled")} />
      <div className="grid-2">
        <TextField
          label={t("policies.maxRate")}
          markRequired
          inputMode="decimal"
          addon="%"
          hint={t("policies.maxRateHint")}
          error={errors.maxRate?.message}
          {...form.register("maxRate")}
        />
        <TextField
          label={t("policies.step")}
          markRequired
          inputMode="decimal"
          addon="%"
          hint={t("policies.stepHint")}
          error={errors.step?.message}
          {...form.register("step")}
        />
      </div>
      <TextField
        label={t("policies.activeMemberTurnover")}
        markRequired
        inputMode="decimal"
        hint={t("policies.activeMemberHint")}
        error={errors.activeMemberTurnover?.message}
        {...form.register("activeMemberTurnover")}
      />
      {hasPeriods(policy.type) && (
        <>
          <Controller
            control={form.control}
            name="periods"
            render={({ field }) => (
              <FieldGroup legend={t("policies.periods")} error={errors.periods?.message}>
                {DIVIDEND_PERIODS.map((period) => (
                  <Checkbox
                    key={period}
                    label={t(`periods.${period}`)}
                    checked={field.value.includes(period)}
                    onChange={(event) =>
                      field.onChange(togglePeriod(field.value, period, event.target.checked))
                    }
                  />
                ))}
              </FieldGroup>
            )}
          />
          <Checkbox
            label={t("policies.carryNegativeLabel")}
            hint={t("policies.carryNegativeHint")}
            {...form.register("carryNegativeDefault")}
          />
        </>
      )}
      <Checkbox toggle label={t("policies.needsApproval")} {...form.register("needsApproval")} />
      {needsApproval ? (
        <TextField
          label={t("policies.approvalThreshold")}
          markRequired
          inputMode="decimal"
          hint={t("policies.approvalHint")}
          error={errors.approvalThreshold?.message}
          {...form.register("approvalThreshold")}
        />
      ) : (
        <p className="muted small">{t("policies.autoPayHint")}</p>
      )}
      <p className="muted small">{t("policies.appliesFromNow")}</p>
    </FormDialog>
  );
}

/** The periods with one switched on or off, in the contract's order. */
function togglePeriod(
  current: readonly DividendPeriod[],
  period: DividendPeriod,
  on: boolean,
): DividendPeriod[] {
  return DIVIDEND_PERIODS.filter((entry) => (entry === period ? on : current.includes(entry)));
}
