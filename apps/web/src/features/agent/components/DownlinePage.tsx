import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import type { QueryState } from "@lotus/ui/data/QueryView";
import { type RowAction, RowActions } from "@lotus/ui/data/RowActions";
import { DateTime } from "@lotus/ui/format/DateTime";
import { formatCount } from "@lotus/ui/format/format";
import { Modal } from "@lotus/ui/primitives/Modal";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useWhitelabel } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import {
  type Downline,
  type DownlinePage as DownlineList,
  downlineChildrenQuery,
  downlineSearchQuery,
} from "../api/agent-api";
import { agentPagePath } from "../model/menu";
import { FROM_PARAM, RANGE_PARAM, type rangeQuery, TO_PARAM } from "../model/ranges";
import { DownlineAccount, useAmount, WinLoss } from "./parts";
import { AgentFilterBar, useAgentFilters } from "./RangeFilters";
import { type AgentPageProps, type DownlineAction, type LabelT, useAgentSlots, useLabelT } from "./slots";

/** Rows per level of the tree and per page of search results. */
const DOWNLINES_PER_PAGE = 20;
const SEARCH_PARAM = "q";

type RangeQuery = ReturnType<typeof rangeQuery>;
type Opened = { action: "transfer" | string; downline: Downline } | null;

/**
 * downlineManagmentView: the agent's tree one level at a time (a row opens its direct downlines
 * under it), or, with an account searched, every match at any depth. Each row shows its balance,
 * last login and team figures over the range, with transfer, records and the other features' actions.
 */
export function DownlinePage({ member }: AgentPageProps) {
  const { t } = useTranslation("agent");
  const extra = useMemo<FilterField[]>(
    () => [{ kind: "text", name: SEARCH_PARAM, label: t("downlines.search"), maxLength: 64 }],
    [t],
  );
  const filters = useAgentFilters({ extra });
  const search = filters.state.values[SEARCH_PARAM] ?? "";
  const [opened, setOpened] = useState<Opened>(null);
  const { TransferToDownline, downlineActions = [] } = useAgentSlots();
  const queryClient = useQueryClient();

  const close = () => {
    // A transfer moved a downline's balance: the tree shows it again fresh.
    if (opened?.action === "transfer")
      void queryClient.invalidateQueries({ queryKey: queryKeys.agent.team.all });
    setOpened(null);
  };
  const slotAction = downlineActions.find((action) => action.id === opened?.action);

  return (
    <div className="agent-page">
      <AgentFilterBar filters={filters} />
      {filters.query &&
        (search ? (
          <SearchResults query={filters.query} search={search} onOpen={setOpened} />
        ) : (
          <Level query={filters.query} onOpen={setOpened} />
        ))}
      {opened?.action === "transfer" && TransferToDownline && (
        <Modal
          title={t("downlines.transferTitle", { account: opened.downline.account })}
          onClose={close}
          size="medium"
        >
          <TransferToDownline member={member} account={opened.downline.account} />
        </Modal>
      )}
      {opened && slotAction && (
        <slotAction.Dialog downline={opened.downline} member={member} onClose={close} />
      )}
    </div>
  );
}

interface ListProps {
  query: RangeQuery;
  onOpen: (opened: Opened) => void;
}

/** One level of the tree: the direct downlines of `parent` (of the agent at the top), paged. */
function Level({ query, parent, onOpen }: ListProps & { parent?: string }) {
  const { t } = useTranslation("agent");
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const children = useQuery(
    downlineChildrenQuery({
      ...query,
      ...(parent ? { parentAccount: parent } : {}),
      page,
      pageSize: DOWNLINES_PER_PAGE,
    }),
  );
  const toggle = (account: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(account)) next.add(account);
      return next;
    });
  return (
    <DownlineTable
      query={children}
      label={parent ? t("downlines.childrenOf", { account: parent }) : t("downlines.caption")}
      empty={parent ? t("downlines.noChildren") : t("downlines.none")}
      onPage={setPage}
      onOpen={onOpen}
      expanded={expanded}
      onToggle={toggle}
      rowDetail={(row) =>
        expanded.has(row.account) ? (
          <div className="agent-tree__level">
            <Level query={query} parent={row.account} onOpen={onOpen} />
          </div>
        ) : null
      }
    />
  );
}

