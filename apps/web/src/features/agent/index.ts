/**
 * The agent centre (SPEC §2 agent pages). The app mounts it at /agentCentre/:pageKey with its side
 * menu from app/agent-pages.tsx: a page of another feature joins as one `AgentPageEntry` there (key,
 * label, icon, component, optional `visible` rule on the account type and home-state flags).
 */

export type { Downline } from "./api/agent-api";
export { AgentCentre } from "./components/AgentCentre";
export { AGENT_PAGES } from "./components/pages";
export type {
  AgentCentreSlots,
  AgentPageEntry,
  AgentPageProps,
  DownlineAction,
} from "./components/slots";
export { AGENT_CENTRE_PATH, type AgentMenuContext, agentPagePath } from "./model/menu";
