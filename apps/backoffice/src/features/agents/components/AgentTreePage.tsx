import "./agents.css";
import type { boAgentTreeCall, CallValue } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { Paginator } from "@lotus/ui/data/Paginator";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { RowActions } from "@lotus/ui/data/RowActions";
import { Spinner } from "@lotus/ui/data/states";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { Badge } from "@lotus/ui/status/Badge";
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { StatusBadge } from "../../members/components/StatusBadge";
import { agentTreeQuery, EXPANDED_PAGE_SIZE } from "../api/agents-api";
import { AgentChangeDialog, ALL_CHANGES, type OpenChange, useAgentActions } from "./AgentActions";
import { AgentTypeLabel } from "./AgentTypeLabel";
import { agentTreePath, type Branch, type NodeRow, type TreeRow, treeRowKey, treeRows } from "./agent-model";

const PAGE_SIZE = 20;

type Tree = CallValue<typeof boAgentTreeCall>;

/** Any member's place in the agent tree: the chain above it, then its downlines level by level. */
export default function AgentTreePage() {
  const { memberId = "" } = useParams();
  const { t } = useTranslation(["agents", "common"]);
  const brandId = useBrandId();
  // The page of direct downlines is in the address, so back and reload keep it.
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const query = useQuery({
    ...agentTreeQuery(brandId, memberId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const back = (
    <Link to="/agents" className="back-link">
      <Icon name="chevronLeft" size={14} />
      {t("tree.back")}
    </Link>
  );
  if (query.isPending || query.isError) {
    return (
      <>
        <PageHeader title={t("tree.title")} back={back} />
        {query.isPending ? (
          <Spinner />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t("tree.of", { account: query.data.node.account })}
        back={back}
        description={t("tree.description")}
      />
      {/* Another member is another tree: the opened rows start closed. */}
      <TreeTable
        key={memberId}
        tree={query.data}
        brandId={brandId}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
    </>
  );
}

function TreeTable({
  tree,
  brandId,
  onPage,
}: {
  tree: Tree;
  brandId: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(["agents", "common"]);
  const navigate = useNavigate();
  const [opened, setOpened] = useState<readonly string[]>([]);
  const [change, setChange] = useState<OpenChange>();
  const branchQueries = useQueries({
    queries: opened.map((id) => agentTreeQuery(brandId, id, 1, EXPANDED_PAGE_SIZE)),
  });
  const branches = new Map<string, Branch & { retry: () => void }>(
    opened.map((id, index) => {
      const branch = branchQueries[index];
      return [
        id,
        {
          status: branch?.status ?? "pending",
          children: branch?.data?.children,
          retry: () => void branch?.refetch(),
        },
      ];
    }),
  );
  const rows = treeRows(tree, branches);
  const toggle = (id: string) =>
    setOpened((ids) => (ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id]));
  const actions = useAgentActions<NodeRow>((row) => row.node, {
    tree: (row) => row.place !== "self",
    changes: ALL_CHANGES,
  });
  const nodeCell = (render: (row: NodeRow) => ReactNode) => (row: TreeRow) =>
    row.kind === "node" ? render(row) : null;
  const columns: DataColumn<TreeRow>[] = [
    {
      id: "account",
      header: t("fields.account"),
      primary: true,
      cell: (row) => (
        <span className="agent-tree__node" style={{ paddingInlineStart: `${row.depth * 1.25}rem` }}>
          {row.kind === "node" ? (
            <NodeName row={row} onToggle={() => toggle(row.node.id)} />
          ) : (
            <BranchNote row={row} retry={branches.get(row.parent.id)?.retry} />
          )}
        </span>
      ),
    },
    {
      id: "type",
      header: t("fields.type"),
      cell: nodeCell((row) => <AgentTypeLabel type={row.node.accountType} />),
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: nodeCell((row) => <StatusBadge status={row.node.status} />),
    },
    {
      id: "childCount",
      header: t("fields.childCount"),
      numeric: true,
      cell: nodeCell((row) => row.node.childCount),
    },
    {
      id: "teamSize",
      header: t("fields.teamSize"),
      numeric: true,
      cell: nodeCell((row) => row.node.teamSize),
    },
    {
      id: "createdAt",
      header: t("fields.createdAt"),
      className: "nowrap",
      cell: nodeCell((row) => <DateTime at={row.node.createdAt} />),
    },
  ];
  const children = tree.children;
  return (
    <Card className="card--flush">
      <DataTable
        label={t("tree.label", { account: tree.node.account })}
        columns={columns}
        rows={rows}
        rowKey={treeRowKey}
        rowClassName={(row) => (row.kind === "node" && row.place === "self" ? "agent-tree__self" : undefined)}
        rowActions={(row) =>
          row.kind === "node" && (
            <RowActions
              row={row}
              actions={actions}
              onAction={(action, chosen) => {
                if (action.id === "tree") navigate(agentTreePath(chosen.node.id));
                else
                  setChange({ action: action.id, node: chosen.node, upline: chosen.parent?.account ?? null });
              }}
            />
          )
        }
      />
      {children.total === 0 ? (
        <p className="muted small agent-tree__empty">{t("tree.noDownlines")}</p>
      ) : (
        <Paginator page={children.page} pageSize={children.pageSize} total={children.total} onPage={onPage} />
      )}
      <AgentChangeDialog open={change} onClose={() => setChange(undefined)} />
    </Card>
  );
}

/** A member's name in the tree: its own row is marked, others lead to their tree; open rows below. */
function NodeName({ row, onToggle }: { row: NodeRow; onToggle: () => void }) {
  const { t } = useTranslation("agents");
  const { node } = row;
  const canOpen = row.place === "below" && node.childCount > 0;
  return (
    <>
      {canOpen ? (
        <button
          type="button"
          className="icon-btn agent-tree__toggle"
          aria-expanded={row.open}
          aria-label={t(row.open ? "tree.close" : "tree.open", { account: node.account })}
          onClick={onToggle}
        >
          <Icon name="chevronRight" size={14} />
        </button>
      ) : (
        <span className="agent-tree__spacer" aria-hidden="true" />
      )}
      <span className="agent-tree__label">
        {row.place === "self" ? (
          <strong>{node.account}</strong>
        ) : (
          <Link to={agentTreePath(node.id)}>{node.account}</Link>
        )}
        {row.place === "self" && <Badge tone="info">{t("tree.self")}</Badge>}
        {row.place === "chain" && row.depth === 0 && <Badge>{t("tree.top")}</Badge>}
        {node.isAgent && row.place !== "self" && <Badge tone="success">{t("tree.agent")}</Badge>}
      </span>
    </>
  );
}

/** The line under an opened row: loading, failed with a retry, or the downlines not fetched. */
function BranchNote({ row, retry }: { row: Exclude<TreeRow, NodeRow>; retry: (() => void) | undefined }) {
  const { t } = useTranslation("agents");
  const account = row.parent.account;
  if (row.kind === "loading") return <span className="muted">{t("tree.loading", { account })}</span>;
  if (row.kind === "failed") {
    return (
      <span className="row">
        <span role="alert">{t("tree.failed", { account })}</span>
        {retry && (
          <Button size="small" icon={<Icon name="refresh" />} onClick={retry}>
            {t("tree.retry")}
          </Button>
        )}
      </span>
    );
  }
  return <Link to={agentTreePath(row.parent.id)}>{t("tree.more", { count: row.remaining, account })}</Link>;
}