/** Every downline whose account contains the search, nearest levels first. */
function SearchResults({ query, search, onOpen }: ListProps & { search: string }) {
  const { t } = useTranslation("agent");
  const [page, setPage] = useState(1);
  const results = useQuery(downlineSearchQuery({ ...query, q: search, page, pageSize: DOWNLINES_PER_PAGE }));
  return (
    <DownlineTable
      query={results}
      label={t("downlines.results", { search })}
      empty={t("downlines.noMatch", { search })}
      onPage={setPage}
      onOpen={onOpen}
    />
  );
}

interface RowButton extends RowAction<Downline> {
  run: (row: Downline) => void;
}

function DownlineTable({
  query,
  label,
  empty,
  onPage,
  onOpen,
  expanded,
  onToggle,
  rowDetail,
}: {
  query: QueryState<DownlineList>;
  label: string;
  empty: string;
  onPage: (page: number) => void;
  onOpen: (opened: Opened) => void;
  expanded?: ReadonlySet<string>;
  onToggle?: (account: string) => void;
  rowDetail?: (row: Downline) => ReactNode;
}) {
  const { t } = useTranslation("agent");
  const { timeZone } = useWhitelabel();
  const amount = useAmount();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A row's betting record opens on the range the tree shows.
  const rangeParams = Object.fromEntries(
    [RANGE_PARAM, FROM_PARAM, TO_PARAM].flatMap((name) => {
      const value = params.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const { TransferToDownline, downlineActions = [] } = useAgentSlots();
  const labelT = useLabelT(
    useMemo(() => downlineActions.flatMap((action) => action.namespaces ?? []), [downlineActions]),
  );

  const actions: RowButton[] = [
    ...(onToggle
      ? [
          {
            id: "expand",
            label: t("downlines.expand"),
            name: (row: Downline) => t("downlines.expandName", { account: row.account }),
            when: (row: Downline) => row.childCount > 0 && !expanded?.has(row.account),
            run: (row: Downline) => onToggle(row.account),
          },
          {
            id: "collapse",
            label: t("downlines.collapse"),
            name: (row: Downline) => t("downlines.collapseName", { account: row.account }),
            when: (row: Downline) => expanded?.has(row.account) === true,
            run: (row: Downline) => onToggle(row.account),
          },
        ]
      : []),
    ...(TransferToDownline
      ? [
          {
            id: "transfer",
            label: t("downlines.transfer"),
            name: (row: Downline) => t("downlines.transferName", { account: row.account }),
            run: (downline: Downline) => onOpen({ action: "transfer", downline }),
          },
        ]
      : []),
    {
      id: "records",
      label: t("downlines.records"),
      name: (row) => t("downlines.recordsName", { account: row.account }),
      run: (row) => navigate(agentPagePath("personalHistoryCopy", { ...rangeParams, account: row.account })),
    },
    ...downlineActions.map((action) => slotButton(action, labelT, onOpen)),
  ];

  const columns: DataColumn<Downline>[] = [
    {
      id: "account",
      header: t("downlines.account"),
      primary: true,
      cell: (row) => (
        <DownlineAccount account={row.account} kind={row.kind} level={row.level} nickname={row.nickname} />
      ),
    },
    { id: "balance", header: t("downlines.balance"), numeric: true, cell: (row) => amount(row.balance) },
    {
      id: "lastLogin",
      header: t("downlines.lastLogin"),
      cell: (row) =>
        row.lastLoginAt === null ? (
          t("downlines.never")
        ) : (
          <DateTime at={row.lastLoginAt} timeZone={timeZone} />
        ),
    },
    {
      id: "team",
      header: t("downlines.team"),
      numeric: true,
      cell: (row) =>
        t("downlines.teamSize", { team: formatCount(row.teamSize), direct: formatCount(row.childCount) }),
    },
    { id: "teamBets", header: t("downlines.teamBets"), numeric: true, cell: (row) => amount(row.teamBets) },
    {
      id: "teamWinLoss",
      header: t("downlines.teamWinLoss"),
      numeric: true,
      cell: (row) => <WinLoss amount={row.teamMemberWinLoss} />,
    },
  ];

  return (
    <PagedTable
      query={query}
      label={label}
      empty={empty}
      columns={columns}
      rowKey={(row) => row.id}
      onPage={onPage}
      rowDetail={rowDetail}
      rowActions={(row) => (
        <RowActions row={row} actions={actions} onAction={(action, downline) => action.run(downline)} />
      )}
    />
  );
}

function slotButton(action: DownlineAction, t: LabelT, onOpen: (opened: Opened) => void): RowButton {
  return {
    id: action.id,
    label: action.label(t),
    when: action.when,
    run: (downline) => onOpen({ action: action.id, downline }),
  };
}
