import { lazy } from "react";
import type { AgentCentreSlots, AgentPageEntry } from "../features/agent";
import { AGENT_PAGES } from "../features/agent";
import {
  ChangeContractDialog,
  CONTRACT_PAGES,
  type ContractFlags,
  useContractFlags,
} from "../features/contracts";
import { RoundDetailView } from "../features/games/components/RoundDetailView";
import { NoticeList } from "../features/notices/components/NoticeList";
import { TransferDownlinePage } from "../features/wallet/components/TransferPages";
import "../features/notices/components/notices.css";

/**
 * The agent centre's side menu, in order (SPEC §2 agent pages). A page of another feature joins as
 * one entry: its key, label, icon, component and, for the contract pages, a `visible` rule on the
 * home-state flags (`({ flags }) => …`). Loaded with the agent centre's route, never on the first screen.
 */
export const agentCentrePages: readonly AgentPageEntry[] = [
  AGENT_PAGES.agentAnnouncement,
  AGENT_PAGES.agentTeamOverview,
  AGENT_PAGES.registerCenter,
  AGENT_PAGES.downlineManagmentView,
  {
    // Transfer to downline moved here from the member centre (SPEC §6: agents transfer to downline).
    key: "transferDownline",
    label: (t) => t("agent:pages.transferDownline"),
    icon: "transfer",
    component: TransferDownlinePage,
  },
  AGENT_PAGES.personalHistoryCopy,
  AGENT_PAGES.palStatementsAgentCopy,
  AGENT_PAGES.agentRevenueReport,
  AGENT_PAGES.agentDownlineTransactionDetailsCopy,
  // Contracts and the settlement records, shown by the home-state flags (SPEC §2: enableCt, salary, hourSalary).
  ...CONTRACT_PAGES.map(
    (page): AgentPageEntry => ({
      key: page.key,
      label: (t) => t(page.labelKey),
      icon: page.icon,
      component: lazy(page.load),
      visible: ({ flags }) => page.visible(flags as ContractFlags),
      namespaces: ["contracts"],
    }),
  ),
];

/** The home-state flags the menu's rules read (GET /wps/member/info/funds/consolidated). */
export function useAgentCentreFlags(): ContractFlags | undefined {
  return useContractFlags().flags.data;
}

/** What other features give the agent centre's pages: the transfer form, the notice list, row actions. */
export const agentCentreSlots: AgentCentreSlots = {
  NoticeList,
  TransferToDownline: TransferDownlinePage,
  // The team betting record opens a round on its vendor's details as the member's own record does.
  RoundDetail: RoundDetailView,
  downlineActions: [
    {
      id: "contract",
      label: (t) => t("contracts:downlines.change"),
      // Contracts are offered to direct downline agents (SPEC §4).
      when: (downline) => downline.kind === "agent" && downline.level === 1,
      Dialog: ({ downline, onClose }) => <ChangeContractDialog downline={downline} onClose={onClose} />,
      namespaces: ["contracts"],
    },
  ],
};
