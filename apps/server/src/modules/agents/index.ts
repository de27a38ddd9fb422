import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { registerAgentRoutes } from "./agents.routes";
import type { AgentCentre } from "./agents.service";

export { type AgentsAdmin, createAgentsAdmin, type TreeRules, treeRules } from "./agents.admin";
export { type AgentCentre, type AgentDeps, createAgentCentre } from "./agents.service";
export { downlineDepth, downlineMembers, isInDownline } from "./downline.repository";

/** The agent centre's calls (site, access "agent"); the back office binds the admin in its module. */
export function registerAgents(app: FastifyInstance, platform: Platform, centre: AgentCentre): void {
  registerAgentRoutes(app, platform, centre);
}
