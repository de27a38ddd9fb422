import {
  agentDownlineChildrenCall,
  agentDownlineProfitCall,
  agentDownlineSearchCall,
  agentDownlineTransactionsCall,
  agentIncomeCall,
  agentInvitationCall,
  agentNoticesCall,
  agentOpenAccountCall,
  agentTeamBetDetailCall,
  agentTeamBetsCall,
  agentTeamOverviewCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { callBinder } from "../../platform/call-binder";
import type { Platform } from "../../platform/platform";
import type { AgentCentre } from "./agents.service";

/** The agent centre's calls: access "agent" (types 1, 2, 41, 42); the service keeps each to the downline. */
export function registerAgentRoutes(app: FastifyInstance, platform: Platform, centre: AgentCentre): void {
  const bind = callBinder(app, platform);
  bind(agentTeamOverviewCall, "agent", async ({ brand, session, query }) =>
    centre.overview(brand, session, query),
  );
  bind(agentOpenAccountCall, "agent", async ({ brand, session, body, ip, language }) =>
    centre.openAccount({ brand, ip, language }, session, body),
  );
  bind(agentInvitationCall, "agent", async ({ brand, session }) => centre.invitation(brand, session));
  bind(agentDownlineChildrenCall, "agent", async ({ brand, session, query }) =>
    centre.children(brand, session, query),
  );
  bind(agentDownlineSearchCall, "agent", async ({ brand, session, query }) =>
    centre.search(brand, session, query),
  );
  bind(agentTeamBetsCall, "agent", async ({ brand, session, language, query }) =>
    centre.teamBets(brand, session, language, query),
  );
  bind(agentTeamBetDetailCall, "agent", async ({ brand, session, language, query }) =>
    centre.teamBetDetail(brand, session, language, query.roundId),
  );
  bind(agentDownlineProfitCall, "agent", async ({ brand, session, query }) =>
    centre.profitAndLoss(brand, session, query),
  );
  bind(agentDownlineTransactionsCall, "agent", async ({ brand, session, query }) =>
    centre.transactions(brand, session, query),
  );
  bind(agentIncomeCall, "agent", async ({ brand, session, query }) => centre.income(brand, session, query));
  bind(agentNoticesCall, "agent", async ({ brand, language, query }) =>
    centre.notices(brand, language, query),
  );
}
