import {
  CONTRACT_TYPES,
  type ContractRow,
  type ContractType,
  DIVIDEND_PERIODS,
  type DividendPeriod,
} from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { Spinner } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { FormAlert, SelectField, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type Path, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { type ContractLimits, contractKeys, contractLimitsQuery, offerContract } from "../api/contracts-api";
import {
  canAddRow,
  EMPTY_ROW,
  formFieldOf,
  hasProblems,
  type RowInput,
  type RowProblem,
  rowProblems,
  toContractRows,
  toRowInputs,
} from "../model/rates";
import { ContractRowsTable, rateText, useFormats } from "./parts";

/** The downline an offer goes to: a direct downline agent of the signed-in agent. */
export interface DownlineRef {
  id: string;
  account: string;
}

interface OfferValues {
  type: ContractType;
  period: DividendPeriod;
  carryNegative: boolean;
  rows: RowInput[];
}

/** Where to start from: a contract's type and rows when offering a new version of it. */
export interface OfferStart {
  type: ContractType;
  rows?: readonly ContractRow[];
  period?: DividendPeriod;
  carryNegative?: boolean;
}

/**
 * Offer a contract to a direct downline (SPEC §4 "request new"): type, period (dividend), rows of
 * thresholds and rate, checked against the limits the server gives (never above my own rate); the
 * server's refusals land on their fields.
 */
export function OfferContractDialog({
  downline,
  start,
  onClose,
}: {
  downline: DownlineRef;
  start?: OfferStart;
  onClose: () => void;
}) {
  const { t } = useTranslation("contracts");
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const { minorDigits, money } = useFormats();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<OfferValues>({
    defaultValues: {
      type: start?.type ?? "daily_salary",
      period: start?.period ?? "D",
      carryNegative: start?.carryNegative ?? false,
      rows: start?.rows?.length ? toRowInputs(start.rows) : [{ ...EMPTY_ROW }],
    },
  });
  const { register, control, handleSubmit, setError, clearErrors, watch, setValue, getFieldState } = form;
  const { errors, isSubmitting } = form.formState;
  const rows = useFieldArray({ control, name: "rows" });
  const type = watch("type");
  const limits = useQuery(contractLimitsQuery(type));

  // The brand's periods and carry-over default apply once known, unless the agent chose already.
  useEffect(() => {
    const known = limits.data;
    if (!known || known.type !== type) return;
    const period = form.getValues("period");
    if (!known.periods.includes(period) && known.periods[0]) setValue("period", known.periods[0]);
    if (!getFieldState("carryNegative").isDirty && start?.type !== type)
      setValue("carryNegative", known.carryNegativeDefault);
  }, [limits.data, type, form, setValue, getFieldState, start?.type]);

  const problemText = (problem: RowProblem, label: string) => {
    switch (problem.key) {
      case "tooHigh":
        return t("rows.problems.tooHigh", { max: rateText(problem.maxBp) });
      case "step":
        return t("rows.problems.step", { step: rateText(problem.stepBp) });
      case "decimals":
        return t("rows.problems.decimals", { digits: problem.digits });
      case "required":
        return t("rows.problems.required", { field: label });
      default:
        return t(`rows.problems.${problem.key}`);
    }
  };
  const labels = {
    minTurnover: t("rows.minTurnover"),
    minActiveMembers: t("rows.minActiveMembers"),
    rate: t("rows.ratePercent"),
  };

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    clearErrors();
    const known = limits.data;
    const refusal = known ? offerBlocked(known) : "loading";
    if (!known || refusal) {
      setAlert(t(`offer.blocked.${refusal ?? "loading"}`, { type: t(`types.${values.type}`) }));
      return;
    }
    const problems = rowProblems(values.rows, known, minorDigits);
    if (hasProblems(problems)) {
      problems.forEach((row, index) => {
        for (const [field, problem] of Object.entries(row) as [keyof RowInput, RowProblem][])
          setError(`rows.${index}.${field}`, {
            type: "limits",
            message: problemText(problem, labels[field]),
          });
      });
      return;
    }
    try {
      const dividend = values.type === "dividend";
      await offerContract({
        downlineId: downline.id,
        type: values.type,
        rows: toContractRows(values.rows),
        period: dividend ? values.period : "D",
        ...(dividend ? { carryNegative: values.carryNegative } : {}),
      });
      showToast(t("offer.done", { account: downline.account, type: t(`types.${values.type}`) }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
    } catch (error) {
      setAlert(serverProblem(error, (field, message) => setError(field as Path<OfferValues>, { message })));
    }
  });

  const columns: DataColumn<(typeof rows.fields)[number]>[] = (
    ["minTurnover", "minActiveMembers", "rate"] as const
  ).map((field) => ({
    id: field,
    header: labels[field],
    primary: field === "minTurnover",
    cell: (row) => {
      const index = rows.fields.indexOf(row);
      return (
        <TextField
          label={t("rows.fieldOfRow", { field: labels[field], n: index + 1 })}
          hideLabel
          inputMode={field === "minActiveMembers" ? "numeric" : "decimal"}
          autoComplete="off"
          error={errors.rows?.[index]?.[field]?.message}
          {...register(`rows.${index}.${field}`)}
        />
      );
    },
  }));

  const known = limits.data?.type === type ? limits.data : undefined;
  const blocked = known ? offerBlocked(known) : undefined;
  return (
    <FormDialog
      title={t("offer.title", { account: downline.account })}
      submitLabel={t("offer.submit")}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      busy={isSubmitting}
      size="large"
      formClassName="contract-offer"
    >
      <FormAlert>{alert}</FormAlert>
      <SelectField label={t("offer.type")} error={errors.type?.message} {...register("type")}>
        {CONTRACT_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`types.${value}`)}
          </option>
        ))}
      </SelectField>
      {limits.isPending ? (
        <Spinner label={t("offer.loadingLimits")} />
      ) : limits.isError ? (
        <FormAlert>{errorText(limits.error)}</FormAlert>
      ) : blocked ? (
        <FormAlert tone="info">{t(`offer.blocked.${blocked}`, { type: t(`types.${type}`) })}</FormAlert>
      ) : known ? (
        <>
          <p className="field__hint">
            {t("offer.limits", {
              max: rateText(Math.min(known.grantableMaxBp, known.maxRateBp)),
              step: rateText(known.stepBp),
            })}{" "}
            {t("offer.activeMember", { amount: money(known.activeMemberTurnover) })}
          </p>
          {known.myRows && (
            <>
              <p className="contract-note">{t("offer.myRows")}</p>
              <ContractRowsTable rows={known.myRows} label={t("offer.myRows")} />
            </>
          )}
        </>
      ) : null}
      {type === "dividend" && (
        <>
          <SelectField label={t("details.period")} error={errors.period?.message} {...register("period")}>
            {(known?.periods ?? DIVIDEND_PERIODS).map((value) => (
              <option key={value} value={value}>
                {t(`periods.${value}`)}
              </option>
            ))}
          </SelectField>
          <Checkbox
            label={t("details.carryNegative")}
            hint={t("offer.carryHint")}
            error={errors.carryNegative?.message}
            {...register("carryNegative")}
          />
        </>
      )}
      <DataTable
        label={t("offer.rows")}
        columns={columns}
        rows={rows.fields}
        rowKey={(row) => row.id}
        compact
        rowActions={(row) => (
          <Button
            size="small"
            variant="ghost"
            disabled={rows.fields.length <= 1}
            aria-label={t("offer.removeRow", { n: rows.fields.indexOf(row) + 1 })}
            onClick={() => rows.remove(rows.fields.indexOf(row))}
          >
            {t("offer.remove")}
          </Button>
        )}
      />
      <p className="field__hint">{t("offer.rowsHint")}</p>
      <div>
        <Button
          size="small"
          disabled={!canAddRow(rows.fields.length)}
          onClick={() => rows.append({ ...EMPTY_ROW, minTurnover: "" })}
        >
          {t("offer.addRow")}
        </Button>
      </div>
    </FormDialog>
  );
}

