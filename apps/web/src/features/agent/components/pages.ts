import type { AgentPageKey } from "../model/menu";
import { AnnouncementPage } from "./AnnouncementPage";
import { DownlinePage } from "./DownlinePage";
import { DownlineProfitPage } from "./DownlineProfitPage";
import { DownlineTransactionsPage } from "./DownlineTransactionsPage";
import { IncomePage } from "./IncomePage";
import { RegisterCenterPage } from "./RegisterCenterPage";
import type { AgentPageEntry } from "./slots";
import { TeamBetsPage } from "./TeamBetsPage";
import { TeamOverviewPage } from "./TeamOverviewPage";

/** The agent centre's own pages by SPEC §2 key; the app puts them in menu order with the others. */
export const AGENT_PAGES: Readonly<Record<AgentPageKey, AgentPageEntry>> = {
  agentAnnouncement: {
    key: "agentAnnouncement",
    label: (t) => t("agent:pages.agentAnnouncement"),
    icon: "megaphone",
    component: AnnouncementPage,
  },
  agentTeamOverview: {
    key: "agentTeamOverview",
    label: (t) => t("agent:pages.agentTeamOverview"),
    icon: "chart",
    component: TeamOverviewPage,
  },
  registerCenter: {
    key: "registerCenter",
    label: (t) => t("agent:pages.registerCenter"),
    icon: "user",
    component: RegisterCenterPage,
  },
  downlineManagmentView: {
    key: "downlineManagmentView",
    label: (t) => t("agent:pages.downlineManagmentView"),
    icon: "users",
    component: DownlinePage,
  },
  personalHistoryCopy: {
    key: "personalHistoryCopy",
    label: (t) => t("agent:pages.personalHistoryCopy"),
    icon: "history",
    component: TeamBetsPage,
  },
  palStatementsAgentCopy: {
    key: "palStatementsAgentCopy",
    label: (t) => t("agent:pages.palStatementsAgentCopy"),
    icon: "target",
    component: DownlineProfitPage,
  },
  agentRevenueReport: {
    key: "agentRevenueReport",
    label: (t) => t("agent:pages.agentRevenueReport"),
    icon: "award",
    component: IncomePage,
  },
  agentDownlineTransactionDetailsCopy: {
    key: "agentDownlineTransactionDetailsCopy",
    label: (t) => t("agent:pages.agentDownlineTransactionDetailsCopy"),
    icon: "list",
    component: DownlineTransactionsPage,
  },
};
