import { ADJUSTMENT_STATUSES, type AdjustmentView, memberSearchCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { FilterBar } from "@lotus/ui/data/FilterBar";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { FieldGroup, Radio } from "@lotus/ui/primitives/Choice";
import { TextArea, TextField } from "@lotus/ui/primitives/Field";
import { Modal } from "@lotus/ui/primitives/Modal";
import { toast } from "@lotus/ui/primitives/toast-store";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
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
import { chosenStatus, StatusBadge, useStatusField } from "./parts";
import { ReasonDialog } from "./ReasonDialog";

type Status = (typeof ADJUSTMENT_STATUSES)[number];

const PAGE_SIZE = 20;

/** Manual credits and debits of members' main wallets; large ones wait for a second operator. */
export default function AdjustmentsPage() {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const { me } = useConsole();
  const queryClient = useQueryClient();
  const money = useMoney();
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<{ kind: "approve" | "reject"; adjustment: AdjustmentView }>();
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
    {
      id: "time",
      header: t("fields.time"),
      primary: true,
      className: "nowrap",
      cell: (adjustment) => <DateTime at={adjustment.createdAt} />,
    },
    {
      id: "member",
      header: t("fields.member"),
      cell: (adjustment) => <Link to={`/members/${adjustment.memberId}`}>{adjustment.account}</Link>,
    },
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
    {
      id: "status",
      header: t("fields.status"),
      cell: (adjustment) => (
        <>
          <StatusBadge status={adjustment.status} />
          {adjustment.decisionReason && <div className="muted small">{adjustment.decisionReason}</div>}
        </>
      ),
    },
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
      <div className="stack stack--lg">
        <Card>
          <FilterBar fields={fields} state={filters} />
        </Card>
        <Card className="card--flush">
          <QueryView
            query={query}
            isEmpty={(data) => data.list.length === 0}
            empty={<EmptyState title={t("adjustments.empty")} />}
          >
            {(data) => (
              <DataTable
                label={t("adjustments.title")}
                columns={columns}
                rows={data.list}
                rowKey={(adjustment) => adjustment.id}
                paging={{
                  page: data.page,
                  pageSize: data.pageSize,
                  total: data.total,
                  onPage: filters.setPage,
                }}
                rowActions={(adjustment) =>
                  adjustment.status === "pending_approval" &&
                  can("finance.approve") && (
                    <div className="row">
                      <Button
                        size="small"
                        variant="primary"
                        icon="check"
                        disabled={mine(adjustment)}
                        title={mine(adjustment) ? t("adjustments.notOwn") : undefined}
                        onClick={() => setAction({ kind: "approve", adjustment })}
                      >
                        {t("adjustments.approve")}
                      </Button>
                      <Button
                        size="small"
                        variant="danger"
                        onClick={() => setAction({ kind: "reject", adjustment })}
                      >
                        {t("actions.reject")}
                      </Button>
                    </div>
                  )
                }
              />
            )}
          </QueryView>
        </Card>
      </div>
      {creating && <AdjustmentDialog onClose={() => setCreating(false)} />}
      {action && (
        <ReasonDialog
          title={
            action.kind === "approve"
              ? t("adjustments.approveTitle", { account: action.adjustment.account })
              : t("adjustments.rejectTitle", { account: action.adjustment.account })
          }
          confirmLabel={action.kind === "approve" ? t("adjustments.approve") : t("actions.reject")}
          tone={action.kind === "approve" ? "primary" : "danger"}
          required={action.kind === "reject"}
          run={(text) =>
            action.kind === "approve"
              ? approveAdjustment(brandId, action.adjustment.id, text)
              : rejectAdjustment(brandId, action.adjustment.id, text ?? "")
          }
          success={
            action.kind === "approve"
              ? t("adjustments.approved", { account: action.adjustment.account })
              : t("adjustments.rejected", { account: action.adjustment.account })
          }
          failure={t("failed")}
          onDone={() => financeChanged(queryClient, brandId)}
          onClose={() => setAction(undefined)}
        >
          <p>
            {t(`adjustments.summary.${action.adjustment.direction}`, {
              account: action.adjustment.account,
              amount: money(action.adjustment.amount),
            })}
          </p>
          <p className="muted">{action.adjustment.reason}</p>
        </ReasonDialog>
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
    <Modal
      title={t("adjustments.addTitle")}
      onClose={onClose}
      busy={mutation.isPending}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={mutation.isPending}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" form="adjustment-form" variant="primary" busy={mutation.isPending}>
            {t("adjustments.submit")}
          </Button>
        </>
      }
    >
      <form
        id="adjustment-form"
        className="stack"
        noValidate
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
              if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6)
                return t("adjustments.twoDecimals");
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
      </form>
    </Modal>
  );
}
