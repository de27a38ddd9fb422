import {
  type ContractAction,
  type ContractType,
  type DividendPeriod,
  isAgentType,
  type MyContractView,
  type ContractRow as WireRow,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import * as repo from "./contracts.repository";
import { currentPeriodStart, nextPeriodStart } from "./periods";
import {
  brandPolicies,
  checkedRows,
  type Policy,
  policyView,
  rateRows,
  storedRows,
  wireRows,
} from "./policy";
import { capRows, type RateRow, rowsWithin, topRate } from "./settlement";
import { contractViews, statusAt } from "./views";

/** What an offer or an assignment carries. */
export interface ContractTermsInput {
  type: ContractType;
  rows: WireRow[];
  period: DividendPeriod;
  carryNegative?: boolean;
}

export interface ContractHooks {
  /** An upline's offer was stored (the downline's system message); told after it committed. */
  offered?(brand: Brand, offer: { contractId: string; agentId: string; type: ContractType }): Promise<void>;
}

/**
 * The contract lifecycle of SPEC §4 / DOMAIN §5.6: an operator assigns a top agent's contract, an
 * upline offers its direct downline agent one within its own rates, the agent signs or rejects,
 * either side gives notice to the period end, a signed higher-rate contract supersedes the older,
 * and a parent's lower rate caps its children from the next period in a new, marked version.
 */
export function createContractsService(platform: Platform, hooks: ContractHooks = {}) {
  const db = platform.db;
  const now = () => platform.clock.now();

  async function policyOf(brand: Brand, type: ContractType, executor: Executor = db): Promise<Policy> {
    const policies = brandPolicies(brand, await repo.policiesOf(executor, brand.id));
    const policy = policies.get(type);
    if (!policy) throw new Error(`no policy for ${type}`);
    return policy;
  }

  /**
   * Where new terms start counting (docs/adr/0010): an agent's first contract of a type counts for
   * the whole period it is signed in; one that replaces a contract in force or ending starts at the
   * next period start.
   */
  const startsFrom = (brand: Brand, period: DividendPeriod, replaces: boolean) =>
    new Date((replaces ? nextPeriodStart : currentPeriodStart)(period, now(), brand.timeZone));

  /** The agent's contract of a type in force now (the newest active or terminating one). */
  async function ownLive(tx: Executor, brand: Brand, agentId: string, type: ContractType) {
    const rows = await repo.liveContracts(tx, brand.id, type, [agentId]);
    const live = rows
      .filter((row) => statusAt(row, now()) !== "terminated" && row.signedAt)
      .sort((a, b) => (b.signedAt?.getTime() ?? 0) - (a.signedAt?.getTime() ?? 0))[0];
    if (!live) return undefined;
    const version = await repo.currentVersionOf(tx, live);
    return version ? { contract: live, version } : undefined;
  }

  /** Children of `agentId` whose rows exceed `parentRows` get a capped version from `effectiveFrom`, down the tree. */
  async function applyCaps(
    tx: Executor,
    brand: Brand,
    agentId: string,
    type: ContractType,
    parentRows: readonly RateRow[],
    effectiveFrom: Date,
    depth = 0,
  ): Promise<void> {
    if (depth > 100) return;
    for (const child of await repo.childContracts(tx, brand.id, agentId, type)) {
      const version = await repo.currentVersionOf(tx, child);
      if (!version) continue;
      const rows = rateRows(version.rows);
      if (rowsWithin(rows, parentRows)) continue;
      const capped = capRows(rows, parentRows);
      await repo.appendVersion(tx, child, {
        rows: storedRows(capped),
        period: version.period,
        carryNegative: version.carryNegative,
        capped: true,
        effectiveFrom: new Date(Math.max(effectiveFrom.getTime(), version.effectiveFrom.getTime())),
        createdAt: new Date(now()),
      });
      if (child.status !== "pending")
        await applyCaps(tx, brand, child.agentId, type, capped, effectiveFrom, depth + 1);
    }
  }

  /** Older live contracts of the type end where the new one starts. */
  async function supersede(
    tx: Executor,
    brand: Brand,
    agentId: string,
    type: ContractType,
    keepId: string,
    at: Date,
  ) {
    for (const old of await repo.liveContracts(tx, brand.id, type, [agentId])) {
      if (old.id === keepId) continue;
      await repo.updateContract(tx, old.id, {
        status: "terminating",
        terminationBy: old.status === "terminating" ? old.terminationBy : "superseded",
        endsAt: old.endsAt && old.endsAt < at ? old.endsAt : at,
      });
    }
  }

  async function mine(brand: Brand, agentId: string, type: ContractType): Promise<MyContractView> {
    const rows = await repo.contractsOfAgent(db, brand.id, agentId, type);
    const views = await contractViews(db, brand, rows, now());
    const live = views.filter((view) => view.status === "active" || view.status === "terminating");
    const current = live.find((view) => view.status === "active") ?? live[0] ?? null;
    return {
      type,
      current,
      offers: views.filter((view) => view.status === "pending"),
      history: views.filter((view) => view !== current && view.status !== "pending"),
    };
  }

  async function act(brand: Brand, agentId: string, contractId: string, action: ContractAction) {
    const type = await db.transaction(async (tx) => {
      const contract = await repo.findContract(tx, brand.id, contractId, true);
      if (!contract || contract.agentId !== agentId) throw new AppError("contract.not_found");
      const at = new Date(now());
      const version = await repo.currentVersionOf(tx, contract);
      if (!version) throw new AppError("contract.not_found");
      const status = statusAt(contract, now());
      if (action === "terminate") {
        if (status !== "active") throw new AppError("contract.state_invalid");
        await repo.updateContract(tx, contract.id, {
          status: "terminating",
          terminationBy: "agent",
          endsAt: new Date(nextPeriodStart(version.period as DividendPeriod, now(), brand.timeZone)),
        });
        return contract.type;
      }
      if (status !== "pending") throw new AppError("contract.state_invalid");
      if (action === "reject") {
        await repo.updateContract(tx, contract.id, { status: "rejected" });
        return contract.type;
      }
      const type = contract.type as ContractType;
      const rows = rateRows(version.rows);
      // The upline's own terms may have dropped since the offer: a stale offer cannot be signed.
      if (contract.uplineId) {
        const parent = await ownLive(tx, brand, contract.uplineId, type);
        if (!parent) throw new AppError("contract.no_own_contract");
        if (!rowsWithin(rows, rateRows(parent.version.rows)))
          throw new AppError("contract.rate_above_upline");
      }
      const replaces = (await ownLive(tx, brand, agentId, type)) !== undefined;
      await repo.updateContract(tx, contract.id, { status: "active", signedAt: at });
      // A replacement signed late starts at the next period start, never in a period already begun;
      // a first contract counts for this whole period (settlement reads that from signed_at).
      const next = new Date(
        Math.max(
          version.effectiveFrom.getTime(),
          startsFrom(brand, version.period as DividendPeriod, true).getTime(),
        ),
      );
      if (replaces) await supersede(tx, brand, agentId, type, contract.id, next);
      await applyCaps(tx, brand, agentId, type, rows, next);
      return contract.type;
    });
    return mine(brand, agentId, type as ContractType);
  }

  async function offer(brand: Brand, uplineId: string, body: ContractTermsInput & { downlineId: string }) {
    const policy = await policyOf(brand, body.type);
    const contract = await db.transaction(async (tx) => {
      const downline = await repo.findAgent(tx, brand.id, body.downlineId);
      if (!downline || downline.uplineId !== uplineId || !isAgentType(downline.accountType))
        throw new AppError("contract.not_direct_downline");
      const own = await ownLive(tx, brand, uplineId, body.type);
      if (!own) throw new AppError("contract.no_own_contract");
      const period = body.type === "dividend" ? (own.version.period as DividendPeriod) : "D";
      if (body.type === "dividend" && body.period !== period)
        throw new AppError("contract.period_not_allowed");
      const rows = checkedRows(brand, policy, body.rows, period);
      if (!rowsWithin(rows, rateRows(own.version.rows))) throw new AppError("contract.rate_above_upline");
      const existing = await repo.contractsOfAgent(tx, brand.id, downline.id, body.type);
      if (existing.some((row) => row.status === "pending")) throw new AppError("contract.offer_pending");
      const live = await ownLive(tx, brand, downline.id, body.type);
      if (live && topRate(rows) <= topRate(rateRows(live.version.rows)))
        throw new AppError("contract.not_higher");
      const effectiveFrom = startsFrom(brand, period, live !== undefined);
      return repo.insertContract(
        tx,
        {
          brandId: brand.id,
          type: body.type,
          agentId: downline.id,
          uplineId,
          status: "pending",
          createdAt: new Date(now()),
        },
        {
          rows: storedRows(rows),
          period,
          carryNegative: body.type === "dividend" && (body.carryNegative ?? policy.carryNegativeDefault),
          capped: false,
          effectiveFrom,
          createdAt: new Date(now()),
        },
      );
    });
    await hooks
      .offered?.(brand, { contractId: contract.id, agentId: contract.agentId, type: body.type })
      .catch((error: unknown) => platform.logger.error({ err: error }, "contract offer hook failed"));
    const [view] = await contractViews(db, brand, [contract], now());
    if (!view) throw new Error("offer view missing");
    return view;
  }

  /** The upline's own move on a downline's contract: withdraw an offer, or give notice. */
  async function uplineAct(
    brand: Brand,
    uplineId: string,
    contractId: string,
    action: "cancel" | "terminate",
  ) {
    const contract = await db.transaction(async (tx) => {
      const row = await repo.findContract(tx, brand.id, contractId, true);
      if (!row || row.uplineId !== uplineId) throw new AppError("contract.not_found");
      const status = statusAt(row, now());
      if (action === "cancel") {
        if (status !== "pending") throw new AppError("contract.state_invalid");
        return repo.updateContract(tx, row.id, { status: "cancelled" });
      }
      if (status !== "active") throw new AppError("contract.state_invalid");
      const version = await repo.currentVersionOf(tx, row);
      const period = (version?.period ?? "D") as DividendPeriod;
      return repo.updateContract(tx, row.id, {
        status: "terminating",
        terminationBy: "upline",
        endsAt: new Date(nextPeriodStart(period, now(), brand.timeZone)),
      });
    });
    const [view] = await contractViews(db, brand, [contract], now());
    if (!view) throw new Error("contract view missing");
    return view;
  }

  return {
    policyOf,
    mine,
    act,
    offer,
    cancelOffer: (brand: Brand, uplineId: string, contractId: string) =>
      uplineAct(brand, uplineId, contractId, "cancel"),
    terminateDownline: (brand: Brand, uplineId: string, contractId: string) =>
      uplineAct(brand, uplineId, contractId, "terminate"),

    async downlineContracts(
      brand: Brand,
      uplineId: string,
      query: { type?: ContractType; status?: string; downlineId?: string; page: number; pageSize: number },
    ) {
      const { rows, total } = await repo.listContracts(
        db,
        { brandId: brand.id, uplineId, type: query.type, status: query.status, agentId: query.downlineId },
        query,
      );
      return {
        list: await contractViews(db, brand, rows, now()),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** SPEC §3 flags: `…req` an offer waits for my signature, `…info` I have such a contract to show. */
    async flags(brand: Brand, memberId: string) {
      const statuses = await repo.contractStatusesOf(db, brand.id, memberId);
      const has = (type: ContractType, wanted: readonly string[]) =>
        statuses.some((row) => row.type === type && wanted.includes(row.status));
      const shown = ["active", "terminating", "terminated"] as const;
      const info = (type: ContractType) => has(type, shown);
      return {
        dailysalreqtype: has("daily_salary", ["pending"]),
        divtypereq: has("dividend", ["pending"]),
        contracthoursalreqy: has("hourly_salary", ["pending"]),
        realtimesalreqtype: has("realtime_salary", ["pending"]),
        contractmrdailysalinfotype: info("daily_salary"),
        contracthoursalinfo: info("hourly_salary"),
        dailysalinfotype: info("daily_salary"),
        realtimesalinfotype: info("realtime_salary"),
        divtypeinfo: info("dividend"),
        enableCt: info("dividend"),
        salary: info("daily_salary"),
        hourSalary: info("hourly_salary"),
        realtimeSalary: info("realtime_salary"),
      };
    },

    /** What the agent may grant a downline: the brand's limits and its own rows in force. */
    async limits(brand: Brand, agentId: string, type: ContractType) {
      const policy = await policyOf(brand, type);
      const own = await ownLive(db, brand, agentId, type);
      const myRows = own ? rateRows(own.version.rows) : null;
      const view = policyView(brand, policy);
      return {
        type,
        enabled: view.enabled,
        maxRateBp: view.maxRateBp,
        stepBp: view.stepBp,
        periods: own && type === "dividend" ? [own.version.period as DividendPeriod] : view.periods,
        carryNegativeDefault: view.carryNegativeDefault,
        activeMemberTurnover: view.activeMemberTurnover,
        myRows: own ? wireRows(brand, own.version.rows) : null,
        grantableMaxBp: myRows ? Math.min(topRate(myRows), policy.maxRateBp) : 0,
      };
    },

    /** Back office: a platform contract for a top agent (a replacement from the next period; older ones end there). */
    async assign(tx: Executor, brand: Brand, body: ContractTermsInput & { agentId: string }) {
      const policy = await policyOf(brand, body.type, tx);
      const agent = await repo.findAgent(tx, brand.id, body.agentId);
      if (!agent) throw new AppError("not_found");
      if (!isAgentType(agent.accountType)) throw new AppError("contract.agent_required");
      if (agent.uplineId) throw new AppError("contract.not_top_agent");
      const period = body.type === "dividend" ? body.period : "D";
      const rows = checkedRows(brand, policy, body.rows, period);
      const at = new Date(now());
      const replaces = (await ownLive(tx, brand, agent.id, body.type)) !== undefined;
      const effectiveFrom = startsFrom(brand, period, replaces);
      const contract = await repo.insertContract(
        tx,
        {
          brandId: brand.id,
          type: body.type,
          agentId: agent.id,
          uplineId: null,
          status: "active",
          createdAt: at,
          signedAt: at,
        },
        {
          rows: storedRows(rows),
          period,
          carryNegative: body.type === "dividend" && (body.carryNegative ?? policy.carryNegativeDefault),
          capped: false,
          effectiveFrom,
          createdAt: at,
        },
      );
      await supersede(tx, brand, agent.id, body.type, contract.id, effectiveFrom);
      // Children are capped from the next period, never in one already begun.
      await applyCaps(tx, brand, agent.id, body.type, rows, startsFrom(brand, period, true));
      return contract;
    },

    /** Back office: notice on any live contract, to its period end. */
    async endByPlatform(tx: Executor, brand: Brand, contractId: string) {
      const row = await repo.findContract(tx, brand.id, contractId, true);
      if (!row) throw new AppError("contract.not_found");
      const status = statusAt(row, now());
      if (status === "pending")
        return repo.updateContract(tx, row.id, { status: "cancelled", terminationBy: "platform" });
      if (status !== "active") throw new AppError("contract.state_invalid");
      const version = await repo.currentVersionOf(tx, row);
      return repo.updateContract(tx, row.id, {
        status: "terminating",
        terminationBy: "platform",
        endsAt: new Date(nextPeriodStart((version?.period ?? "D") as DividendPeriod, now(), brand.timeZone)),
      });
    },
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
