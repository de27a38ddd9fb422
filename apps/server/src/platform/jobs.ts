import type { Database } from "@lotus/db";
import type { Logger } from "pino";
import { claimJobRun, finishJobRun } from "./jobs.repository";

export interface JobDefinition {
  /** Unique name; with the period start it keys a run. */
  name: string;
  periodMs: number;
  /**
   * Does everything due at `now`. Must be idempotent and must catch up: a period that was claimed
   * by a worker that died is not run again, the next period picks up its work.
   */
  run(now: number): Promise<string | undefined>;
}

export interface JobRunResult {
  job: string;
  periodStart: number;
  /** False when another worker (or an earlier tick) already ran this period. */
  ran: boolean;
  outcome?: string;
  error?: string;
}

/**
 * Periodic work that runs exactly once per period however many workers tick (DESIGN §1): a run is
 * claimed by inserting (job, period start) into job_runs, whose primary key lets one insert win.
 * The single process ticks it when ROLE is all or worker; tests call `runDue(now)` directly.
 */
export class JobRunner {
  private readonly jobs = new Map<string, JobDefinition>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<unknown> | undefined;

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
    private readonly logger: Logger,
  ) {}

  register(job: JobDefinition): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
    if (!Number.isInteger(job.periodMs) || job.periodMs < 1_000)
      throw new Error(`job ${job.name}: period too short`);
    this.jobs.set(job.name, job);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Runs every job whose current period has not been claimed yet. */
  async runDue(now: number = this.now()): Promise<JobRunResult[]> {
    const results: JobRunResult[] = [];
    for (const job of this.jobs.values()) results.push(await this.runOne(job, now));
    return results;
  }

  /** Runs one job for the period containing `now`, if no worker has claimed it. */
  async runJob(name: string, now: number = this.now()): Promise<JobRunResult> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    return this.runOne(job, now);
  }

  start(tickMs = 5_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      // One tick at a time: a slow run must not stack further ticks on the same process.
      if (this.ticking) return;
      this.ticking = this.runDue()
        .catch((error: unknown) => this.logger.error({ err: error }, "job tick failed"))
        .finally(() => {
          this.ticking = undefined;
        });
    }, tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
  }

  private async runOne(job: JobDefinition, now: number): Promise<JobRunResult> {
    const periodStart = Math.floor(now / job.periodMs) * job.periodMs;
    const claimed = await claimJobRun(this.db, job.name, new Date(periodStart), new Date(now));
    if (!claimed) return { job: job.name, periodStart, ran: false };
    const finish = (outcome: string) =>
      finishJobRun(this.db, job.name, new Date(periodStart), new Date(this.now()), outcome.slice(0, 500));
    try {
      const outcome = (await job.run(now)) ?? "done";
      await finish(outcome);
      return { job: job.name, periodStart, ran: true, outcome };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error({ err: error, job: job.name }, "job failed");
      await finish(`error: ${message}`);
      return { job: job.name, periodStart, ran: true, error: message };
    }
  }
}
