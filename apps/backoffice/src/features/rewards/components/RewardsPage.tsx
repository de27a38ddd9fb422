import "./rewards.css";
import { REWARD_SOURCES, REWARD_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { type RowAction, RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { formatCount } from "@lotus/ui/format/format";
import { Tabs, useTabParam } from "@lotus/ui/primitives/Tabs";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan, useConsole } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { TimeZoneNote, useBrandTime } from "../../games/components/parts";
import { type RewardGrant, rewardGrantsQuery } from "../api/rewards-api";
import { ApproveRewardDialog, RejectRewardDialog } from "./RewardDecisionDialogs";
import {
  canApprove,
  canReject,
  givenBy,
  grantQuery,
  REWARD_TABS,
  REWARD_TONES,
  type RewardTab,
} from "./rewards-helpers";

const PAGE_SIZE = 20;

/** Rewards given to members (every source), and the queue of those above the brand's threshold. */
export default function RewardsPage() {
  const { t } = useTranslation("rewards");
  const [tab, setTab] = useTabParam<RewardTab>("tab", REWARD_TABS);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Tabs
        idPrefix="rewards"
        label={t("tabsLabel")}
        active={tab}
        onChange={setTab}
        tabs={REWARD_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
      >
        <GrantList key={tab} tab={tab} />
      </Tabs>
    </>
  );
}

type Decision = { kind: "approve" | "reject"; grant: RewardGrant };

function GrantList({ tab }: { tab: RewardTab }) {
  const { t } = useTranslation(["rewards", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const operatorId = useConsole().me.operator.id;
  const money = useMoney();
  const time = useBrandTime();
  const [decision, setDecision] = useState<Decision>();
  const fields = useMemo<FilterField[]>(() => {
    const list: FilterField[] = [];
    if (tab === "all")
      list.push({
        kind: "status",
        name: "status",
        label: t("fields.status"),
        allLabel: t("filters.all"),
        options: REWARD_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      });
    list.push(
      {
        kind: "select",
        name: "source",
        label: t("fields.source"),
        allLabel: t("filters.all"),
        options: REWARD_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) })),
      },
      { kind: "text", name: "account", label: t("fields.account"), maxLength: 64 },
    );
    return list;
  }, [t, tab]);
  const filters = useFilters(fields);
  const query = useQuery(
    rewardGrantsQuery(brandId, grantQuery(tab, filters.values, filters.page, PAGE_SIZE)),
  );

  const columns: DataColumn<RewardGrant>[] = [
    {
      id: "member",
      header: t("fields.account"),
      primary: true,
      cell: (row) =>
        can("members.view") ? <Link to={`/members/${row.memberId}`}>{row.account}</Link> : row.account,
    },
    {
      id: "reward",
      header: t("fields.title"),
      cell: (row) => (
        <>
          {row.title}
          <div className="muted small">{t(`sources.${row.source}`)}</div>
        </>
      ),
    },
    {
      id: "pays",
      header: t("fields.pays"),
      numeric: true,
      className: "nowrap",
      cell: (row) => (
        <>
          {row.cash > 0 && <div>{money(row.cash)}</div>}
          {row.points > 0 && (
            <div>{t("list.points", { count: row.points, value: formatCount(row.points) })}</div>
          )}
          {row.raffleTickets > 0 && (
            <div>
              {t("list.tickets", { count: row.raffleTickets, value: formatCount(row.raffleTickets) })}
            </div>
          )}
        </>
      ),
    },
    {
      id: "turnover",
      header: t("fields.turnover"),
      numeric: true,
      cell: (row) => (row.turnoverRequired > 0 ? money(row.turnoverRequired) : t("list.noTurnover")),
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (row) => (
        <>
          <StatusBadge status={row.status} tones={REWARD_TONES} label={t(`statuses.${row.status}`)} />
          {row.decisionReason && <div className="muted small">{row.decisionReason}</div>}
        </>
      ),
    },
    {
      id: "time",
      header: t("fields.createdAt"),
      className: "nowrap",
      cell: (row) => (
        <>
          {time.format(row.createdAt)}
          {row.paidAt !== null && (
            <div className="muted small">{t("list.paidAt", { at: time.format(row.paidAt) })}</div>
          )}
          {row.createdBy !== null && (
            <div className="muted small">
              {givenBy(row, operatorId) ? t("list.givenByYou") : t("list.givenByOperator")}
            </div>
          )}
        </>
      ),
    },
  ];
  const mayDecide = can("rewards.approve");
  const actions: (RowAction<RewardGrant> & { kind: Decision["kind"] })[] = [
    {
      id: "approve",
      kind: "approve",
      label: t("approve.action"),
      variant: "primary",
      icon: <Icon name="check" />,
      name: (row) => t("approve.named", { account: row.account }),
      when: (row) => mayDecide && canApprove(row),
      blocked: (row) => (givenBy(row, operatorId) ? t("approve.secondOperator") : undefined),
    },
    {
      id: "reject",
      kind: "reject",
      label: t("reject.action"),
      variant: "danger",
      name: (row) => t("reject.named", { account: row.account }),
      when: (row) => mayDecide && canReject(row),
    },
  ];

  return (
    <>
      <FilteredList
        fields={fields}
        filters={filters}
        intro={tab === "approval" ? <p className="muted">{t("queueIntro")}</p> : undefined}
      >
        <PagedTable
          query={query}
          empty={t(tab === "approval" ? "list.queueEmpty" : "list.empty")}
          onPage={filters.setPage}
          label={t(`tabs.${tab}`)}
          columns={columns}
          rowKey={(row) => row.id}
          footer={
            <div className="rewards-footer">
              <TimeZoneNote timeZone={time.timeZone} />
            </div>
          }
          rowActions={(row) => (
            <RowActions
              row={row}
              actions={actions}
              onAction={(action, grant) => setDecision({ kind: action.kind, grant })}
            />
          )}
        />
      </FilteredList>
      {decision?.kind === "approve" && (
        <ApproveRewardDialog grant={decision.grant} onClose={() => setDecision(undefined)} />
      )}
      {decision?.kind === "reject" && (
        <RejectRewardDialog grant={decision.grant} onClose={() => setDecision(undefined)} />
      )}
    </>
  );
}
