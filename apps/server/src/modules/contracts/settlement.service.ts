import { type ContractType, DIVIDEND_PERIODS, type DividendPeriod } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { zonedDateStart } from "../../platform/time";
import { lastRollupAt } from "../reports";
import type { WalletService } from "../wallet";
import * as contractsRepo from "./contracts.repository";
import { createPayer, type PayHooks } from "./payer";
import { type DayPeriod, dayOf, nextPeriod, periodInstants, periodOf, WINDOW_MS } from "./periods";
import { brandPolicies, type Policy, rateRows } from "./policy";
import * as runsRepo from "./runs.repository";
import {
  type ContractTerms,
  type MemberFigures,
  rollUpTeams,
  type SettlementResult,
  settleContracts,
} from "./settlement";
import * as repo from "./settlements.repository";

/** Periods one tick catches up at most per type, so a long outage is worked off over several ticks. */
const MAX_PERIODS_PER_TICK = 62;
/** Real-time and hourly windows one tick accrues at most (two days of 5-minute windows). */
const MAX_WINDOW_SPAN_MS = 2 * 86_400_000;
const WHOLE_PERIOD_TYPES = ["daily_salary", "dividend"] as const;
const WAGE_TYPES = ["hourly_salary", "realtime_salary"] as const;

/** Work done in a run's own transaction once its rows are written (the back office's audit entry). */
export type RunWritten = (tx: Executor, run: runsRepo.RunRow) => Promise<void>;

export interface SettlementOptions {
  /** Tests inject a failure between payments to prove a resumed run pays once. */
  hooks?: PayHooks;
}

/**
 * Settlement of agent contracts (docs/adr/0010). Each tick, per brand: whole periods (daily salary,
 * dividend) that ended and that the reports roll-up has passed are computed for every contract in
 * one pass over the period's per-member figures and the upline map; wage windows (5 or 60 minutes)
 * accrue at the lowest row from settled rounds and are trued up when their day closes. Every result
 * is a row unique per (contract, period start, version) committed with its run; payment follows,
 * keyed by the row, so a crash or a second worker never pays twice and the next tick finishes it.
 */
