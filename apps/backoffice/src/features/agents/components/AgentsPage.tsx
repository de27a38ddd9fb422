import type { boAgentsListCall, CallValue } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { FilteredList } from "../../../components/ui/FilteredList";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { StatusBadge } from "../../members/components/StatusBadge";
import { type AgentSearch, agentsQuery } from "../api/agents-api";
import { AgentChangeDialog, type OpenChange, useAgentActions } from "./AgentActions";
import { AgentTypeLabel } from "./AgentTypeLabel";
import { agentTreePath } from "./agent-model";

const PAGE_SIZE = 20;
const ACCOUNT_MAX_LENGTH = 64;

type AgentRow = CallValue<typeof boAgentsListCall>["list"][number];

/** The brand's agents: search by account, each with its upline, direct downlines and team. */
export default function AgentsPage() {
  const { t } = useTranslation(["agents", "common"]);
  const brandId = useBrandId();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenChange>();
  // The search is kept in the address (q, page), so back and reload keep it.
  const fields = useMemo<FilterField[]>(
    () => [{ kind: "text", name: "q", label: t("search.account"), maxLength: ACCOUNT_MAX_LENGTH }],
    [t],
  );
  const filters = useFilters(fields);
  const search: AgentSearch = { q: filters.values.q ?? "", page: filters.page, pageSize: PAGE_SIZE };
  const query = useQuery(agentsQuery(brandId, search));
  // Promotion and demotion are decided on the tree, where the member's place is in view.
  const actions = useAgentActions<AgentRow>((agent) => agent, { tree: () => true, changes: ["move"] });
  const columns: DataColumn<AgentRow>[] = [
    {
      id: "account",
      header: t("fields.account"),
      primary: true,
      cell: (agent) => <Link to={agentTreePath(agent.id)}>{agent.account}</Link>,
    },
    { id: "nickname", header: t("fields.nickname"), cell: (agent) => agent.nickname ?? "" },
    { id: "type", header: t("fields.type"), cell: (agent) => <AgentTypeLabel type={agent.accountType} /> },
    {
      id: "upline",
      header: t("fields.upline"),
      cell: (agent) =>
        agent.upline ? (
          <Link to={agentTreePath(agent.upline.id)}>{agent.upline.account}</Link>
        ) : (
          <span className="muted">{t("noUpline")}</span>
        ),
    },
    { id: "status", header: t("fields.status"), cell: (agent) => <StatusBadge status={agent.status} /> },
    { id: "childCount", header: t("fields.childCount"), numeric: true, cell: (agent) => agent.childCount },
    { id: "teamSize", header: t("fields.teamSize"), numeric: true, cell: (agent) => agent.teamSize },
    {
      id: "createdAt",
      header: t("fields.createdAt"),
      className: "nowrap",
      cell: (agent) => <DateTime at={agent.createdAt} />,
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={search.q ? t("search.noMatch") : t("search.empty")}
          onPage={filters.setPage}
          label={t("search.results")}
          columns={columns}
          rowKey={(agent) => agent.id}
          rowActions={(agent) => (
            <RowActions
              row={agent}
              actions={actions}
              onAction={(action, row) =>
                action.id === "tree"
                  ? navigate(agentTreePath(row.id))
                  : setOpen({ action: action.id, node: row, upline: row.upline?.account ?? null })
              }
            />
          )}
        />
      </FilteredList>
      <AgentChangeDialog open={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
