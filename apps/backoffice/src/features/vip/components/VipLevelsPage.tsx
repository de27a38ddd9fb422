import { REBATE_CATEGORIES, type VipLevelAdminView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { RowActions } from "@lotus/ui/data/RowActions";
import { EmptyState } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { useMoney } from "../../finance/components/money";
import { deleteLevel, vipChanged, vipLevelsQuery } from "../api/vip-api";
import { LevelDialog } from "./LevelDialog";
import { bpToPercent } from "./level-form";

type Editing = { level?: VipLevelAdminView; levels: readonly VipLevelAdminView[] };

/** The brand's VIP ladder (DOMAIN §6.3): what reaches and keeps each level, its bonuses, rebates and limits. */
export default function VipLevelsPage() {
  const { t } = useTranslation(["vip", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const queryClient = useQueryClient();
  const query = useQuery(vipLevelsQuery(brandId));
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<VipLevelAdminView>();
  const remove = useMutation({
    mutationFn: (level: VipLevelAdminView) => deleteLevel(brandId, level.id),
    onSuccess: async () => {
      toast(t("levels.removed"));
      setRemoving(undefined);
      await vipChanged(queryClient, brandId);
    },
    onError: (error) => {
      setRemoving(undefined);
      reportFailure(error, t("failed"));
    },
  });
  const name = (level: VipLevelAdminView) => level.name.EN ?? Object.values(level.name)[0] ?? level.code;
  const columns: DataColumn<VipLevelAdminView>[] = [
    { id: "rank", header: t("levels.rank"), numeric: true, cell: (level) => level.rank },
    {
      id: "name",
      header: t("levels.name"),
      primary: true,
      rowHeader: true,
      cell: (level) => (
        <>
          {name(level)}
          <div className="muted small">
            {level.name.VI ?? ""} · <span className="mono">{level.code}</span>
          </div>
        </>
      ),
    },
    {
      id: "reach",
      header: t("levels.reach"),
      numeric: true,
      className: "nowrap",
      cell: (level) => (
        <>
          {money(level.depositRequired)}
          <div className="muted small">
            {t("levels.turnoverOf", { amount: money(level.turnoverRequired) })}
          </div>
        </>
      ),
    },
    {
      id: "keep",
      header: t("levels.keep"),
      numeric: true,
      className: "nowrap",
      cell: (level) =>
        t("levels.keepValue", { amount: money(level.maintenanceTurnover), days: level.maintenanceDays }),
    },
    {
      id: "bonuses",
      header: t("levels.bonuses"),
      numeric: true,
      className: "nowrap",
      cell: (level) => (
        <>
          {t("levels.upgradeOf", { amount: money(level.upgradeBonus) })}
          <div className="muted small">{t("levels.birthdayOf", { amount: money(level.birthdayBonus) })}</div>
        </>
      ),
    },
    {
      id: "rebate",
      header: t("levels.rebate"),
      className: "nowrap small",
      cell: (level) => (
        <>
          {REBATE_CATEGORIES.map((category) => (
            <div key={category}>
              {t(`categories.${category}`)} {bpToPercent(level.rebateRates[category])}%
            </div>
          ))}
          <div className="muted">{t("levels.capOf", { amount: money(level.rebateDailyCap) })}</div>
        </>
      ),
    },
    {
      id: "withdrawals",
      header: t("levels.withdrawals"),
      numeric: true,
      className: "nowrap",
      cell: (level) => (
        <>
          {money(level.withdrawalDailyLimit)}
          <div className="muted small">{t("levels.freeOf", { count: level.freeWithdrawals })}</div>
        </>
      ),
    },
    { id: "points", header: t("levels.pointsRate"), numeric: true, cell: (level) => level.pointsRate },
    { id: "members", header: t("levels.members"), numeric: true, cell: (level) => level.members },
  ];
  const levels = query.data?.list ?? [];
  const top = levels[levels.length - 1];
  const actions = [
    {
      id: "edit",
      label: t("common:actions.edit"),
      icon: <Icon name="edit" />,
      name: (level: VipLevelAdminView) => t("levels.editOf", { name: name(level) }),
      when: () => can("vip.manage"),
    },
    {
      id: "remove",
      label: t("levels.remove"),
      icon: <Icon name="trash" />,
      name: (level: VipLevelAdminView) => t("levels.removeOf", { name: name(level) }),
      when: (level: VipLevelAdminView) => can("vip.manage") && level.id === top?.id && level.members === 0,
    },
  ];
  return (
    <>
      <PageHeader
        title={t("levels.title")}
        description={t("levels.description")}
        actions={
          can("vip.manage") && (
            <Button icon={<Icon name="plus" />} onClick={() => setEditing({ levels })} disabled={!query.data}>
              {t("levels.add")}
            </Button>
          )
        }
      />
      <Card className="card--flush">
        <QueryView
          query={query}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState title={t("levels.empty")} description={t("levels.emptyText")} />}
        >
          {(data) => (
            <DataTable
              label={t("levels.title")}
              columns={columns}
              rows={data.list}
              rowKey={(level) => level.id}
              rowActions={(level) => (
                <RowActions
                  row={level}
                  actions={actions}
                  onAction={(action, row) =>
                    action.id === "remove" ? setRemoving(row) : setEditing({ level: row, levels: data.list })
                  }
                />
              )}
            />
          )}
        </QueryView>
      </Card>
      {editing && (
        <LevelDialog level={editing.level} levels={editing.levels} onClose={() => setEditing(undefined)} />
      )}
      {removing && (
        <ConfirmDialog
          title={t("levels.removeTitle")}
          tone="danger"
          busy={remove.isPending}
          confirmLabel={t("levels.remove")}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => remove.mutate(removing)}
        >
          {t("levels.removeText", { name: name(removing) })}
        </ConfirmDialog>
      )}
    </>
  );
}
