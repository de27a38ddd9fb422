import { AgentCentre } from "../../features/agent";
import { agentCentrePages, agentCentreSlots, useAgentCentreFlags } from "../agent-pages";

/** /agentCentre and /agentCentre/:pageKey: the agent centre, one lazily loaded chunk. */
export function Component() {
  return <AgentCentre pages={agentCentrePages} slots={agentCentreSlots} useFlags={useAgentCentreFlags} />;
}
