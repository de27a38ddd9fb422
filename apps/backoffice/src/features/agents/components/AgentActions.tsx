import type { RowAction } from "@lotus/ui/data/RowActions";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { useCan } from "../../../lib/console-context";
import { type AgentNode, type ManageActionId, manageActions } from "./agent-model";
import { AgentTypeDialog, DemoteDialog, MoveDialog } from "./TreeDialogs";

export type AgentActionId = "tree" | ManageActionId;
export type AgentAction<Row> = RowAction<Row> & { id: AgentActionId };

/** A dialog the operator opened on a member, with the upline the move dialog names. */
export interface OpenChange {
  action: ManageActionId;
  node: AgentNode;
  upline: string | null;
}

/** Every change a row can offer, in button order. */
export const ALL_CHANGES: readonly ManageActionId[] = ["promote", "changeType", "demote", "move"];

/**
 * A member row's buttons: its tree (unless the row is the tree's own member) and, with
 * `agents.manage`, those of `changes` its state allows — none at all without the permission.
 */
export function useAgentActions<Row>(
  nodeOf: (row: Row) => AgentNode,
  options: { tree: (row: Row) => boolean; changes: readonly ManageActionId[] },
): AgentAction<Row>[] {
  const { t } = useTranslation("agents");
  const canManage = useCan()("agents.manage");
  const offered = (row: Row, id: ManageActionId) =>
    manageActions(nodeOf(row), canManage).find((action) => action.id === id);
  const labels: Record<ManageActionId, { label: string; name: (account: string) => string }> = {
    promote: { label: t("actions.promote"), name: (account) => t("actions.promoteOf", { account }) },
    changeType: { label: t("actions.changeType"), name: (account) => t("actions.changeTypeOf", { account }) },
    demote: { label: t("actions.demote"), name: (account) => t("actions.demoteOf", { account }) },
    move: { label: t("actions.move"), name: (account) => t("actions.moveOf", { account }) },
  };
  return [
    {
      id: "tree",
      label: t("actions.viewTree"),
      icon: <Icon name="tree" />,
      name: (row) => t("actions.viewTreeOf", { account: nodeOf(row).account }),
      when: options.tree,
    },
    ...options.changes.map(
      (id): AgentAction<Row> => ({
        id,
        label: labels[id].label,
        variant: id === "demote" ? "danger" : "secondary",
        name: (row) => labels[id].name(nodeOf(row).account),
        when: (row) => offered(row, id) !== undefined,
        blocked: (row) => (offered(row, id)?.blocked ? t("actions.hasDownlines") : undefined),
      }),
    ),
  ];
}

/** The dialog of the change the operator opened, if any. */
export function AgentChangeDialog({ open, onClose }: { open: OpenChange | undefined; onClose: () => void }) {
  if (!open) return null;
  switch (open.action) {
    case "promote":
    case "changeType":
      return <AgentTypeDialog node={open.node} onClose={onClose} />;
    case "demote":
      return <DemoteDialog node={open.node} onClose={onClose} />;
    case "move":
      return <MoveDialog node={open.node} upline={open.upline} onClose={onClose} />;
  }
}