/** Why no offer of this type can be made: the brand does not offer it, or I hold none myself. */
function offerBlocked(limits: ContractLimits): "disabled" | "noOwnContract" | undefined {
  if (!limits.enabled) return "disabled";
  if (limits.myRows === null || limits.grantableMaxBp < 1) return "noOwnContract";
  return undefined;
}

/**
 * A refused offer: the server's per-field messages go on their fields; the rest (or a business
 * refusal such as a rate above mine) is returned for the form's alert.
 */
/** Business refusals that clearly concern one field of the form; rates stay in the alert. */
const CODE_FIELDS: Partial<Record<string, keyof OfferValues>> = {
  "contract.type_disabled": "type",
  "contract.no_own_contract": "type",
  "contract.period_not_allowed": "period",
};

function serverProblem(error: unknown, onField: (field: string, message: string) => void): string | null {
  if (!(error instanceof ApiError)) return errorText(error);
  const codeField = CODE_FIELDS[error.code];
  if (codeField && error.message) {
    onField(codeField, error.message);
    return null;
  }
  const rest: string[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    const field = formFieldOf(path);
    if (field) onField(field, message);
    else rest.push(message);
  }
  if (Object.keys(error.fields).length === 0) return errorText(error);
  return rest.length > 0 ? rest.join(" ") : null;
}
