import { AGENT_ACCOUNT_TYPES } from "@lotus/contracts";
import { useTranslation } from "react-i18next";
import { AccountTypeLabel } from "../../members/components/AccountTypeLabel";

/** An agent's type by its readable name; other account types as the member screens name them. */
export function AgentTypeLabel({ type }: { type: number }) {
  const { t } = useTranslation("agents");
  const agentType = AGENT_ACCOUNT_TYPES.find((entry) => entry === type);
  return agentType === undefined ? <AccountTypeLabel type={type} /> : t(`types.t${agentType}`);
}
