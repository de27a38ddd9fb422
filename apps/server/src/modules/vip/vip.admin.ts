import {
  toMinor,
  type VipLevelAdminView,
  type VipMemberView,
  type VipRunView,
  type vipLevelInput,
} from "@lotus/contracts";
import type { z } from "zod";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/operator-context";
import type { Platform } from "../../platform/platform";
import { zonedDay } from "../../platform/time";
import { actorOf, recordAudit } from "../operators";
import * as levels from "./levels.repository";
import * as members from "./members.repository";
import * as runs from "./runs.repository";
import { levelAdminView, moneyOf, nameIn } from "./views";
import type { VipService } from "./vip.service";

type Who = { operator: OperatorContext; ip: string };
type LevelInput = z.output<typeof vipLevelInput>;

/** The back office's VIP screens: the ladder editor, members' levels (manual set) and the daily runs; audited. */
export function createVipAdmin(platform: Platform, vip: VipService) {
  const db = platform.db;
  const now = () => new Date(platform.clock.now());
  const audit = (tx: Parameters<typeof recordAudit>[0], who: Who, entry: Parameters<typeof recordAudit>[2]) =>
    recordAudit(tx, actorOf(who.operator, who.ip), entry);

  function rowOf(
    brand: Brand,
    input: LevelInput,
  ): Omit<levels.LevelWrite, "brandId" | "rank"> & { depositRequired: bigint; turnoverRequired: bigint } {
    if (!input.name[brand.defaultLanguage]?.trim()) throw new AppError("vip.name_required");
    const minor = (value: number) => toMinor(value, brand.currency.minorDigits);
    return {
      code: input.code,
      name: Object.fromEntries(Object.entries(input.name).filter(([, text]) => text?.trim())) as Record<
        string,
        string
      >,
      depositRequired: minor(input.depositRequired),
      turnoverRequired: minor(input.turnoverRequired),
      maintenanceTurnover: minor(input.maintenanceTurnover),
      maintenanceDays: input.maintenanceDays,
      upgradeBonus: minor(input.upgradeBonus),
      upgradeTurnoverMultiple: input.upgradeTurnoverMultiple,
      birthdayBonus: minor(input.birthdayBonus),
      birthdayTurnoverMultiple: input.birthdayTurnoverMultiple,
      birthdayMinAccountDays: input.birthdayMinAccountDays,
      rebateRates: input.rebateRates,
      rebateDailyCap: minor(input.rebateDailyCap),
      withdrawalDailyLimit: minor(input.withdrawalDailyLimit),
      freeWithdrawals: input.freeWithdrawals,
      pointsRate: input.pointsRate,
    };
  }

  /** A level needs at least what the one below needs and at most what the one above needs. */
  function checkOrder(ladder: levels.LevelRow[], rank: number, row: ReturnType<typeof rowOf>) {
    const below = ladder.find((level) => level.rank === rank - 1);
    const above = ladder.find((level) => level.rank === rank + 1);
    const fits = (low: { depositRequired: bigint; turnoverRequired: bigint }, high: typeof low) =>
      low.depositRequired <= high.depositRequired && low.turnoverRequired <= high.turnoverRequired;
    if ((below && !fits(below, row)) || (above && !fits(row, above)))
      throw new AppError("vip.requirements_order");
  }

  async function listLevels(brand: Brand): Promise<VipLevelAdminView[]> {
    const [rows, counts] = await Promise.all([
      levels.levelsOf(db, brand.id),
      levels.membersPerRank(db, brand.id),
    ]);
    return rows.map((row) => levelAdminView(brand, row, counts.get(row.rank) ?? 0));
  }

  async function oneLevel(brand: Brand, id: string) {
    const view = (await listLevels(brand)).find((level) => level.id === id);
    if (!view) throw new AppError("vip.level_not_found");
    return view;
  }

  function memberView(
    brand: Brand,
    ladder: levels.LevelRow[],
    row: Awaited<ReturnType<typeof members.listMembers>>["rows"][number],
  ): VipMemberView {
    const money = moneyOf(brand);
    const level = ladder[Math.min(Number(row.rank), ladder.length - 1)];
    return {
      memberId: row.memberId,
      account: row.account,
      rank: Number(row.rank),
      levelName: level ? nameIn(level.name, brand.defaultLanguage, brand) : "",
      reachedAt: row.reachedAt?.getTime() ?? null,
      totalDeposit: money(row.totalDeposit ?? 0n),
      totalTurnover: money(row.totalTurnover ?? 0n),
      windowStart: row.windowStart ?? null,
      windowTurnover: money(row.windowTurnover ?? 0n),
      evaluatedDay: row.evaluatedDay ?? null,
    };
  }

  return {
    async levels(brand: Brand) {
      return { list: await listLevels(brand) };
    },

    async createLevel(brand: Brand, who: Who, input: LevelInput) {
      const row = rowOf(brand, input);
      const saved = await db.transaction(async (tx) => {
        await levels.lockLadder(tx, brand.id);
        const ladder = await levels.levelsOf(tx, brand.id);
        if (input.rank !== ladder.length) throw new AppError("vip.rank_gap");
        if (ladder.some((level) => level.code === row.code)) throw new AppError("vip.code_taken");
        checkOrder(ladder, input.rank, row);
        const created = await levels.insertLevel(tx, { ...row, brandId: brand.id, rank: input.rank });
        await audit(tx, who, {
          brandId: brand.id,
          action: "vip.level_create",
          targetType: "vip_level",
          targetId: created.id,
          after: input,
        });
        return created;
      });
      vip.invalidate(brand.id);
      return oneLevel(brand, saved.id);
    },

    async updateLevel(brand: Brand, who: Who, id: string, input: LevelInput) {
      const row = rowOf(brand, input);
      await db.transaction(async (tx) => {
        await levels.lockLadder(tx, brand.id);
        const ladder = await levels.levelsOf(tx, brand.id);
        const current = ladder.find((level) => level.id === id);
        if (!current) throw new AppError("vip.level_not_found");
        if (ladder.some((level) => level.code === row.code && level.id !== id))
          throw new AppError("vip.code_taken");
        checkOrder(ladder, current.rank, row);
        await levels.updateLevel(tx, brand.id, id, { ...row, updatedAt: now() });
        await audit(tx, who, {
          brandId: brand.id,
          action: "vip.level_update",
          targetType: "vip_level",
          targetId: id,
          before: levelAdminView(brand, current, 0),
          after: { ...input, rank: current.rank },
        });
      });
      vip.invalidate(brand.id);
      return oneLevel(brand, id);
    },

    async deleteLevel(brand: Brand, who: Who, id: string) {
      await db.transaction(async (tx) => {
        await levels.lockLadder(tx, brand.id);
        const ladder = await levels.levelsOf(tx, brand.id);
        const current = ladder.find((level) => level.id === id);
        if (!current) throw new AppError("vip.level_not_found");
        const held = (await levels.membersPerRank(tx, brand.id)).get(current.rank) ?? 0;
        const top = current.rank === ladder.length - 1;
        if (!top || (current.rank > 0 && held > 0)) throw new AppError("vip.level_in_use");
        await levels.deleteLevel(tx, brand.id, id);
        await audit(tx, who, {
          brandId: brand.id,
          action: "vip.level_delete",
          targetType: "vip_level",
          targetId: id,
          before: levelAdminView(brand, current, held),
        });
      });
      vip.invalidate(brand.id);
      return { deleted: true };
    },

    async members(brand: Brand, query: { rank?: number; account?: string; page: number; pageSize: number }) {
      const [ladder, page] = await Promise.all([
        vip.ladder(brand.id),
        members.listMembers(db, brand.id, query, query.page, query.pageSize),
      ]);
      return {
        list: page.rows.map((row) => memberView(brand, ladder, row)),
        total: page.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Sets a member's level by hand: a new maintenance window from today; no upgrade bonus is paid. */
    async setMember(brand: Brand, who: Who, memberId: string, body: { rank: number; reason: string }) {
      const member = await members.memberOfBrand(db, brand.id, memberId);
      if (!member || member.accountType === 4) throw new AppError("vip.member_not_found");
      const ladder = await levels.levelsOf(db, brand.id);
      if (body.rank >= ladder.length) throw new AppError("vip.level_not_found");
      const at = now();
      const today = zonedDay(at.getTime(), brand.timeZone);
      await db.transaction(async (tx) => {
        const before = (await members.lockStates(tx, brand.id, [memberId])).get(memberId);
        await members.upsertState(tx, {
          memberId,
          brandId: brand.id,
          rank: body.rank,
          highestRank: Math.max(before?.highestRank ?? 0, body.rank),
          reachedAt: at,
          windowStart: today,
          windowTurnover: 0n,
          totalDeposit: before?.totalDeposit ?? 0n,
          totalTurnover: before?.totalTurnover ?? 0n,
          evaluatedDay: before?.evaluatedDay ?? null,
          updatedAt: at,
        });
        await members.insertChanges(tx, [
          {
            brandId: brand.id,
            memberId,
            fromRank: before?.rank ?? 0,
            toRank: body.rank,
            reason: "manual",
            day: today,
            operatorId: who.operator.operatorId,
            note: body.reason,
            createdAt: at,
          },
        ]);
        await audit(tx, who, {
          brandId: brand.id,
          action: "vip.member_set",
          targetType: "member",
          targetId: memberId,
          before: { rank: before?.rank ?? 0 },
          after: { rank: body.rank },
          reason: body.reason,
        });
      });
      const page = await members.listMembers(db, brand.id, { memberId }, 1, 1);
      const row = page.rows[0];
      if (!row) throw new AppError("vip.member_not_found");
      return memberView(brand, ladder, row);
    },

    async runs(
      brand: Brand,
      query: { kind?: runs.RunKind; from?: string; to?: string; page: number; pageSize: number },
    ) {
      const money = moneyOf(brand);
      const page = await runs.listRuns(db, brand.id, query, query.page, query.pageSize);
      const list: VipRunView[] = page.rows.map((row) => ({
        kind: row.kind as VipRunView["kind"],
        day: row.day,
        status: row.status as VipRunView["status"],
        startedAt: row.startedAt.getTime(),
        finishedAt: row.finishedAt?.getTime() ?? null,
        members: row.members,
        promoted: row.promoted,
        demoted: row.demoted,
        grants: row.grants,
        amount: money(row.amount),
        turnover: money(row.turnover),
        error: row.error,
      }));
      return { list, total: page.total, page: query.page, pageSize: query.pageSize };
    },
  };
}

export type VipAdmin = ReturnType<typeof createVipAdmin>;
