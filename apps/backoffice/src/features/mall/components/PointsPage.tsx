import "./mall.css";
import { mallPointsAdjustCall, type PointEntryView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { EmptyState } from "@lotus/ui/data/states";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { contractResolver, defined } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import {
  type AdjustBody,
  adjustPoints,
  type MemberPoints,
  mallChanged,
  memberPointsQuery,
} from "../api/mall-api";

const PAGE_SIZE = 20;

/** A member's points and every change of them; an operator adds or takes points with a reason (audited). */
export default function PointsPage() {
  const { t } = useTranslation(["mall", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const [typed, setTyped] = useState("");
  const [account, setAccount] = useState("");
  const [page, setPage] = useState(1);
  const [adjusting, setAdjusting] = useState<MemberPoints>();
  const query = useQuery(memberPointsQuery(brandId, { account, page, pageSize: PAGE_SIZE }));
  const columns: DataColumn<PointEntryView>[] = [
    {
      id: "time",
      header: t("points.time"),
      className: "nowrap",
      cell: (entry) => <DateTime at={entry.time} />,
    },
    {
      id: "kind",
      header: t("points.kind"),
      primary: true,
      cell: (entry) => t(`entryKinds.${entry.kind}`, { defaultValue: entry.kind }),
    },
    {
      id: "amount",
      header: t("points.amount"),
      numeric: true,
      cell: (entry) =>
        entry.amount > 0 ? `+${entry.amount.toLocaleString()}` : entry.amount.toLocaleString(),
    },
    {
      id: "after",
      header: t("points.balanceAfter"),
      numeric: true,
      cell: (entry) => entry.balanceAfter.toLocaleString(),
    },
    { id: "reference", header: t("points.reference"), cell: (entry) => entry.reference ?? "" },
  ];
  return (
    <>
      <PageHeader title={t("points.title")} description={t("points.description")} />
      <div className="stack stack--lg">
        <Card>
          <form
            className="filter-bar"
            onSubmit={(event) => {
              event.preventDefault();
              setPage(1);
              setAccount(typed.trim());
            }}
          >
            <TextField
              label={t("points.account")}
              value={typed}
              maxLength={64}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit" variant="primary">
              {t("points.find")}
            </Button>
          </form>
        </Card>
        {account === "" ? (
          <EmptyState title={t("points.searchFirst")} />
        ) : query.isError ? (
          <EmptyState title={t("points.notFound", { account })} />
        ) : (
          query.data && (
            <>
              <Card>
                <div className="mall-points__summary">
                  <strong>{query.data.account}</strong>
                  <span>{t("points.balance", { points: query.data.balance.toLocaleString() })}</span>
                  <span className="muted">
                    {t("points.earned", { points: query.data.earned.toLocaleString() })}
                  </span>
                  {can("mall.manage") && (
                    <Button variant="primary" onClick={() => setAdjusting(query.data)}>
                      {t("points.adjust")}
                    </Button>
                  )}
                </div>
              </Card>
              <Card className="card--flush">
                <PagedTable
                  query={{ ...query, data: query.data.entries }}
                  empty={t("points.noEntries")}
                  onPage={setPage}
                  label={t("points.entries")}
                  columns={columns}
                  rowKey={(entry) => entry.id}
                />
              </Card>
            </>
          )
        )}
      </div>
      {adjusting && <AdjustDialog member={adjusting} onClose={() => setAdjusting(undefined)} />}
    </>
  );
}

interface AdjustValues {
  points: string;
  reason: string;
}

function AdjustDialog({ member, onClose }: { member: MemberPoints; onClose: () => void }) {
  const { t } = useTranslation(["mall", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const [requestId] = useState(() => crypto.randomUUID());
  const form = useForm<AdjustValues, unknown, AdjustBody>({
    defaultValues: { points: "", reason: "" },
    resolver: contractResolver(defined(mallPointsAdjustCall.body), translate, {
      prepare: (values) => ({
        requestId,
        account: member.account,
        points: values.points.trim() === "" ? Number.NaN : Number(values.points.trim()),
        reason: values.reason,
      }),
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: AdjustBody) => adjustPoints(brandId, body),
    onSuccess: async (result) => {
      toast(t("points.adjusted", { account: member.account, points: result.balance.toLocaleString() }));
      onClose();
      await mallChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("failed"), form.setError),
  });
  return (
    <FormDialog
      title={t("points.adjustTitle", { account: member.account })}
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("common:actions.save")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p className="muted small">{t("points.adjustHint", { points: member.balance.toLocaleString() })}</p>
      <TextField
        label={t("points.change")}
        markRequired
        inputMode="numeric"
        error={form.formState.errors.points?.message}
        {...form.register("points")}
      />
      <ReasonField required error={form.formState.errors.reason?.message} {...form.register("reason")} />
    </FormDialog>
  );
}
