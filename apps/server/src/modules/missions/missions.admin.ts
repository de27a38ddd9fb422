import {
  fromMinor,
  type MissionAdminView,
  type MissionCounter,
  type MissionInput,
  type MissionKind,
  pickText,
  toMinor,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { actorOf, recordAudit } from "../operators";
import * as repo from "./missions.repository";
import { AMOUNT_COUNTERS } from "./missions.service";

type Who = { operator: OperatorContext; ip: string };

/** The stored form of an operator's mission, or mission.invalid when its settings do not fit together. */
export function missionValues(brand: Brand, input: MissionInput, at: Date): repo.NewMission {
  const digits = brand.currency.minorDigits;
  const money = AMOUNT_COUNTERS.includes(input.counter as MissionCounter);
  const play = input.counter === "settled_bets" || input.counter === "valid_turnover";
  const problems = [
    input.counter === "profile" && !input.profileAction,
    input.counter !== "profile" && input.profileAction !== null,
    !play && (input.gameType !== null || input.gameId !== null),
    !money && !Number.isInteger(input.target),
    input.kind === "event" && (input.startsAt === null || input.endsAt === null),
    input.startsAt !== null && input.endsAt !== null && input.startsAt >= input.endsAt,
    input.rewardCash <= 0 && input.rewardPoints <= 0 && input.rewardTickets <= 0,
    // A profile fact is done once: it cannot repeat within a period.
    input.counter === "profile" && input.limitPerPeriod !== 1,
  ];
  if (problems.some(Boolean)) throw new AppError("mission.invalid");
  return {
    kind: input.kind,
    title: input.title,
    description: input.description,
    counter: input.counter,
    gameType: input.gameType,
    gameId: input.gameId,
    profileAction: input.profileAction,
    target: input.counter === "profile" ? 1n : money ? toMinor(input.target, digits) : BigInt(input.target),
    claimMode: input.claimMode,
    rewardCash: toMinor(input.rewardCash, digits),
    turnoverMultiple: input.turnoverMultiple,
    rewardPoints: BigInt(input.rewardPoints),
    rewardTickets: input.rewardTickets,
    limitPerPeriod: input.limitPerPeriod,
    startsAt: input.startsAt === null ? null : new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    status: input.status,
    sortOrder: input.sortOrder,
    updatedAt: at,
  };
}

export function missionAdminView(brand: Brand, row: repo.MissionRow, completions: number): MissionAdminView {
  const digits = brand.currency.minorDigits;
  const money = AMOUNT_COUNTERS.includes(row.counter as MissionCounter);
  return {
    id: row.id,
    kind: row.kind as MissionKind,
    title: row.title,
    description: row.description,
    counter: row.counter as MissionCounter,
    gameType: row.gameType as MissionAdminView["gameType"],
    gameId: row.gameId,
    profileAction: row.profileAction as MissionAdminView["profileAction"],
    target: money ? fromMinor(row.target, digits) : Number(row.target),
    claimMode: row.claimMode as MissionAdminView["claimMode"],
    rewardCash: fromMinor(row.rewardCash, digits),
    turnoverMultiple: row.turnoverMultiple,
    rewardPoints: Number(row.rewardPoints),
    rewardTickets: row.rewardTickets,
    limitPerPeriod: row.limitPerPeriod,
    startsAt: row.startsAt?.getTime() ?? null,
    endsAt: row.endsAt?.getTime() ?? null,
    status: row.status as MissionAdminView["status"],
    sortOrder: row.sortOrder,
    completions,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The back office's missions editor and completions list; every write is audited in its transaction. */
export function createMissionsAdmin(
  platform: Platform,
  isGameOfBrand: (brandId: string, id: string) => Promise<boolean>,
) {
  const { db } = platform;
  /** The stored form, once the game it counts (if any) is the brand's. */
  async function checkedValues(brand: Brand, input: MissionInput) {
    const values = missionValues(brand, input, new Date(platform.clock.now()));
    if (input.gameId !== null && !(await isGameOfBrand(brand.id, input.gameId)))
      throw new AppError("mission.game_unknown");
    return values;
  }
  const audit = (tx: Parameters<typeof recordAudit>[0], who: Who, entry: Parameters<typeof recordAudit>[2]) =>
    recordAudit(tx, actorOf(who.operator, who.ip), entry);

  return {
    async list(brand: Brand, query: { kind?: MissionKind; page: number; pageSize: number }) {
      const { rows, total } = await repo.listMissions(db, brand.id, query);
      return {
        list: rows.map((row) => missionAdminView(brand, row, row.completions)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async create(brand: Brand, who: Who, input: MissionInput) {
      const values = await checkedValues(brand, input);
      return db.transaction(async (tx) => {
        const row = await repo.insertMission(tx, brand.id, values);
        await audit(tx, who, {
          brandId: brand.id,
          action: "mission.create",
          targetType: "mission",
          targetId: row.id,
          after: input,
        });
        return missionAdminView(brand, row, 0);
      });
    },

    async update(brand: Brand, who: Who, id: string, input: MissionInput) {
      const values = await checkedValues(brand, input);
      return db.transaction(async (tx) => {
        const before = await repo.missionById(tx, brand.id, id);
        if (!before) throw new AppError("mission.not_found");
        const row = await repo.updateMission(tx, brand.id, id, values);
        if (!row) throw new AppError("mission.not_found");
        await audit(tx, who, {
          brandId: brand.id,
          action: "mission.update",
          targetType: "mission",
          targetId: id,
          before: missionAdminView(brand, before, 0),
          after: input,
        });
        return missionAdminView(brand, row, await repo.completionTotal(tx, id));
      });
    },

    async completions(
      brand: Brand,
      language: string,
      query: { missionId?: string; account?: string; page: number; pageSize: number },
    ) {
      const { rows, total } = await repo.listCompletions(db, brand.id, query);
      const digits = brand.currency.minorDigits;
      return {
        list: rows.map(({ completion, title, account }) => ({
          id: completion.id,
          missionId: completion.missionId,
          missionTitle: pickText(title, language),
          memberId: completion.memberId,
          account,
          period: completion.period,
          rewardCash: fromMinor(completion.rewardCash, digits),
          rewardPoints: Number(completion.rewardPoints),
          rewardTickets: completion.rewardTickets,
          grantId: completion.grantId,
          createdAt: completion.createdAt.getTime(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type MissionsAdmin = ReturnType<typeof createMissionsAdmin>;
