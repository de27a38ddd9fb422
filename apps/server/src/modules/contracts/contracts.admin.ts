import {
  CONTRACT_TYPES,
  type ContractType,
  type contractPolicyInput,
  fromMinor,
  type SettlementRunView,
} from "@lotus/contracts";
import type { z } from "zod";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/operator-context";
import type { Platform } from "../../platform/platform";
import { zonedDateStart } from "../../platform/time";
import { actorOf, recordAudit } from "../operators";
import * as contractsRepo from "./contracts.repository";
import type { ContractsService, ContractTermsInput } from "./contracts.service";
import { brandPolicies, minorOf, policyView } from "./policy";
import * as runsRepo from "./runs.repository";
import type { SettlementService } from "./settlement.service";
import * as repo from "./settlements.repository";
import { contractViews, settlementAdminViews } from "./views";

type Who = { operator: OperatorContext; ip: string };
const DAY_MS = 86_400_000;

/** The back office's contract screens: policies, contracts, runs, approvals and re-runs (audited). */
export function createContractsAdmin(
  platform: Platform,
  contracts: ContractsService,
  settlement: SettlementService,
) {
  const db = platform.db;
  const now = () => platform.clock.now();
  const audit = (tx: Parameters<typeof recordAudit>[0], who: Who, entry: Parameters<typeof recordAudit>[2]) =>
    recordAudit(tx, actorOf(who.operator, who.ip), entry);

  function runView(brand: Brand, run: runsRepo.RunRow & runsRepo.RunTotals): SettlementRunView {
    const money = (value: bigint) => fromMinor(value, brand.currency.minorDigits);
    return {
      id: run.id,
      type: run.type as ContractType,
      periodStart: run.periodStart.getTime(),
      periodEnd: run.periodEnd.getTime(),
      status: run.status as SettlementRunView["status"],
      attempt: run.attempt,
      startedAt: run.startedAt.getTime(),
      finishedAt: run.finishedAt?.getTime() ?? null,
      settlements: run.settlements,
      teamTurnover: money(run.teamTurnover),
      teamNetLoss: money(run.teamNetLoss),
      totalAmount: money(run.totalAmount),
      paidAmount: money(run.paidAmount),
      pendingApprovalAmount: money(run.pendingApprovalAmount),
      corrections: run.corrections,
      correctionAmount: money(run.correctionAmount),
    };
  }

  async function oneSettlement(brand: Brand, id: string) {
    const row = await repo.findSettlement(db, brand.id, id);
    if (!row) throw new AppError("contract.settlement_not_found");
    const [view] = await settlementAdminViews(db, brand, [row]);
    if (!view) throw new AppError("contract.settlement_not_found");
    return view;
  }

  return {
    async policies(brand: Brand) {
      const policies = brandPolicies(brand, await contractsRepo.policiesOf(db, brand.id));
      return {
        list: CONTRACT_TYPES.flatMap((type) => {
          const policy = policies.get(type);
          return policy ? [policyView(brand, policy)] : [];
        }),
      };
    },

    async updatePolicy(brand: Brand, who: Who, body: z.output<typeof contractPolicyInput>) {
      const before = brandPolicies(brand, await contractsRepo.policiesOf(db, brand.id)).get(body.type);
      const row = {
        brandId: brand.id,
        type: body.type,
        enabled: body.enabled,
        maxRateBp: body.maxRateBp,
        stepBp: body.stepBp,
        activeMemberTurnover: minorOf(brand, body.activeMemberTurnover, "activeMemberTurnover"),
        periods: body.type === "dividend" ? [...new Set(body.periods)].join(",") : "D",
        carryNegativeDefault: body.carryNegativeDefault,
        approvalThreshold:
          body.approvalThreshold === null
            ? null
            : minorOf(brand, body.approvalThreshold, "approvalThreshold"),
        updatedAt: new Date(now()),
      };
      const saved = await db.transaction(async (tx) => {
        const stored = await contractsRepo.upsertPolicy(tx, row);
        await audit(tx, who, {
          brandId: brand.id,
          action: "contracts.policy_update",
          targetType: "contract_policy",
          targetId: body.type,
          before: before ? policyView(brand, before) : undefined,
          after: body,
        });
        return stored;
      });
      const policy = brandPolicies(brand, [saved]).get(body.type);
      if (!policy) throw new Error("policy vanished");
      return policyView(brand, policy);
    },

    async assign(brand: Brand, who: Who, body: ContractTermsInput & { agentId: string }) {
      const contract = await db.transaction(async (tx) => {
        const row = await contracts.assign(tx, brand, body);
        await audit(tx, who, {
          brandId: brand.id,
          action: "contracts.assign",
          targetType: "contract",
          targetId: row.id,
          after: body,
        });
        return row;
      });
      const [view] = await contractViews(db, brand, [contract], now());
      if (!view) throw new Error("contract view missing");
      return view;
    },

    async terminate(brand: Brand, who: Who, id: string, reason: string | undefined) {
      const contract = await db.transaction(async (tx) => {
        const row = await contracts.endByPlatform(tx, brand, id);
        await audit(tx, who, {
          brandId: brand.id,
          action: "contracts.terminate",
          targetType: "contract",
          targetId: id,
          after: { status: row.status, endsAt: row.endsAt?.toISOString() ?? null },
          reason,
        });
        return row;
      });
      const [view] = await contractViews(db, brand, [contract], now());
      if (!view) throw new Error("contract view missing");
      return view;
    },

    async list(
      brand: Brand,
      query: { type?: ContractType; status?: string; agent?: string; page: number; pageSize: number },
    ) {
      const { rows, total } = await contractsRepo.listContracts(
        db,
        { brandId: brand.id, type: query.type, status: query.status, agentAccount: query.agent || undefined },
        query,
      );
      return {
        list: await contractViews(db, brand, rows, now()),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(brand: Brand, id: string) {
      const row = await contractsRepo.findContract(db, brand.id, id);
      if (!row) throw new AppError("contract.not_found");
      const [view] = await contractViews(db, brand, [row], now());
      if (!view) throw new AppError("contract.not_found");
      return view;
    },

    async runs(
      brand: Brand,
      query: { type?: ContractType; from?: string; to?: string; page: number; pageSize: number },
    ) {
      const { rows, total } = await runsRepo.listRuns(
        db,
        {
          brandId: brand.id,
          type: query.type,
          from: query.from ? new Date(zonedDateStart(query.from, brand.timeZone)) : undefined,
          to: query.to ? new Date(zonedDateStart(query.to, brand.timeZone) + DAY_MS - 1) : undefined,
        },
        query,
      );
      return {
        list: rows.map((run) => runView(brand, run)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async settlements(
      brand: Brand,
      query: {
        type?: ContractType;
        status?: string;
        agent?: string;
        runId?: string;
        page: number;
        pageSize: number;
      },
    ) {
      const { rows, total, totalAmount } = await repo.listSettlements(
        db,
        {
          brandId: brand.id,
          type: query.type,
          status: query.status,
          agentAccount: query.agent || undefined,
          runId: query.runId,
        },
        query,
      );
      return {
        list: await settlementAdminViews(db, brand, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
        totalAmount: fromMinor(totalAmount, brand.currency.minorDigits),
      };
    },

    /** Approve: the row goes back to pending and is paid at once (keyed by its id, so once). */
    async decide(
      brand: Brand,
      who: Who,
      id: string,
      decision: "approve" | "reject",
      reason: string | undefined,
    ) {
      const moved = await db.transaction(async (tx) => {
        const row = await repo.moveSettlement(tx, id, "pending_approval", {
          status: decision === "approve" ? "pending" : "rejected",
          decidedBy: who.operator.username,
          decisionReason: reason ?? null,
        });
        if (!row || row.brandId !== brand.id) {
          if (await repo.findSettlement(tx, brand.id, id))
            throw new AppError("contract.settlement_not_pending");
          throw new AppError("contract.settlement_not_found");
        }
        await audit(tx, who, {
          brandId: brand.id,
          action: decision === "approve" ? "contracts.settlement_approve" : "contracts.settlement_reject",
          targetType: "contract_settlement",
          targetId: id,
          after: { status: row.status },
          reason,
        });
        return row;
      });
      if (decision === "approve") await settlement.payOne(brand, moved);
      return oneSettlement(brand, id);
    },

    async rerun(brand: Brand, who: Who, body: { type: ContractType; day: string; reason: string }) {
      const run = await settlement.rerun(brand, body.type, body.day, (tx, written) =>
        audit(tx, who, {
          brandId: brand.id,
          action: "contracts.rerun",
          targetType: "contract_settlement_run",
          targetId: written.id,
          after: { type: body.type, day: body.day, attempt: written.attempt },
          reason: body.reason,
        }),
      );
      if (!run) throw new AppError("contract.period_not_settled");
      const view = await runsRepo.findRunById(db, brand.id, run.id);
      if (!view) throw new Error("run vanished");
      return runView(brand, view);
    },
  };
}

export type ContractsAdmin = ReturnType<typeof createContractsAdmin>;
