import type { Platform } from "../../platform/platform";
import type { Evaluation } from "./evaluation";
import type { Rebates } from "./rebate.service";

export const VIP_EVALUATE_JOB = "vip.evaluate";
export const VIP_REBATE_JOB = "vip.rebate";
/**
 * Both jobs tick every five minutes; each brand's day is claimed once in vip_runs, so the
 * evaluation runs in the first tick of the brand's day and the rebate in the first at its hour.
 */
const TICK_MS = 5 * 60_000;

export function registerVipJobs(platform: Platform, evaluation: Evaluation, rebates: Rebates): void {
  platform.jobs.register({
    name: VIP_EVALUATE_JOB,
    periodMs: TICK_MS,
    run: (now) => evaluation.evaluateDue(now),
  });
  platform.jobs.register({ name: VIP_REBATE_JOB, periodMs: TICK_MS, run: (now) => rebates.rebateDue(now) });
}
