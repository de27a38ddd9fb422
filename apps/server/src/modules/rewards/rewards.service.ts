import { toMinor } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { validTurnover } from "../games";
import { WALLET_KINDS, type WalletService } from "../wallet";
import * as grants from "./grants.repository";
import * as points from "./points.repository";

const DAY_MS = 86_400_000;
/** The house account rewards are paid from (and forfeited bonuses return to). */
export const REWARDS_HOUSE = "promotions";
/** Ledger kinds of reward payments and forfeits; reports count them as bonuses. */
export const REWARD_KINDS = ["bonus", "rebate", "bonus_forfeit"] as const;

export type RewardSource =
  | "promotion"
  | "rebate"
  | "mission"
  | "vip_upgrade"
  | "vip_birthday"
  | "checkin"
  | "raffle"
  | "referral"
  | "event";

export interface RewardInput {
  memberId: string;
  source: RewardSource;
  sourceId?: string;
  /** Unique per brand: the same key never gives twice. */
  key: string;
  title: Record<string, string>;
  cash?: bigint;
  points?: bigint;
  raffleTickets?: number;
  turnover?: {
    required: bigint;
    /** What stays unwithdrawable until the turnover is met (default: the cash). */
    locked?: bigint;
    weights?: Record<string, number>;
    days?: number;
    maxBet?: bigint;
  };
  ledgerKind?: "bonus" | "rebate";
  /** auto: paid at once; claim: waits in the reward centre. */
  claim: "auto" | "claim";
  claimDays?: number;
  /** The operator whose action gave it. */
  createdBy?: string;
}

export type Grant = grants.GrantRow;

export interface RewardHooks {
  /**
   * A grant's cash reached the member (the member's system message). Told before the grant is
   * marked paid, so a payment a crash cut short tells it again when resumed: it must be idempotent.
   */
  cashPaid?(brand: Brand, grant: Grant): Promise<void>;
}

/**
 * Rewards: every bonus, rebate, prize and points award goes through `grant` (idempotent by key)
 * and is paid by `pay` — ledger posting, points, tickets and turnover requirement, each keyed by the
 * grant, so a payment cut short is finished by replaying it (job `rewards.resume`).
 */
