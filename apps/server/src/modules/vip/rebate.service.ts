import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { startOfZonedDay, zonedDateStart, zonedDay } from "../../platform/time";
import type { RewardInput, RewardsService } from "../rewards";
import { RUN_STALE_MS } from "./evaluation";
import { addDays } from "./ladder";
import { levelsOf } from "./levels.repository";
import { ranksOf } from "./members.repository";
import { rebateFor } from "./rebate";
import * as runs from "./runs.repository";
import { ratesOf } from "./views";

const HOUR_MS = 3_600_000;
/** Days of missed rebates one run pays after an outage. */
const MAX_CATCH_UP_DAYS = 7;
const INPUT_CHUNK = 2_000;

/**
 * The daily rebate (DOMAIN §6.2): at the brand's `rebateHour`, the previous business day's settled
 * valid turnover by member and game category times the member's level's rates, capped per day, paid
 * automatically without turnover through rewards (ledger kind rebate, key `rebate:<day>:<member>`).
 * A day is claimed once across workers (vip_runs); the key makes a re-run pay nothing twice.
 */
export function createRebates(platform: Platform, rewards: RewardsService) {
  const db = platform.db;
  const now = () => new Date(platform.clock.now());

  async function payDay(brand: Brand, day: string) {
    const levels = await levelsOf(db, brand.id);
    const from = new Date(zonedDateStart(day, brand.timeZone));
    const to = new Date(zonedDateStart(addDays(day, 1), brand.timeZone));
    const rows = await rewards.validTurnover(brand, from, to);
    const byMember = new Map<string, { gameType: string; validBet: bigint }[]>();
    for (const row of rows) {
      const list = byMember.get(row.memberId) ?? [];
      list.push({ gameType: row.gameType, validBet: row.validBet });
      byMember.set(row.memberId, list);
    }
    const ranks = await ranksOf(db, brand.id, [...byMember.keys()]);
    const inputs: RewardInput[] = [];
    let amount = 0n;
    let turnover = 0n;
    for (const [memberId, turnoverRows] of byMember) {
      const level = levels[Math.min(ranks.get(memberId) ?? 0, levels.length - 1)];
      if (!level) continue;
      const rebate = rebateFor(turnoverRows, ratesOf(level), level.rebateDailyCap);
      turnover += turnoverRows.reduce((sum, row) => sum + row.validBet, 0n);
      if (rebate.amount <= 0n) continue;
      amount += rebate.amount;
      inputs.push({
        memberId,
        source: "rebate",
        sourceId: level.id,
        key: `rebate:${day}:${memberId}`,
        title: { EN: `Daily rebate ${day}`, VI: `Hoàn trả ngày ${day}` },
        cash: rebate.amount,
        ledgerKind: "rebate",
        claim: "auto",
      });
    }
    let grants = 0;
    for (let start = 0; start < inputs.length; start += INPUT_CHUNK)
      grants += await rewards.grantMany(brand, inputs.slice(start, start + INPUT_CHUNK));
    return { members: inputs.length, grants, amount, turnover };
  }

  async function rebateBrand(brand: Brand, nowMs: number): Promise<string | undefined> {
    const hour = Math.floor((nowMs - startOfZonedDay(nowMs, brand.timeZone)) / HOUR_MS);
    if (hour < brand.settings.rewards.rebateHour) return undefined;
    const day = addDays(zonedDay(nowMs, brand.timeZone), -1);
    if ((await levelsOf(db, brand.id)).length === 0) return undefined;
    const lastDone = await runs.lastDoneDay(db, brand.id, "rebate", day);
    const earliest = addDays(day, -(MAX_CATCH_UP_DAYS - 1));
    const resume = lastDone ? addDays(lastDone, 1) : day;
    const outcomes: string[] = [];
    for (let current = resume > earliest ? resume : earliest; current <= day; current = addDays(current, 1)) {
      if (!(await runs.claimRun(db, brand.id, "rebate", current, now(), RUN_STALE_MS))) continue;
      try {
        const totals = await payDay(brand, current);
        await runs.finishRun(db, brand.id, "rebate", current, now(), totals);
        outcomes.push(`${brand.merchantCode} ${current}: ${totals.grants} rebates`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await runs.failRun(db, brand.id, "rebate", current, now(), message);
        throw error;
      }
    }
    return outcomes.join("; ") || undefined;
  }

  return {
    rebateBrand,
    /** Job: every brand past its rebate hour whose previous day is not paid yet. */
    async rebateDue(nowMs: number): Promise<string> {
      const outcomes: string[] = [];
      const failures: string[] = [];
      for (const brand of await platform.brands.all()) {
        try {
          const outcome = await rebateBrand(brand, nowMs);
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

export type Rebates = ReturnType<typeof createRebates>;
