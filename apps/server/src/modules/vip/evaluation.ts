import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { zonedDateStart, zonedDay } from "../../platform/time";
import type { RewardInput, RewardsService } from "../rewards";
import { memberDeposits } from "../wallet";
import { addDays, birthdayDue, closeDay, freshState, type MemberLadderState } from "./ladder";
import { type LevelRow, levelsOf } from "./levels.repository";
import * as members from "./members.repository";
import * as runs from "./runs.repository";
import { ladderOf } from "./views";

/** Days one run catches up at most after an outage (older days are counted in the first one). */
const MAX_CATCH_UP_DAYS = 31;
/** A run whose worker died is taken over after this long. */
export const RUN_STALE_MS = 15 * 60_000;
const CHUNK = 500;

const localized = (level: LevelRow, en: string, vi: string) => ({
  EN: `${en} — ${level.name.EN ?? Object.values(level.name)[0] ?? level.code}`,
  VI: `${vi} — ${level.name.VI ?? level.name.EN ?? Object.values(level.name)[0] ?? level.code}`,
});

/**
 * The daily VIP evaluation (DOMAIN §6.3), once per brand day: each closed business day adds the
 * members' deposits and settled valid turnover to their totals and applies the ladder's rules
 * (ladder.ts) in the member's own transaction chunk; then upgrade bonuses are granted for the
 * promotions recorded (once per level, by key) and birthday bonuses for today's birthdays (once a
 * year). A re-run of a day cut short skips members already counted and grants nothing twice.
 */