export function createSettlementService(
  platform: Platform,
  wallet: WalletService,
  options: SettlementOptions = {},
) {
  const db = platform.db;
  const payer = createPayer(platform, wallet, options.hooks);

  async function inputs(
    brand: Brand,
    policy: Policy,
    fromDay: string,
    toDay: string,
    wages?: { from: Date; to: Date },
  ) {
    const [uplines, daily] = await Promise.all([
      repo.uplineMap(db, brand.id),
      repo.dailyFigures(db, brand.id, fromDay, toDay),
    ]);
    const figures = new Map<string, MemberFigures>(daily.map((row) => [row.memberId, row]));
    if (wages) {
      const span = wages.to.getTime() - wages.from.getTime();
      for (const row of await repo.losingStakes(db, brand.id, wages.from, wages.to, span)) {
        const member = figures.get(row.memberId) ?? {
          memberId: row.memberId,
          bets: 0n,
          wins: 0n,
          losingStakes: 0n,
        };
        member.losingStakes += row.stakes;
        figures.set(row.memberId, member);
      }
    }
    return { uplines, teams: rollUpTeams(uplines, [...figures.values()], policy.activeMemberTurnover) };
  }

  const termsOf = (rows: readonly contractsRepo.TermsInForce[]): ContractTerms[] =>
    rows.map((row) => ({
      contractId: row.contractId,
      agentId: row.agentId,
      version: row.version,
      rows: rateRows(row.rows),
      carryNegative: row.carryNegative,
    }));

  /** Every contract's result for a whole period (the final figures, also for a wage type's day). */
  async function compute(brand: Brand, policy: Policy, type: ContractType, period: DayPeriod) {
    const { start, end } = periodInstants(period, brand.timeZone);
    const inForce = (
      await contractsRepo.contractsInForce(db, brand.id, type, { start: new Date(start), end: new Date(end) })
    ).filter((row) => type !== "dividend" || row.period === period.code);
    if (inForce.length === 0) return { start, end, results: [] as SettlementResult[] };
    const wages = type === "hourly_salary" || type === "realtime_salary";
    const { uplines, teams } = await inputs(
      brand,
      policy,
      period.startDay,
      period.endDay,
      wages ? { from: new Date(start), to: new Date(end) } : undefined,
    );
    const carries =
      type === "dividend"
        ? await repo.carriesBefore(
            db,
            inForce.map((row) => row.contractId),
            new Date(start),
          )
        : new Map<string, bigint>();
    return { start, end, results: settleContracts(type, termsOf(inForce), teams, uplines, carries) };
  }

  function settlementRow(
    brand: Brand,
    policy: Policy,
    type: ContractType,
    run: runsRepo.RunRow,
    result: SettlementResult,
    at: Date,
    correction?: { amount: bigint; attempt: number },
  ): repo.NewSettlement {
    const amount = correction ? correction.amount : result.amount;
    const waits = policy.approvalThreshold !== null && amount > policy.approvalThreshold;
    return {
      brandId: brand.id,
      contractId: result.contractId,
      agentId: result.agentId,
      type,
      kind: correction ? "correction" : "settlement",
      attempt: correction?.attempt ?? 0,
      runId: run.id,
      periodStart: run.periodStart,
      periodEnd: run.periodEnd,
      version: result.version,
      teamTurnover: result.team.turnover,
      teamWins: result.team.wins,
      teamNetLoss: result.team.netLoss,
      activeMembers: result.team.active,
      base: result.base,
      carryIn: result.carryIn,
      carryOut: result.carryOut,
      rateBp: result.rateBp,
      gross: result.gross,
      childrenGross: result.childrenGross,
      amount,
      status: amount === 0n ? "zero" : waits ? "pending_approval" : "pending",
      createdAt: at,
    };
  }

  /** Opens (or finds, after a crash) the run row of a period's attempt. */
  async function openRun(
    tx: Executor,
    brand: Brand,
    type: ContractType,
    code: string,
    start: number,
    end: number,
    attempt: number,
  ) {
    const at = new Date(platform.clock.now());
    const values = {
      brandId: brand.id,
      type,
      period: code,
      periodStart: new Date(start),
      periodEnd: new Date(end),
      attempt,
      status: "running",
      startedAt: at,
    };
    return (
      (await runsRepo.insertRun(tx, values)) ??
      (await runsRepo.findRun(tx, brand.id, type, code, new Date(start), attempt))
    );
  }

  /**
   * Settles one whole period. Daily salary and dividend write settlements; a wage type's day is its
   * true-up: the final amount less what its windows accrued, as a correction. `attempt` > 1 is a
   * re-run: only differences from what was paid are written, as corrections.
   */
  async function settlePeriod(
    brand: Brand,
    policy: Policy,
    type: ContractType,
    period: DayPeriod,
    attempt = 1,
    written?: RunWritten,
  ) {
    const { start, end, results } = await compute(brand, policy, type, period);
    const differences = attempt > 1 || type === "hourly_salary" || type === "realtime_salary";
    const paid = differences
      ? await repo.settledSums(db, brand.id, type, new Date(start), new Date(end))
      : new Map();
    return db.transaction(async (tx) => {
      const run = await openRun(tx, brand, type, period.code, start, end, attempt);
      if (!run) throw new Error("settlement run vanished");
      if (run.status === "done") return run;
      const at = new Date(platform.clock.now());
      const rows: repo.NewSettlement[] = [];
      for (const result of results) {
        if (!differences) {
          rows.push(settlementRow(brand, policy, type, run, result, at));
          continue;
        }
        const before = paid.get(result.contractId);
        // A settlement an operator holds or refused is theirs to decide, not a re-run's.
        if (before?.unpaidOriginal) continue;
        const difference = result.amount - (before?.amount ?? 0n);
        if (difference !== 0n)
          rows.push(settlementRow(brand, policy, type, run, result, at, { amount: difference, attempt }));
      }
      await repo.insertSettlements(tx, rows);
      await runsRepo.finishRun(tx, run.id, at);
      await written?.(tx, run);
      return run;
    });
  }

  /** Wage windows that ended since the last accrual: lowest row, settled losing stakes only. */
  async function accrueWindows(brand: Brand, policy: Policy, type: (typeof WAGE_TYPES)[number], now: number) {
    const windowMs = WINDOW_MS[type] ?? 300_000;
    const code = type === "realtime_salary" ? "5m" : "60m";
    const since =
      (await runsRepo.lastSettledEnd(db, brand.id, type, code)) ??
      (await contractsRepo.firstEffective(db, brand.id, type));
    if (!since) return 0;
    const from = since.getTime();
    const to = Math.min(Math.floor(now / windowMs) * windowMs, from + MAX_WINDOW_SPAN_MS);
    if (to <= from) return 0;
    const [uplines, stakes] = await Promise.all([
      repo.uplineMap(db, brand.id),
      repo.losingStakes(db, brand.id, new Date(from), new Date(to), windowMs),
    ]);
    const byWindow = new Map<number, MemberFigures[]>();
    for (const row of stakes) {
      const list = byWindow.get(row.windowStart) ?? [];
      list.push({ memberId: row.memberId, bets: 0n, wins: 0n, losingStakes: row.stakes });
      byWindow.set(row.windowStart, list);
    }
    const rows: repo.NewSettlement[] = [];
    await db.transaction(async (tx) => {
      const run = await openRun(tx, brand, type, code, from, to, 1);
      if (!run || run.status === "done") return;
      const at = new Date(platform.clock.now());
      for (const [windowStart, figures] of byWindow) {
        // The window's day decides which contracts count, as at the day's true-up.
        const day = periodInstants(periodOf("D", dayOf(windowStart, brand.timeZone)), brand.timeZone);
        const inForce = await contractsRepo.contractsInForce(tx, brand.id, type, {
          start: new Date(day.start),
          end: new Date(day.end),
        });
        // Until the day's figures are final, every team earns its lowest row (DOMAIN §5.4).
        const terms = termsOf(inForce).map((term) => ({
          ...term,
          rows: term.rows.slice(0, 1).map((row) => ({ ...row, minTurnover: 0n, minActiveMembers: 0 })),
        }));
        const teams = rollUpTeams(uplines, figures, policy.activeMemberTurnover);
        const windowRun = {
          ...run,
          periodStart: new Date(windowStart),
          periodEnd: new Date(windowStart + windowMs),
        };
        for (const result of settleContracts(type, terms, teams, uplines))
          if (result.amount > 0n) rows.push(settlementRow(brand, policy, type, windowRun, result, at));
      }
      await repo.insertSettlements(tx, rows);
      await runsRepo.finishRun(tx, run.id, at);
    });
    return rows.length;
  }

  /** Whole periods of a type and period code that ended before `until`, from where settling stopped. */
  async function duePeriods(brand: Brand, type: ContractType, code: DividendPeriod, until: number) {
    const last = await runsRepo.lastSettledEnd(db, brand.id, type, code);
    const first = last ?? (await contractsRepo.firstEffective(db, brand.id, type));
    if (!first) return [];
    const periods: DayPeriod[] = [];
    let period = periodOf(code, dayOf(first.getTime(), brand.timeZone));
    for (let i = 0; i < MAX_PERIODS_PER_TICK; i++) {
      if (zonedDateStart(period.endDay, brand.timeZone) > until) break;
      periods.push(period);
      period = nextPeriod(period);
    }
    return periods;
  }

  async function settleBrand(brand: Brand, now: number, rolledUpTo: number) {
    await contractsRepo.finishTerminations(db, brand.id, new Date(now));
    const policies = brandPolicies(brand, await contractsRepo.policiesOf(db, brand.id));
    let settled = 0;
    const until = Math.min(now, rolledUpTo);
    for (const type of [...WHOLE_PERIOD_TYPES, ...WAGE_TYPES]) {
      const policy = policies.get(type);
      if (!policy) continue;
      const codes = (
        type === "dividend" ? await contractsRepo.periodsInUse(db, brand.id, type) : ["D"]
      ).filter((code): code is DividendPeriod => (DIVIDEND_PERIODS as readonly string[]).includes(code));
      if (type === "hourly_salary" || type === "realtime_salary")
        settled += await accrueWindows(brand, policy, type, now);
      for (const code of codes)
        for (const period of await duePeriods(brand, type, code, until)) {
          await settlePeriod(brand, policy, type, period);
          settled += 1;
        }
    }
    return settled;
  }

  return {
    /** Everything due at `now` for every brand, then every unpaid row. The job calls this each minute. */
    async settleDue(now: number): Promise<string> {
      const rolled = await lastRollupAt(db);
      let periods = 0;
      let paid = 0;
      for (const brand of await platform.brands.all()) {
        periods += await settleBrand(brand, now, rolled ? rolled.getTime() : 0);
        paid += await payer.payUnpaid(brand);
      }
      return `settled ${periods} periods, paid ${paid}`;
    },

    /** Re-runs the period of a type that contains `day`: differences from what was paid, as corrections. */
    async rerun(brand: Brand, type: ContractType, day: string, written?: RunWritten) {
      const policy = brandPolicies(brand, await contractsRepo.policiesOf(db, brand.id)).get(type);
      if (!policy) throw new Error(`no policy for ${type}`);
      for (const code of type === "dividend" ? (["D", "W", "H", "M"] as const) : (["D"] as const)) {
        const period = periodOf(code, day);
        const start = new Date(zonedDateStart(period.startDay, brand.timeZone));
        const attempt = await runsRepo.latestAttempt(db, brand.id, type, code, start);
        if (attempt === 0) continue;
        const run = await settlePeriod(brand, policy, type, period, attempt + 1, written);
        await payer.payUnpaid(brand);
        return run;
      }
      return undefined;
    },

    payUnpaid: payer.payUnpaid,
    payOne: payer.payOne,
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
