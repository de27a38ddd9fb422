import {
  fromMinor,
  PROBABILITY_BP_MAX,
  pickText,
  type RaffleEventInput,
  type RaffleEventView,
  type RafflePrizeKind,
  toMinor,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { actorOf, recordAudit } from "../operators";
import * as repo from "./raffle.repository";
import { prizeAmount } from "./raffle.service";

type Who = { operator: OperatorContext; ip: string };

/** The stored event and prizes of an operator's input, or raffle.invalid when they do not fit together. */
export function raffleValues(brand: Brand, input: RaffleEventInput, at: Date) {
  const digits = brand.currency.minorDigits;
  const odds = input.prizes.reduce((sum, prize) => sum + prize.probabilityBp, 0);
  const problems = [
    input.startsAt >= input.endsAt,
    odds > PROBABILITY_BP_MAX,
    input.gate !== "none" && input.gateMin <= 0,
    ...input.prizes.map(
      (prize) =>
        (prize.kind === "none" && prize.amount !== 0) ||
        (prize.kind !== "none" && prize.amount <= 0) ||
        (prize.kind === "points" && !Number.isInteger(prize.amount)),
    ),
    // Sessions must not overlap (the site shows one countdown at a time).
    input.sessions.some((a, i) =>
      input.sessions.some((b, j) => i !== j && a.start < b.end && b.start < a.end),
    ),
  ];
  if (problems.some(Boolean)) throw new AppError("raffle.invalid");
  const event: repo.NewEvent = {
    title: input.title,
    description: input.description,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    sessions: input.sessions,
    triesPerDay: input.triesPerDay,
    gate: input.gate,
    gateMin: input.gate === "none" ? 0n : toMinor(input.gateMin, digits),
    status: input.status,
    updatedAt: at,
  };
  const prizes = input.prizes.map((prize) => ({
    id: prize.id,
    name: prize.name,
    kind: prize.kind,
    amount: prize.kind === "cash" ? toMinor(prize.amount, digits) : BigInt(prize.amount),
    turnoverMultiple: prize.turnoverMultiple,
    totalStock: prize.totalStock,
    probabilityBp: prize.probabilityBp,
  }));
  return { event, prizes };
}

/** The back office's raffle screens: events with sessions and prize tables, stock, the participation log. */
export function createRaffleAdmin(platform: Platform) {
  const { db } = platform;
  const audit = (tx: Parameters<typeof recordAudit>[0], who: Who, entry: Parameters<typeof recordAudit>[2]) =>
    recordAudit(tx, actorOf(who.operator, who.ip), entry);

  async function views(brand: Brand, events: repo.EventRow[]): Promise<RaffleEventView[]> {
    const ids = events.map((event) => event.id);
    const [prizes, counts] = await Promise.all([repo.prizesOf(db, ids), repo.eventCounts(db, ids)]);
    return events.map((event) => ({
      id: event.id,
      title: event.title,
      description: event.description,
      startsAt: event.startsAt.getTime(),
      endsAt: event.endsAt.getTime(),
      sessions: event.sessions,
      triesPerDay: event.triesPerDay,
      gate: event.gate as RaffleEventView["gate"],
      gateMin: fromMinor(event.gateMin, brand.currency.minorDigits),
      status: event.status as RaffleEventView["status"],
      prizes: prizes
        .filter((prize) => prize.eventId === event.id)
        .map((prize) => ({
          id: prize.id,
          name: prize.name,
          kind: prize.kind as RafflePrizeKind,
          amount: prizeAmount(brand, prize),
          turnoverMultiple: prize.turnoverMultiple,
          totalStock: prize.totalStock,
          remainingStock: prize.remainingStock,
          probabilityBp: prize.probabilityBp,
          won: counts.wins.get(prize.id) ?? 0,
        })),
      participations: counts.participations.get(event.id) ?? 0,
      createdAt: event.createdAt.getTime(),
      updatedAt: event.updatedAt.getTime(),
    }));
  }

  async function one(brand: Brand, id: string): Promise<RaffleEventView> {
    const event = await repo.eventById(db, brand.id, id);
    if (!event) throw new AppError("raffle.not_found");
    const [view] = await views(brand, [event]);
    if (!view) throw new AppError("raffle.not_found");
    return view;
  }

  return {
    async list(brand: Brand, page: { page: number; pageSize: number }) {
      const { rows, total } = await repo.listEvents(db, brand.id, page);
      return { list: await views(brand, rows), total, page: page.page, pageSize: page.pageSize };
    },

    async create(brand: Brand, who: Who, input: RaffleEventInput) {
      const { event, prizes } = raffleValues(brand, input, new Date(platform.clock.now()));
      const id = await db.transaction(async (tx) => {
        const row = await repo.insertEvent(tx, brand.id, event);
        await repo.savePrizes(
          tx,
          row.id,
          prizes.map(({ id: _new, ...prize }) => prize),
        );
        await audit(tx, who, {
          brandId: brand.id,
          action: "raffle.create",
          targetType: "raffle_event",
          targetId: row.id,
          after: input,
        });
        return row.id;
      });
      return one(brand, id);
    },

    async update(brand: Brand, who: Who, id: string, input: RaffleEventInput) {
      const { event, prizes } = raffleValues(brand, input, new Date(platform.clock.now()));
      await db.transaction(async (tx) => {
        const before = await repo.eventById(tx, brand.id, id);
        if (!before) throw new AppError("raffle.not_found");
        await repo.updateEvent(tx, brand.id, id, event);
        await repo.savePrizes(tx, id, prizes);
        await audit(tx, who, {
          brandId: brand.id,
          action: "raffle.update",
          targetType: "raffle_event",
          targetId: id,
          before: { ...before, gateMin: before.gateMin.toString() },
          after: input,
        });
      });
      return one(brand, id);
    },

    async participations(
      brand: Brand,
      language: string,
      query: { eventId?: string; account?: string; won?: "yes" | "no"; page: number; pageSize: number },
    ) {
      const { rows, total } = await repo.listParticipations(db, brand.id, query);
      return {
        list: rows.map(({ participation, account, prize }) => ({
          id: participation.id,
          eventId: participation.eventId,
          memberId: participation.memberId,
          account,
          ip: participation.ip,
          won: participation.won,
          prizeName: prize ? pickText(prize.name, language) : null,
          prizeKind: (prize?.kind ?? null) as RafflePrizeKind | null,
          amount: prize ? prizeAmount(brand, { kind: prize.kind, amount: participation.amount }) : 0,
          usedTicket: participation.usedTicket,
          grantId: participation.grantId,
          createdAt: participation.createdAt.getTime(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type RaffleAdmin = ReturnType<typeof createRaffleAdmin>;
