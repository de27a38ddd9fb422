import type { Platform } from "../../platform/platform";
import type { SettlementService } from "./settlement.service";

export const SETTLEMENT_JOB = "contracts.settle";
/** Every minute: 5-minute real-time windows are accrued within a minute of ending (SPEC §9). */
const SETTLEMENT_PERIOD_MS = 60_000;

/**
 * Claimed once per minute across workers. A claimed run that crashed is not run again, but the next
 * minute's run catches up: it settles every period not settled yet and pays every unpaid row.
 */
export function registerSettlementJob(platform: Platform, settlement: SettlementService): void {
  platform.jobs.register({
    name: SETTLEMENT_JOB,
    periodMs: SETTLEMENT_PERIOD_MS,
    run: (now) => settlement.settleDue(now),
  });
}
