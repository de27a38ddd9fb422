export { lastRollupAt } from "./reports.repository";
export { createReports, type Reports } from "./reports.service";
export { GAP_HORIZON_MS, ROLLUP_JOB, registerRollupJob, runRollup } from "./rollup.job";