export function createEvaluation(platform: Platform, rewards: RewardsService) {
  const db = platform.db;
  const now = () => new Date(platform.clock.now());

  function stateFromRow(row: members.VipMemberRow): MemberLadderState {
    return {
      rank: row.rank,
      highestRank: row.highestRank,
      windowStart: row.windowStart,
      windowTurnover: row.windowTurnover,
      totalDeposit: row.totalDeposit,
      totalTurnover: row.totalTurnover,
    };
  }

  /** Closes one day for every member who deposited or played in [from, to) or holds a level. */
  async function closeBrandDay(brand: Brand, levels: LevelRow[], day: string, from: Date, to: Date) {
    const [deposits, turnoverRows, ranked] = await Promise.all([
      memberDeposits(db, brand.id, from, to),
      rewards.validTurnover(brand, from, to),
      members.rankedMemberIds(db, brand.id),
    ]);
    const turnover = new Map<string, bigint>();
    for (const row of turnoverRows)
      turnover.set(row.memberId, (turnover.get(row.memberId) ?? 0n) + row.validBet);
    const candidates = [...new Set([...deposits.keys(), ...turnover.keys(), ...ranked])];
    const counted = await members.countedMembers(db, brand.id, candidates);
    const ids = candidates.filter((id) => counted.has(id));
    const ladder = ladderOf(levels);
    const totals = { members: 0, promoted: 0, demoted: 0 };
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      await db.transaction(async (tx) => {
        const states = await members.lockStates(tx, brand.id, chunk);
        const at = now();
        const rows: members.VipMemberWrite[] = [];
        const changes: members.ChangeWrite[] = [];
        for (const memberId of chunk) {
          const stored = states.get(memberId);
          if (stored?.evaluatedDay && stored.evaluatedDay >= day) continue;
          const before = stored ? stateFromRow(stored) : freshState(addDays(day, -1));
          const outcome = closeDay(
            ladder,
            before,
            day,
            deposits.get(memberId)?.amount ?? 0n,
            turnover.get(memberId) ?? 0n,
          );
          const moved = outcome.state.rank !== before.rank;
          rows.push({
            memberId,
            brandId: brand.id,
            ...outcome.state,
            reachedAt: moved || !stored ? at : stored.reachedAt,
            evaluatedDay: day,
            updatedAt: at,
          });
          if (outcome.change === "promotion" || outcome.change === "demotion")
            changes.push({
              brandId: brand.id,
              memberId,
              fromRank: before.rank,
              toRank: outcome.state.rank,
              reason: outcome.change,
              day,
              createdAt: at,
            });
        }
        const saved = await members.saveEvaluated(tx, rows);
        await members.insertChanges(
          tx,
          changes.filter((change) => saved.has(change.memberId)),
        );
        totals.members += saved.size;
        for (const change of changes) {
          if (!saved.has(change.memberId)) continue;
          if (change.reason === "promotion") totals.promoted++;
          else totals.demoted++;
        }
      });
    }
    return totals;
  }

  /** Upgrade bonuses of the promotions recorded over [fromDay, toDay]: once per member and level. */
  async function upgradeBonuses(brand: Brand, levels: LevelRow[], fromDay: string, toDay: string) {
    const inputs: RewardInput[] = [];
    for (const promotion of await members.promotionsBetween(db, brand.id, fromDay, toDay)) {
      const level = levels[promotion.toRank];
      if (!level || level.upgradeBonus <= 0n) continue;
      inputs.push({
        memberId: promotion.memberId,
        source: "vip_upgrade",
        sourceId: level.id,
        key: `vip-upgrade:${promotion.memberId}:${level.id}`,
        title: localized(level, "VIP upgrade bonus", "Thưởng thăng cấp VIP"),
        cash: level.upgradeBonus,
        turnover:
          level.upgradeTurnoverMultiple > 0
            ? { required: level.upgradeBonus * BigInt(level.upgradeTurnoverMultiple) }
            : undefined,
        claim: "auto",
      });
    }
    return rewards.grantMany(brand, inputs);
  }

  /** Birthday bonuses of members whose birthday is `today`: once a year (the key holds the year). */
  async function birthdayBonuses(brand: Brand, levels: LevelRow[], today: string) {
    const inputs: RewardInput[] = [];
    for (const member of await members.birthdayCandidates(db, brand.id)) {
      const level = levels[Math.min(member.rank, levels.length - 1)];
      if (!level || level.birthdayBonus <= 0n) continue;
      const created = zonedDay(member.createdAt.getTime(), brand.timeZone);
      if (!birthdayDue(member.birthday ?? undefined, created, today, level.birthdayMinAccountDays)) continue;
      inputs.push({
        memberId: member.memberId,
        source: "vip_birthday",
        sourceId: level.id,
        key: `vip-birthday:${member.memberId}:${today.slice(0, 4)}`,
        title: localized(level, "VIP birthday bonus", "Thưởng sinh nhật VIP"),
        cash: level.birthdayBonus,
        turnover:
          level.birthdayTurnoverMultiple > 0
            ? { required: level.birthdayBonus * BigInt(level.birthdayTurnoverMultiple) }
            : undefined,
        claim: "auto",
      });
    }
    return rewards.grantMany(brand, inputs);
  }

  async function evaluateBrand(brand: Brand, nowMs: number): Promise<string | undefined> {
    const today = zonedDay(nowMs, brand.timeZone);
    const day = addDays(today, -1);
    const levels = await levelsOf(db, brand.id);
    if (levels.length < 2) return undefined;
    if (!(await runs.claimRun(db, brand.id, "evaluate", day, now(), RUN_STALE_MS))) return undefined;
    try {
      const lastDone = await runs.lastDoneDay(db, brand.id, "evaluate", day);
      const earliest = addDays(day, -(MAX_CATCH_UP_DAYS - 1));
      const resume = lastDone ? addDays(lastDone, 1) : day;
      const firstDay = resume > earliest ? resume : earliest;
      // The first run ever counts the whole history into its day; later ones pick up after the last.
      const rangeStart = lastDone
        ? new Date(zonedDateStart(addDays(lastDone, 1), brand.timeZone))
        : new Date(0);
      const totals = { members: 0, promoted: 0, demoted: 0, grants: 0 };
      for (let current = firstDay; current <= day; current = addDays(current, 1)) {
        const from = current === firstDay ? rangeStart : new Date(zonedDateStart(current, brand.timeZone));
        const to = new Date(zonedDateStart(addDays(current, 1), brand.timeZone));
        const closed = await closeBrandDay(brand, levels, current, from, to);
        totals.members = Math.max(totals.members, closed.members);
        totals.promoted += closed.promoted;
        totals.demoted += closed.demoted;
      }
      totals.grants += await upgradeBonuses(brand, levels, firstDay, day);
      totals.grants += await birthdayBonuses(brand, levels, today);
      await runs.finishRun(db, brand.id, "evaluate", day, now(), totals);
      return `${brand.merchantCode} ${day}: ${totals.members} members, +${totals.promoted} -${totals.demoted}, ${totals.grants} bonuses`;
    } catch (error) {
      await runs.failRun(
        db,
        brand.id,
        "evaluate",
        day,
        now(),
        error instanceof Error ? error.message : String(error),
      );
      throw error;
    }
  }

  return {
    evaluateBrand,
    /** Job: every brand whose previous day has not been evaluated yet. */
    async evaluateDue(nowMs: number): Promise<string> {
      const outcomes: string[] = [];
      const failures: string[] = [];
      // One brand's failure does not hold the others back; its run is taken over on a later tick.
      for (const brand of await platform.brands.all()) {
        try {
          const outcome = await evaluateBrand(brand, nowMs);
          if (outcome) outcomes.push(outcome);
        } catch (error) {
          failures.push(`${brand.merchantCode}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (failures.length > 0) throw new Error(failures.join("; "));
      return outcomes.join("; ") || "nothing due";
    },
  };
}

export type Evaluation = ReturnType<typeof createEvaluation>;
