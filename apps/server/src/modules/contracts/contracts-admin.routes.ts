import {
  contractAssignCall,
  contractGetCall,
  contractPoliciesCall,
  contractPolicyUpdateCall,
  contractsListCall,
  contractTerminateCall,
  settlementApproveCall,
  settlementRejectCall,
  settlementRerunCall,
  settlementRunsCall,
  settlementsListCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { requireBrand } from "../../platform/brand-context";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { ContractsAdmin } from "./contracts.admin";

/** The back office's contract screens (`/backoffice/api/brands/:brandId/contract…`). */
export function registerContractAdminRoutes(
  app: FastifyInstance,
  platform: Platform,
  admin: ContractsAdmin,
): void {
  const view = "contracts.view" as const;
  const manage = "contracts.manage" as const;
  const approve = "contracts.approve" as const;

  bindOperatorCall(app, platform, contractPoliciesCall, {
    permission: view,
    handler: async ({ brand }) => admin.policies(requireBrand(brand)),
  });
  bindOperatorCall(app, platform, contractPolicyUpdateCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, body }) =>
      admin.updatePolicy(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, contractAssignCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, body }) =>
      admin.assign(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, contractsListCall, {
    permission: view,
    handler: async ({ brand, query }) => admin.list(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, contractGetCall, {
    permission: view,
    handler: async ({ brand, params }) => admin.get(requireBrand(brand), params.id ?? ""),
  });
  bindOperatorCall(app, platform, contractTerminateCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.terminate(requireBrand(brand), { operator, ip }, params.id ?? "", body.reason),
  });
  bindOperatorCall(app, platform, settlementRunsCall, {
    permission: view,
    handler: async ({ brand, query }) => admin.runs(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, settlementsListCall, {
    permission: view,
    handler: async ({ brand, query }) => admin.settlements(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, settlementApproveCall, {
    permission: approve,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.decide(requireBrand(brand), { operator, ip }, params.id ?? "", "approve", body.reason),
  });
  bindOperatorCall(app, platform, settlementRejectCall, {
    permission: approve,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.decide(requireBrand(brand), { operator, ip }, params.id ?? "", "reject", body.reason),
  });
  bindOperatorCall(app, platform, settlementRerunCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, body }) =>
      admin.rerun(requireBrand(brand), { operator, ip }, body),
  });
}