export function createRewardsService(platform: Platform, wallet: WalletService, hooks: RewardHooks = {}) {
  const now = () => new Date(platform.clock.now());

  function rowOf(brand: Brand, input: RewardInput): grants.NewGrant {
    const cash = input.cash ?? 0n;
    const threshold = toMinor(brand.settings.rewards.approvalThreshold, brand.currency.minorDigits);
    const status: grants.GrantStatus =
      cash > threshold ? "approval" : input.claim === "claim" ? "waiting" : "paying";
    const created = now();
    return {
      brandId: brand.id,
      memberId: input.memberId,
      source: input.source,
      sourceId: input.sourceId ?? null,
      grantKey: input.key,
      title: input.title,
      cash,
      points: input.points ?? 0n,
      raffleTickets: input.raffleTickets ?? 0,
      turnoverRequired: input.turnover?.required ?? 0n,
      turnoverLocked: input.turnover ? (input.turnover.locked ?? cash) : 0n,
      turnoverWeights: input.turnover?.weights ?? null,
      turnoverDays: input.turnover?.days ?? null,
      maxBet: input.turnover?.maxBet ?? null,
      ledgerKind: input.ledgerKind ?? "bonus",
      status,
      claimBy: input.claim === "claim" ? new Date(created.getTime() + (input.claimDays ?? 7) * DAY_MS) : null,
      createdAt: created,
      decidedAt: status === "paying" ? created : null,
      createdBy: input.createdBy ?? null,
    };
  }

  /** Moves a grant's money, points and tickets and opens its requirement; every step replays safely. */
  async function pay(brand: Brand, grant: Grant): Promise<Grant> {
    let transactionId: bigint | null = grant.transactionId;
    if (grant.cash > 0n) {
      const house = await wallet.houseAccount(brand, REWARDS_HOUSE);
      const main = await wallet.account(brand, grant.memberId, WALLET_KINDS.main);
      const posted = await wallet.post(
        {
          brandId: brand.id,
          kind: grant.ledgerKind,
          idempotencyKey: `reward:${grant.id}`,
          memberId: grant.memberId,
          reference: `RW${grant.id.slice(0, 8).toUpperCase()}`,
          metadata: { grantId: grant.id, source: grant.source, sourceId: grant.sourceId },
          legs: [
            { accountId: house, amount: -grant.cash, member: false },
            { accountId: main, amount: grant.cash, member: true },
          ],
        },
        [grant.memberId],
      );
      transactionId = posted.transactionId;
    }
    await platform.db.transaction(async (tx) => {
      if (grant.points > 0n) {
        const moved = await points.applyMove(tx, {
          brandId: brand.id,
          memberId: grant.memberId,
          amount: grant.points,
          kind: "reward",
          key: `reward:${grant.id}`,
          reference: grant.source,
        });
        if (moved.status === "insufficient") throw new Error("a credit cannot be short of points");
      }
      if (grant.raffleTickets > 0)
        await points.addTickets(
          tx,
          brand.id,
          grant.memberId,
          grant.raffleTickets,
          `reward-tickets:${grant.id}`,
        );
    });
    let requirementId: string | null = grant.requirementId;
    if (grant.turnoverRequired > 0n || grant.turnoverLocked > 0n) {
      requirementId = await wallet.turnover.open({
        brandId: brand.id,
        memberId: grant.memberId,
        grantId: grant.id,
        source: grant.source,
        locked: grant.turnoverLocked,
        required: grant.turnoverRequired,
        weights: grant.turnoverWeights,
        expiresAt: grant.turnoverDays ? new Date(now().getTime() + grant.turnoverDays * DAY_MS) : null,
        maxBet: grant.maxBet,
        sourceTransactionId: transactionId,
      });
    }
    if (grant.cash > 0n && hooks.cashPaid)
      await hooks
        .cashPaid(brand, grant)
        .catch((error: unknown) =>
          platform.logger.error({ err: error, grant: grant.id }, "reward paid hook failed"),
        );
    const paid = await grants.moveGrant(platform.db, grant.id, ["paying"], "paid", {
      paidAt: now(),
      transactionId,
      requirementId,
    });
    return paid ?? (await grants.grantById(platform.db, brand.id, grant.id)) ?? grant;
  }

  async function credit(brand: Brand, move: Omit<points.PointMove, "brandId">, tx?: Executor) {
    const run = (executor: Executor) => points.applyMove(executor, { ...move, brandId: brand.id });
    const result = tx ? await run(tx) : await platform.db.transaction(run);
    if (result.status === "insufficient") throw new AppError("points.insufficient");
    return { balance: result.balance, replayed: result.status === "replayed" };
  }

  return {
    /** Gives a reward once per key: paid now (auto), waiting for the member (claim) or for approval. */
    async grant(brand: Brand, input: RewardInput): Promise<{ grant: Grant; created: boolean }> {
      const { row, created } = await grants.insertGrant(platform.db, rowOf(brand, input));
      if (created && row.status === "paying") return { grant: await pay(brand, row), created };
      return { grant: row, created };
    },

    /** grant for many members at once (jobs): one insert, then the new auto ones are paid. */
    async grantMany(brand: Brand, inputs: readonly RewardInput[]): Promise<number> {
      let created = 0;
      for (let start = 0; start < inputs.length; start += 500) {
        const rows = await grants.insertGrants(
          platform.db,
          inputs.slice(start, start + 500).map((input) => rowOf(brand, input)),
        );
        created += rows.length;
        await Promise.all(rows.filter((row) => row.status === "paying").map((row) => pay(brand, row)));
      }
      return created;
    },

    /** The member claims a waiting reward; of two concurrent claims one pays, both answer the grant. */
    async claim(brand: Brand, memberId: string, grantId: string): Promise<Grant> {
      const grant = await grants.grantById(platform.db, brand.id, grantId);
      if (!grant || grant.memberId !== memberId) throw new AppError("reward.not_found");
      if (grant.claimBy && grant.claimBy <= now() && grant.status === "waiting")
        throw new AppError("reward.not_claimable");
      const moved = await grants.moveGrant(platform.db, grant.id, ["waiting"], "paying", {
        decidedAt: now(),
      });
      if (moved) return pay(brand, moved);
      const current = await grants.grantById(platform.db, brand.id, grantId);
      if (current && (current.status === "paying" || current.status === "paid")) return current;
      throw new AppError("reward.not_claimable");
    },

    /** An operator approves a reward above the threshold (not the operator who gave it). */
    async approve(brand: Brand, grantId: string, operatorId: string, tx?: Executor): Promise<Grant> {
      const grant = await grants.grantById(tx ?? platform.db, brand.id, grantId);
      if (!grant) throw new AppError("reward.not_found");
      if (grant.status !== "approval") throw new AppError("reward.not_pending_approval");
      if (grant.createdBy === operatorId) throw new AppError("reward.same_operator");
      const moved = await grants.moveGrant(tx ?? platform.db, grant.id, ["approval"], "paying", {
        approvedBy: operatorId,
        decidedAt: now(),
      });
      if (!moved) throw new AppError("reward.not_pending_approval");
      return moved;
    },

    /** Pays an approved grant (after the approval's transaction committed). */
    pay,

    async reject(brand: Brand, grantId: string, operatorId: string, reason: string, tx?: Executor) {
      const grant = await grants.grantById(tx ?? platform.db, brand.id, grantId);
      if (!grant) throw new AppError("reward.not_found");
      const moved = await grants.moveGrant(tx ?? platform.db, grant.id, ["approval", "waiting"], "rejected", {
        approvedBy: operatorId,
        decidedAt: now(),
        decisionReason: reason,
      });
      if (!moved) throw new AppError("reward.not_pending_approval");
      return moved;
    },

    grantById: (brand: Brand, id: string) => grants.grantById(platform.db, brand.id, id),
    list: (filter: grants.GrantFilter, page: number, pageSize: number) =>
      grants.listGrants(platform.db, filter, page, pageSize),
    waitingCount: (brand: Brand, memberId: string) => grants.waitingCount(platform.db, brand.id, memberId),
    /** What a promotion, mission or other source has cost so far. */
    bySource: (brand: Brand, source: RewardSource, sourceId?: string) =>
      grants.costOf(platform.db, brand.id, source, sourceId),

    /** Settled valid bets by member and game type over [from, to) (rebates, points, missions). */
    validTurnover: (brand: Brand, from: Date, to: Date, memberIds?: readonly string[], gameId?: string) =>
      validTurnover(platform.database, brand.id, from, to, memberIds, gameId),

    points: {
      credit: (brand: Brand, move: Omit<points.PointMove, "brandId">, tx?: Executor) => {
        if (move.amount <= 0n) throw new Error("a points credit is positive");
        return credit(brand, move, tx);
      },
      debit: (brand: Brand, move: Omit<points.PointMove, "brandId">, tx?: Executor) => {
        if (move.amount <= 0n) throw new Error("a points debit names a positive amount");
        return credit(brand, { ...move, amount: -move.amount }, tx);
      },
      balance: (_brand: Brand, memberId: string) => points.balanceOf(platform.db, memberId),
      entries: (brand: Brand, memberId: string, query: { page: number; pageSize: number; kind?: string }) =>
        points.entriesOf(platform.db, brand.id, memberId, query),
    },

    tickets: {
      add: (brand: Brand, memberId: string, n: number, key: string) =>
        platform.db.transaction((tx) => points.addTickets(tx, brand.id, memberId, n, key)),
      take: (brand: Brand, memberId: string, tx?: Executor) =>
        points.takeTicket(tx ?? platform.db, brand.id, memberId),
      count: (brand: Brand, memberId: string) => points.ticketsOf(platform.db, brand.id, memberId),
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
