import {
  type AbuseMatchField,
  fromMinor,
  type JoinMode,
  type PromotionConfig,
  type PromotionState,
  promotionConfig,
  toMinor,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { startOfZonedDay, zonedDay } from "../../platform/time";
import { isInDownline } from "../agents";
import type { Grant, RewardInput, RewardsService } from "../rewards";
import type { WalletService } from "../wallet";
import { dayBefore, type TurnoverTerms, turnoverTerms } from "./bonus";
import * as identity from "./identity.repository";
import { type LatestGrant, participationLabel, phaseOf } from "./labels";
import * as participations from "./participations.repository";
import type { PromotionRow } from "./promotions.repository";

/** What app.ts hands the promotions module. */
export interface PromotionDeps {
  rewards: RewardsService;
  wallet: WalletService;
  /** The member's VIP level (the vip module's), for audiences by level id or code. */
  levelOf?: (brand: Brand, memberId: string) => Promise<{ id: string; code: string } | undefined>;
}

/** Rewards of promotions are granted with this source and the promotion id. */
export const SOURCE = "promotion" as const;
/** Types whose rewards repeat by brand day (the label reads today's reward). */
const DAILY_TYPES = new Set(["daily_deposit", "checkin"]);
const OPEN_GRANTS = new Set(["waiting", "approval", "paying"]);

export function configOf(row: PromotionRow): PromotionConfig {
  return promotionConfig.parse(row.config);
}

/** What the promotions' services share: the clock, the audience and abuse rules, grants and labels. */
export function createPromotionContext(platform: Platform, deps: PromotionDeps) {
  const { db } = platform;
  const now = () => platform.clock.now();

  /** Whether the promotion's audience (VIP level, label, agent tree) admits the member. */
  async function inAudience(brand: Brand, row: PromotionRow, memberId: string): Promise<boolean> {
    const audience = row.audience;
    if (!audience.vipLevels.length && !audience.labels.length && !audience.agentIds.length) return true;
    const facts = await identity.memberFacts(db, brand.id, memberId);
    if (!facts) return false;
    if (audience.labels.length) {
      const labels = new Set([...facts.labels, ...(facts.clubLabel ? [facts.clubLabel] : [])]);
      if (!audience.labels.some((label) => labels.has(label))) return false;
    }
    if (audience.vipLevels.length) {
      const level = deps.levelOf ? await deps.levelOf(brand, memberId) : undefined;
      if (!level || !audience.vipLevels.some((entry) => entry === level.id || entry === level.code))
        return false;
    }
    if (audience.agentIds.length) {
      let inTree = false;
      for (const agentId of audience.agentIds) {
        if (agentId === memberId || (await isInDownline(db, brand.id, agentId, memberId))) {
          inTree = true;
          break;
        }
      }
      if (!inTree) return false;
    }
    return true;
  }

  /** Someone else taking part shares the member's phone, payee name, bank account or device. */
  function duplicate(
    row: PromotionRow,
    memberId: string,
    deviceId?: string,
    tx: Executor = db,
  ): Promise<boolean> {
    if (!row.onePerPerson) return Promise.resolve(false);
    return identity.sharesIdentity(tx, row.id, memberId, row.matchOn as AbuseMatchField[], deviceId);
  }

  /** The member's rewards from this promotion, newest first. */
  async function grantsOf(brand: Brand, memberId: string, promotionId: string): Promise<Grant[]> {
    const { rows } = await deps.rewards.list({ brandId: brand.id, memberId, source: SOURCE }, 1, 200);
    return rows.map((row) => row.grant).filter((grant) => grant.sourceId === promotionId);
  }

  function cashGrant(
    row: PromotionRow,
    input: {
      memberId: string;
      key: string;
      cash: bigint;
      points?: bigint;
      turnover?: TurnoverTerms;
      createdBy?: string;
    },
  ): RewardInput {
    return {
      memberId: input.memberId,
      source: SOURCE,
      sourceId: row.id,
      key: input.key,
      title: row.title,
      cash: input.cash,
      ...(input.points ? { points: input.points } : {}),
      ...(input.turnover && input.turnover.required > 0n ? { turnover: input.turnover } : {}),
      claim: row.joinMode === "claim" ? "claim" : "auto",
      ...(input.createdBy ? { createdBy: input.createdBy } : {}),
    };
  }

  /** A fixed bonus (birthday, Zalo, approved application) with its turnover rule. */
  function fixedBonus(brand: Brand, row: PromotionRow, memberId: string, key: string, createdBy?: string) {
    const config = configOf(row);
    if (config.type !== "event_bonus") throw new Error("not a fixed bonus");
    const digits = brand.currency.minorDigits;
    let cash = toMinor(config.amount, digits);
    if (config.event === "zalo") {
      const most = toMinor(brand.settings.rewards.zaloBonus, digits);
      if (cash > most) cash = most;
    }
    return cashGrant(row, {
      memberId,
      key,
      cash,
      turnover: turnoverTerms(config.turnover, cash, 0n, digits),
      ...(createdBy ? { createdBy } : {}),
    });
  }

  /** The member's state label and action (SPEC §4) for one promotion. */
  async function stateOf(brand: Brand, row: PromotionRow, memberId: string): Promise<PromotionState> {
    const at = now();
    const config = configOf(row);
    const today = zonedDay(at, brand.timeZone);
    const dayStart = startOfZonedDay(at, brand.timeZone);
    const [participation, grants, audienceOk] = await Promise.all([
      participations.findParticipation(db, row.id, memberId),
      grantsOf(brand, memberId, row.id),
      inAudience(brand, row, memberId),
    ]);
    const taking = participation?.status === "joined" || participation?.status === "applying";
    const isDuplicate = !taking && audienceOk && (await duplicate(row, memberId));
    const last =
      config.type === "checkin" ? await participations.lastCheckin(db, row.id, memberId) : undefined;
    const open = grants.find((grant) => OPEN_GRANTS.has(grant.status));
    const paid = grants.filter((grant) => grant.status === "paid");
    const recentPaid = DAILY_TYPES.has(row.type)
      ? paid.find((grant) => grant.createdAt.getTime() >= dayStart)
      : paid[0];
    const latestGrant = open ?? recentPaid;
    const latest: LatestGrant | null = latestGrant
      ? { status: latestGrant.status as LatestGrant["status"], claimed: latestGrant.claimBy !== null }
      : null;
    const { label, action } = participationLabel({
      phase: phaseOf(row, at),
      type: config.type,
      joinMode: row.joinMode as JoinMode,
      event: config.type === "event_bonus" ? config.event : null,
      blocked: !audienceOk || isDuplicate,
      participation: (participation?.status as "joined" | "applying" | "rejected" | undefined) ?? null,
      zaloBound: Boolean(participation?.zalo),
      checkedInToday: last?.day === today,
      latest,
    });
    // The streak as it stands today: kept through yesterday, broken before.
    const streak = last && (last.day === today || last.day === dayBefore(today)) ? last.streak : 0;
    return {
      id: row.id,
      label,
      action,
      blocked: !audienceOk ? "audience" : isDuplicate ? "duplicate" : null,
      claimableGrantId: open?.status === "waiting" ? open.id : null,
      reason: participation?.status === "rejected" ? participation.reason : null,
      streak,
      paid: fromMinor(
        paid.reduce((sum, grant) => sum + grant.cash, 0n),
        brand.currency.minorDigits,
      ),
    };
  }

  return {
    db,
    now,
    inAudience,
    duplicate,
    grantsOf,
    cashGrant,
    fixedBonus,
    stateOf,
    rewards: deps.rewards,
    wallet: deps.wallet,
  };
}

export type PromotionContext = ReturnType<typeof createPromotionContext>;
