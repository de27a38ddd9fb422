import { adminLiveTableUpdateCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { TextField } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonSaveBar } from "../../../components/ui/ReasonField";
import { Card } from "../../../components/ui/States";
import { ApiError } from "../../../lib/api-client";
import { useBrandId, useCan, useConsole } from "../../../lib/console-context";
import { type BodyOf, contractResolver, defined } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { useMoney } from "../../finance/components/money";
import { type LiveSpotTerms, type LiveTableDetail, tableSaved, updateTerms } from "../api/live-api";
import { formatOdds, formatRtp, rtpChanged } from "./live-helpers";
import { useSpotLabel } from "./parts";
import {
  spotIndex,
  type TermsFormValues,
  type TermsProblem,
  termsFormProblems,
  termsFormToBody,
  termsToForm,
} from "./terms-form";

type TermsBody = BodyOf<typeof adminLiveTableUpdateCall>;
type SpotRow = LiveSpotTerms & { index: number };

/** The field a refusal about one spot belongs under, when the server names the spot. */
const SPOT_CODE_FIELDS: Record<string, "odds" | "max" | "spot"> = {
  "live.rtp_above_100": "odds",
  "live.limits_invalid": "max",
  "live.spot_unknown": "spot",
};

/**
 * The table's terms: the betting window and each spot's odds (with the return to player the server
 * computed, beside the default's) and stake limits, saved with a reason from the next round. The
 * server refuses odds returning more than 100 % and a minimum above a maximum; its refusals show
 * under the field they concern. Operators without `live.manage` read the same table.
 */
export function TermsForm({ table }: { table: LiveTableDetail }) {
  const { t } = useTranslation(["live", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const spotLabel = useSpotLabel();
  const symbol = useConsole().brand?.currencySymbol ?? "";
  const money = useMoney();
  const editable = can("live.manage");
  const problemText = (problem: TermsProblem) => {
    switch (problem) {
      case "required":
        return t("common:validation.required");
      case "enterNumber":
        return t("common:validation.enterNumber");
      default:
        return t(`terms.problems.${problem}`);
    }
  };
  const form = useForm<TermsFormValues, unknown, TermsBody>({
    defaultValues: termsToForm(table),
    resolver: contractResolver(defined(adminLiveTableUpdateCall.body), translate, {
      prepare: termsFormToBody,
      // Blank, malformed and crossed limits are named even while the schema refuses another field.
      checkAlways: (values) =>
        Object.fromEntries(
          Object.entries(termsFormProblems(values)).map(([path, problem]) => [
            path,
            problem ? problemText(problem) : undefined,
          ]),
        ),
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: TermsBody) => updateTerms(brandId, table.code, body),
    onSuccess: async (saved) => {
      toast(t("terms.saved", { name: saved.name }));
      form.reset(termsToForm(saved));
      await tableSaved(queryClient, brandId, saved);
    },
    onError: (error) => {
      reportFailure(error, t("failed"), form.setError);
      if (!(error instanceof ApiError) || !error.fromServer || !error.message) return;
      if (Object.keys(error.fields).length > 0) return;
      const spot = (error.value as { spot?: unknown } | null | undefined)?.spot;
      const field = SPOT_CODE_FIELDS[error.code];
      const index = typeof spot === "string" ? spotIndex(form.getValues(), spot) : -1;
      if (field && field !== "spot" && index >= 0)
        form.setError(`spots.${index}.${field}`, { type: "server", message: error.message });
      else form.setError("root.server", { type: "server", message: error.message });
    },
  });
  const errors = form.formState.errors;
  const rows: SpotRow[] = table.spots.map((spot, index) => ({ ...spot, index }));
  const amountInput = (row: SpotRow, field: "min" | "max") => (
    <TextField
      hideLabel
      label={t(`terms.aria.${field}`, { spot: spotLabel(row.spot) })}
      inputMode="decimal"
      addon={symbol || undefined}
      error={errors.spots?.[row.index]?.[field]?.message}
      {...form.register(`spots.${row.index}.${field}`)}
    />
  );
  const columns: DataColumn<SpotRow>[] = [
    {
      id: "spot",
      header: t("terms.fields.spot"),
      primary: true,
      rowHeader: true,
      cell: (row) => (
        <>
          {spotLabel(row.spot)}
          <div className="muted small mono">{row.spot}</div>
        </>
      ),
    },
    {
      id: "odds",
      header: t("terms.fields.odds"),
      numeric: true,
      cell: (row) =>
        editable ? (
          <TextField
            hideLabel
            label={t("terms.aria.odds", { spot: spotLabel(row.spot) })}
            inputMode="decimal"
            error={errors.spots?.[row.index]?.odds?.message}
            {...form.register(`spots.${row.index}.odds`)}
          />
        ) : (
          formatOdds(row.odds)
        ),
    },
    {
      id: "rtp",
      header: t("terms.fields.rtp"),
      numeric: true,
      className: "live-terms__rtp",
      cell: (row) => (
        <>
          {formatRtp(row.rtp)}{" "}
          {rtpChanged(row.rtp, row.defaultRtp) && <Badge tone="info">{t("terms.changed")}</Badge>}
          <div className="muted small">
            {t("terms.defaultRtp", { rtp: formatRtp(row.defaultRtp), odds: formatOdds(row.defaultOdds) })}
          </div>
        </>
      ),
    },
    {
      id: "min",
      header: t("terms.fields.min"),
      numeric: true,
      className: "nowrap",
      cell: (row) => (editable ? amountInput(row, "min") : money(row.min)),
    },
    {
      id: "max",
      header: t("terms.fields.max"),
      numeric: true,
      className: "nowrap",
      cell: (row) => (editable ? amountInput(row, "max") : money(row.max)),
    },
  ];
  const spotsTable = (
    <DataTable
      label={t("terms.tableLabel", { name: table.name })}
      className="live-terms"
      compact
      columns={columns}
      rows={rows}
      rowKey={(row) => row.spot}
    />
  );
  if (!editable) {
    return (
      <Card title={t("terms.title")}>
        <div className="stack">
          <p className="muted small">{t("terms.readOnly")}</p>
          {spotsTable}
        </div>
      </Card>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <Card title={t("terms.title")}>
        <fieldset className="plain-fieldset stack stack--lg" disabled={mutation.isPending}>
          <p className="muted small">{t("terms.intro")}</p>
          <TextField
            label={t("terms.bettingSeconds")}
            hint={t("terms.bettingSecondsHint")}
            markRequired
            inputMode="numeric"
            fieldClassName="live-window"
            error={errors.bettingSeconds?.message}
            {...form.register("bettingSeconds")}
          />
          {spotsTable}
          <ReasonSaveBar
            reason={form.register("reason")}
            errors={errors}
            busy={mutation.isPending}
            discard={{ dirty: form.formState.isDirty, onDiscard: () => form.reset(termsToForm(table)) }}
          />
        </fieldset>
      </Card>
    </form>
  );
}
