import {
  consolidatedFlagsCall,
  contractActCall,
  contractCancelOfferCall,
  contractLimitsCall,
  contractOfferCall,
  dailySalaryContractCall,
  dividendContractCall,
  downlineContractsCall,
  downlineContractTerminateCall,
  hourlySalaryContractCall,
  mySettlementsCall,
  realtimeSalaryContractCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { callBinder } from "../../platform/call-binder";
import type { Platform } from "../../platform/platform";
import type { ContractsService } from "./contracts.service";
import type { MySettlements } from "./my-settlements";

/** The site's contract calls (SPEC §7): an agent's own contracts, its offers to direct downlines, its settlements. */
export function registerContractRoutes(
  app: FastifyInstance,
  platform: Platform,
  contracts: ContractsService,
  settlements: MySettlements,
): void {
  const bind = callBinder(app, platform);
  // Any member may ask: a member without contracts gets every flag false.
  bind(consolidatedFlagsCall, "member", async ({ brand, session }) =>
    contracts.flags(brand, session.memberId),
  );
  bind(dividendContractCall, "agent", async ({ brand, session }) =>
    contracts.mine(brand, session.memberId, "dividend"),
  );
  bind(dailySalaryContractCall, "agent", async ({ brand, session }) =>
    contracts.mine(brand, session.memberId, "daily_salary"),
  );
  for (const [call, type] of [
    [hourlySalaryContractCall, "hourly_salary"],
    [realtimeSalaryContractCall, "realtime_salary"],
  ] as const) {
    bind(call, "agent", async ({ brand, session, body }) => {
      if (body.action === "view" || !body.contractId) return contracts.mine(brand, session.memberId, type);
      const view = await contracts.act(brand, session.memberId, body.contractId, body.action);
      return view.type === type ? view : contracts.mine(brand, session.memberId, type);
    });
  }
  bind(contractActCall, "agent", async ({ brand, session, body }) =>
    contracts.act(brand, session.memberId, body.contractId, body.action),
  );
  bind(contractOfferCall, "agent", async ({ brand, session, body }) =>
    contracts.offer(brand, session.memberId, body),
  );
  bind(downlineContractsCall, "agent", async ({ brand, session, query }) =>
    contracts.downlineContracts(brand, session.memberId, query),
  );
  bind(contractCancelOfferCall, "agent", async ({ brand, session, body }) =>
    contracts.cancelOffer(brand, session.memberId, body.contractId),
  );
  bind(downlineContractTerminateCall, "agent", async ({ brand, session, body }) =>
    contracts.terminateDownline(brand, session.memberId, body.contractId),
  );
  bind(mySettlementsCall, "agent", async ({ brand, session, query }) =>
    settlements.mine(brand, session.memberId, query),
  );
  bind(contractLimitsCall, "agent", async ({ brand, session, query }) =>
    contracts.limits(brand, session.memberId, query.type),
  );
}
