import { type VipLevelAdminView, type VipMemberView, vipMemberSetInput } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { SelectField, TextArea } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { contractResolver } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { useMoney } from "../../finance/components/money";
import {
  setMemberLevel,
  type VipMembersQuery,
  vipChanged,
  vipLevelsQuery,
  vipMembersQuery,
} from "../api/vip-api";

const PAGE_SIZE = 20;
const levelName = (level: VipLevelAdminView) => level.name.EN ?? Object.values(level.name)[0] ?? level.code;

/** Who is at which level, with the totals the nightly evaluation counted; a level set by hand with a reason. */
export default function VipMembersPage() {
  const { t } = useTranslation(["vip", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const levels = useQuery(vipLevelsQuery(brandId));
  const [setting, setSetting] = useState<VipMemberView>();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "select",
        name: "rank",
        label: t("members.level"),
        allLabel: t("members.allLevels"),
        options: (levels.data?.list ?? []).map((level) => ({
          value: String(level.rank),
          label: `${level.rank} · ${levelName(level)}`,
        })),
      },
      { kind: "text", name: "account", label: t("members.account"), maxLength: 64 },
    ],
    [levels.data, t],
  );
  const filters = useFilters(fields);
  const rank = Number.parseInt(filters.values.rank ?? "", 10);
  const search: VipMembersQuery = {
    rank: Number.isInteger(rank) ? rank : undefined,
    account: filters.values.account || undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery(vipMembersQuery(brandId, search));
  const columns: DataColumn<VipMemberView>[] = [
    { id: "account", header: t("members.account"), primary: true, cell: (row) => row.account },
    {
      id: "level",
      header: t("members.level"),
      cell: (row) => (
        <>
          {row.levelName}
          <div className="muted small">
            {row.reachedAt === null ? t("members.notCounted") : <DateTime at={row.reachedAt} />}
          </div>
        </>
      ),
    },
    {
      id: "deposit",
      header: t("members.totalDeposit"),
      numeric: true,
      cell: (row) => money(row.totalDeposit),
    },
    {
      id: "turnover",
      header: t("members.totalTurnover"),
      numeric: true,
      cell: (row) => money(row.totalTurnover),
    },
    {
      id: "window",
      header: t("members.window"),
      numeric: true,
      className: "nowrap",
      cell: (row) =>
        row.windowStart === null ? (
          "—"
        ) : (
          <>
            {money(row.windowTurnover)}
            <div className="muted small">{t("members.windowSince", { day: row.windowStart })}</div>
          </>
        ),
    },
    { id: "evaluated", header: t("members.evaluated"), cell: (row) => row.evaluatedDay ?? "—" },
  ];
  const actions = [
    {
      id: "set",
      label: t("members.set"),
      icon: <Icon name="edit" />,
      name: (row: VipMemberView) => t("members.setOf", { account: row.account }),
      when: () => can("vip.manage"),
    },
  ];
  return (
    <>
      <PageHeader title={t("members.title")} description={t("members.description")} />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("members.empty")}
          onPage={filters.setPage}
          label={t("members.title")}
          columns={columns}
          rowKey={(row) => row.memberId}
          rowActions={(row) => (
            <RowActions row={row} actions={actions} onAction={(_, member) => setSetting(member)} />
          )}
        />
      </FilteredList>
      {setting && levels.data && (
        <SetLevelDialog member={setting} levels={levels.data.list} onClose={() => setSetting(undefined)} />
      )}
    </>
  );
}

type SetLevelBody = z.output<typeof vipMemberSetInput>;
interface SetLevelValues {
  rank: string;
  reason: string;
}

function SetLevelDialog({
  member,
  levels,
  onClose,
}: {
  member: VipMemberView;
  levels: readonly VipLevelAdminView[];
  onClose: () => void;
}) {
  const { t } = useTranslation(["vip", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const form = useForm<SetLevelValues, unknown, SetLevelBody>({
    defaultValues: { rank: String(member.rank), reason: "" },
    resolver: contractResolver(vipMemberSetInput, translate, {
      prepare: (values) => ({ rank: Number.parseInt(values.rank, 10), reason: values.reason }),
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: SetLevelBody) => setMemberLevel(brandId, member.memberId, body),
    onSuccess: async () => {
      toast(t("members.saved", { account: member.account }));
      onClose();
      await vipChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("failed"), form.setError),
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={t("members.setOf", { account: member.account })}
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("common:actions.save")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <SelectField
        label={t("members.level")}
        markRequired
        error={errors.rank?.message}
        {...form.register("rank")}
      >
        {levels.map((level) => (
          <option key={level.id} value={String(level.rank)}>
            {level.rank} · {levelName(level)}
          </option>
        ))}
      </SelectField>
      <TextArea
        label={t("members.reason")}
        markRequired
        rows={3}
        hint={t("members.reasonHint")}
        error={errors.reason?.message}
        {...form.register("reason")}
      />
    </FormDialog>
  );
}
