import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import type { WalletService } from "../wallet";
import { type ContractsAdmin, createContractsAdmin } from "./contracts.admin";
import { registerContractRoutes } from "./contracts.routes";
import { type ContractHooks, type ContractsService, createContractsService } from "./contracts.service";
import { registerContractAdminRoutes } from "./contracts-admin.routes";
import { createMySettlements, type MySettlements } from "./my-settlements";
import { registerSettlementJob } from "./settlement.job";
import {
  createSettlementService,
  type SettlementOptions,
  type SettlementService,
} from "./settlement.service";

export { CONTRACTS_HOUSE, CORRECTION_KIND, INCOME_KINDS } from "./payer";
export { SETTLEMENT_JOB } from "./settlement.job";
export type { ContractsService, SettlementService };

/** Agent contracts and their settlement (docs/adr/0010), built once by app.ts. */
export interface ContractsModule {
  contracts: ContractsService;
  settlement: SettlementService;
  admin: ContractsAdmin;
  mySettlements: MySettlements;
}

export function createContracts(
  platform: Platform,
  wallet: WalletService,
  options: SettlementOptions & ContractHooks = {},
): ContractsModule {
  const contracts = createContractsService(platform, { offered: options.offered });
  const settlement = createSettlementService(platform, wallet, options);
  return {
    contracts,
    settlement,
    admin: createContractsAdmin(platform, contracts, settlement),
    mySettlements: createMySettlements(platform),
  };
}

/** The site's and the back office's contract calls. */
export function registerContracts(app: FastifyInstance, platform: Platform, module: ContractsModule): void {
  registerContractRoutes(app, platform, module.contracts, module.mySettlements);
  registerContractAdminRoutes(app, platform, module.admin);
}

/** The settlement job (every role that ticks jobs). */
export function registerContractJobs(platform: Platform, module: ContractsModule): void {
  registerSettlementJob(platform, module.settlement);
}
