import { ADJUSTMENT_STATUSES, type AdjustmentView, memberSearchCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { FieldGroup, Radio } from "@lotus/ui/primitives/Choice";
import { TextArea, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { api } from "../../../lib/api";
import { useBrandId, useCan, useConsole } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import {
  type AdjustmentQuery,
  adjustmentsQuery,
  approveAdjustment,
  createAdjustment,
  financeChanged,
  rejectAdjustment,
} from "../api/finance-api";
import { newRequestId, parseNumber } from "./finance-helpers";
import { useMoney } from "./money";
import { chosenStatus, useQueueColumns, useStatusField } from "./parts";
import { type Review, ReviewDialog } from "./ReviewDialog";

type Status = (typeof ADJUSTMENT_STATUSES)[number];

const PAGE_SIZE = 20;

/** Manual credits and debits of members' main wallets; large ones wait for a second operator. */
export default function AdjustmentsPage() {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const { me } = useConsole();
  const money = useMoney();
  const queue = useQueueColumns();
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<{ review: Review<AdjustmentView>; adjustment: AdjustmentView }>();
  const statusFilter = useStatusField(ADJUSTMENT_STATUSES);
  const fields = useMemo(() => [statusFilter], [statusFilter]);
  const filters = useFilters(fields);
  const search: AdjustmentQuery = {
    status: chosenStatus<Status>(filters.values.status),
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery({ ...adjustmentsQuery(brandId, search), placeholderData: keepPreviousData });
  const mine = (adjustment: AdjustmentView) =>
    adjustment.requestedBy === me.operator.username || adjustment.requestedBy === me.operator.id;
  const columns: DataColumn<AdjustmentView>[] = [
    queue.time(),
    queue.member(),
    {
      id: "direction",
      header: t("adjustments.direction"),
      cell: (adjustment) => t(`adjustments.directions.${adjustment.direction}`),
    },
    {
      id: "amount",
      header: t("fields.amount"),
      numeric: true,
      className: "nowrap",
      cell: (adjustment) => money(adjustment.amount),
    },
    { id: "reason", header: t("common:reason.label"), cell: (adjustment) => adjustment.reason },
    queue.status((adjustment) => adjustment.decisionReason),
    { id: "requestedBy", header: t("adjustments.requestedBy"), cell: (adjustment) => adjustment.requestedBy },
    {
      id: "decidedBy",
      header: t("adjustments.decidedBy"),
      cell: (adjustment) => (
        <>
          {adjustment.decidedBy ?? ""}
          {adjustment.decidedAt && (
            <div className="muted small nowrap">
              <DateTime at={adjustment.decidedAt} />
            </div>
          )}
        </>
      ),
    },
  ];
  // A second operator decides: the one who asked sees the buttons but may not approve.
  const waiting = (adjustment: AdjustmentView) =>
    adjustment.status === "pending_approval" && can("finance.approve");
  const reviews: Review<AdjustmentView>[] = [
    {
      id: "approve",
      label: t("adjustments.approve"),
      variant: "primary",
      icon: <Icon name="check" />,
      when: waiting,
      blocked: (adjustment) => (mine(adjustment) ? t("adjustments.notOwn") : undefined),
      reasonRequired: false,
      title: (adjustment) => t("adjustments.approveTitle", { account: adjustment.account }),
      done: (adjustment) => t("adjustments.approved", { account: adjustment.account }),
      run: (adjustment, text) => approveAdjustment(brandId, adjustment.id, text),
    },
    {
      id: "reject",
      label: t("actions.reject"),
      variant: "danger",
      when: waiting,
      reasonRequired: true,
      title: (adjustment) => t("adjustments.rejectTitle", { account: adjustment.account }),
      done: (adjustment) => t("adjustments.rejected", { account: adjustment.account }),
      run: (adjustment, text) => rejectAdjustment(brandId, adjustment.id, text ?? ""),
    },
  ];

  return (
    <>
      <PageHeader
        title={t("adjustments.title")}
        description={t("adjustments.description")}
        actions={
          can("finance.adjust") && (
            <Button variant="primary" icon={<Icon name="plus" />} onClick={() => setCreating(true)}>
              {t("adjustments.add")}
            </Button>
          )
        }
      />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("adjustments.empty")}
          onPage={filters.setPage}
          label={t("adjustments.title")}
          columns={columns}
          rowKey={(adjustment) => adjustment.id}
          rowActions={(adjustment) => (
            <RowActions
              row={adjustment}
              actions={reviews}
              onAction={(review, row) => setAction({ review, adjustment: row })}
            />
          )}
        />
      </FilteredList>
      {creating && <AdjustmentDialog onClose={() => setCreating(false)} />}
      {action && (
        <ReviewDialog review={action.review} row={action.adjustment} onClose={() => setAction(undefined)}>
          <p>
            {t(`adjustments.summary.${action.adjustment.direction}`, {
              account: action.adjustment.account,
              amount: money(action.adjustment.amount),
            })}
          </p>
          <p className="muted">{action.adjustment.reason}</p>
        </ReviewDialog>
      )}
    </>
  );
}

interface AdjustmentForm {
  account: string;
  direction: "credit" | "debit";
  amount: string;
  reason: string;
}

function AdjustmentDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const money = useMoney();
  const [requestId] = useState(newRequestId);
  const form = useForm<AdjustmentForm>({
    defaultValues: { account: "", direction: "credit", amount: "", reason: "" },
  });
  const mutation = useMutation({
    mutationFn: async (values: AdjustmentForm) => {
      const found = await api(memberSearchCall, {
        params: { brandId },
        query: { by: "account", q: values.account.trim(), page: 1, pageSize: 20 },
      });
      const member = found.list.find(
        (entry) => entry.account.toLowerCase() === values.account.trim().toLowerCase(),
      );
      if (!member) {
        form.setError("account", { type: "server", message: t("adjustments.noMember") });
        return undefined;
      }
      return createAdjustment(brandId, {
        requestId,
        memberId: member.id,
        direction: values.direction,
        amount: parseNumber(values.amount) ?? 0,
        reason: values.reason.trim(),
      });
    },
    onSuccess: async (saved) => {
      if (!saved) return;
      toast(
        saved.status === "pending_approval"
          ? t("adjustments.waiting", { account: saved.account, amount: money(saved.amount) })
          : t("adjustments.posted", { account: saved.account, amount: money(saved.amount) }),
      );
      onClose();
      await financeChanged(queryClient, brandId);
    },
    onError: (error) =>
      reportFailure(error, t("failed"), form.setError, {
        mapPath: (path) => (path === "memberId" ? "account" : path),
      }),
  });
  const errors = form.formState.errors;
  const required = t("common:validation.required");
  return (
    <FormDialog
      title={t("adjustments.addTitle")}
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("adjustments.submit")}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <TextField
        label={t("adjustments.memberAccount")}
        markRequired
        maxLength={64}
        error={errors.account?.message}
        {...form.register("account", { validate: (value) => value.trim() !== "" || required })}
      />
      <FieldGroup legend={t("adjustments.direction")}>
        {(["credit", "debit"] as const).map((direction) => (
          <Radio
            key={direction}
            value={direction}
            label={t(`adjustments.directions.${direction}`)}
            {...form.register("direction")}
          />
        ))}
      </FieldGroup>
      <TextField
        label={t("fields.amount")}
        markRequired
        inputMode="decimal"
        error={errors.amount?.message}
        {...form.register("amount", {
          validate: (value) => {
            const amount = parseNumber(value);
            if (amount === undefined) return required;
            if (Number.isNaN(amount) || amount <= 0) return t("common:validation.enterNumber");
            if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return t("adjustments.twoDecimals");
            return true;
          },
        })}
      />
      <TextArea
        label={t("common:reason.label")}
        markRequired
        rows={3}
        maxLength={500}
        hint={t("common:reason.hint")}
        error={errors.reason?.message}
        {...form.register("reason", {
          validate: (value) => value.trim().length >= 3 || t("common:validation.tooShort", { count: 3 }),
        })}
      />
    </FormDialog>
  );
}
