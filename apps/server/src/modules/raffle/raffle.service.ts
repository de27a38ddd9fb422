import { fromMinor, type MemberRaffleView, pickText, type RafflePrizeKind } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { startOfZonedDay, zonedDay } from "../../platform/time";
import type { RewardInput, RewardsService } from "../rewards";
import { memberDeposits } from "../wallet";
import { drawPrize, type RandomInt, secureRandomInt, sessionState } from "./draw";
import * as repo from "./raffle.repository";

/** Draws in flight per event in this process above which a member is asked to retry (DOMAIN §6.5). */
const MAX_DRAWS_IN_FLIGHT = 64;

/** The reward of a winning draw: cash (with its turnover) or points, paid at once. */
export function prizeReward(
  prize: repo.PrizeRow,
  eventId: string,
  participation: { id: string; memberId: string },
) {
  const input: RewardInput = {
    memberId: participation.memberId,
    source: "raffle",
    sourceId: eventId,
    key: `raffle:${participation.id}`,
    title: prize.name as Record<string, string>,
    claim: "auto",
  };
  if (prize.kind === "cash") {
    input.cash = prize.amount;
    if (prize.turnoverMultiple > 0)
      input.turnover = { required: prize.amount * BigInt(prize.turnoverMultiple) };
  } else {
    input.points = prize.amount;
  }
  return input;
}

/** Amount of a prize as shown: currency for cash, whole points. */
export function prizeAmount(brand: Brand, prize: { kind: string; amount: bigint }): number {
  return prize.kind === "cash" ? fromMinor(prize.amount, brand.currency.minorDigits) : Number(prize.amount);
}

/** The member side of raffles: the events with the member's day, and the draw itself. */
export function createRaffleService(
  platform: Platform,
  rewards: RewardsService,
  options: { random?: RandomInt } = {},
) {
  const { db } = platform;
  const random = options.random ?? secureRandomInt;
  const now = () => platform.clock.now();
  const inFlight = new Map<string, number>();

  /** Today's deposits or valid turnover (minor units) toward an event's gate. */
  async function gateProgress(
    brand: Brand,
    event: repo.EventRow,
    memberId: string,
    at: number,
  ): Promise<bigint> {
    if (event.gate === "none") return 0n;
    const from = new Date(startOfZonedDay(at, brand.timeZone));
    const to = new Date(at + 1);
    if (event.gate === "deposit")
      return (await memberDeposits(db, brand.id, from, to, [memberId])).get(memberId)?.amount ?? 0n;
    const rows = await rewards.validTurnover(brand, from, to, [memberId]);
    return rows.reduce((sum, row) => sum + row.validBet, 0n);
  }

  async function draw(brand: Brand, event: repo.EventRow, memberId: string, ip: string, at: number) {
    const day = zonedDay(at, brand.timeZone);
    return db.transaction(async (tx) => {
      // One draw at a time per member and event: the day's tries are counted under the lock.
      await repo.lockMemberDraws(tx, event.id, memberId);
      const today = await repo.memberDays(tx, [event.id], memberId, day);
      const mine = today.get(event.id) ?? { tries: 0, won: false };
      if (mine.won) throw new AppError("raffle.already_won");
      const all = await repo.memberDay(tx, event.id, memberId, day);
      let usedTicket = false;
      if (mine.tries >= event.triesPerDay) {
        // The ticket is taken in this transaction: a draw that fails gives it back.
        if (!(await rewards.tickets.take(brand, memberId, tx))) throw new AppError("raffle.no_tries");
        usedTicket = true;
      }
      let candidates = (await repo.prizesOf(tx, [event.id])).map((prize) => ({
        ...prize,
        remaining: prize.remainingStock,
      }));
      let prize = drawPrize(candidates, random);
      // Another draw took the last one between the read and now: draw again without it.
      while (prize && !(await repo.takeStock(tx, prize.id))) {
        const gone = prize.id;
        candidates = candidates.map((candidate) =>
          candidate.id === gone ? { ...candidate, remaining: 0 } : candidate,
        );
        prize = drawPrize(candidates, random);
      }
      const won = prize !== null && prize.kind !== "none";
      const participation = await repo.insertParticipation(tx, {
        brandId: brand.id,
        eventId: event.id,
        memberId,
        day,
        tryNo: all.tries + 1,
        usedTicket,
        ip,
        won,
        prizeId: prize?.id ?? null,
        amount: won && prize ? prize.amount : 0n,
        createdAt: new Date(at),
      });
      return { participation, prize, usedTicket, dailyTries: mine.tries + (usedTicket ? 0 : 1) };
    });
  }

  return {
    async list(brand: Brand, memberId: string | undefined, language: string): Promise<MemberRaffleView[]> {
      const at = now();
      const events = await repo.liveEvents(db, brand.id, new Date(at));
      const ids = events.map((event) => event.id);
      const [prizes, days, tickets] = await Promise.all([
        repo.prizesOf(db, ids),
        memberId ? repo.memberDays(db, ids, memberId, zonedDay(at, brand.timeZone)) : new Map(),
        memberId ? rewards.tickets.count(brand, memberId) : 0,
      ]);
      return Promise.all(
        events.map(async (event) => {
          const state = sessionState(
            { startsAt: event.startsAt.getTime(), endsAt: event.endsAt.getTime(), sessions: event.sessions },
            at,
            brand.timeZone,
          );
          const day = days.get(event.id) ?? { tries: 0, won: false };
          const progress = memberId ? await gateProgress(brand, event, memberId, at) : 0n;
          return {
            id: event.id,
            title: pickText(event.title, language),
            description: pickText(event.description, language),
            startsAt: event.startsAt.getTime(),
            endsAt: event.endsAt.getTime(),
            sessions: event.sessions,
            open: state.open,
            nextSessionAt: state.nextSessionAt,
            prizes: prizes
              .filter((prize) => prize.eventId === event.id)
              .map((prize) => ({
                id: prize.id,
                name: pickText(prize.name, language),
                kind: prize.kind as RafflePrizeKind,
                amount: prizeAmount(brand, prize),
                soldOut: prize.remainingStock !== null && prize.remainingStock <= 0,
              })),
            triesPerDay: event.triesPerDay,
            triesLeft: memberId && !day.won ? Math.max(0, event.triesPerDay - day.tries) : 0,
            tickets: Number(tickets),
            wonToday: day.won,
            gate: event.gate as MemberRaffleView["gate"],
            gateMin: fromMinor(event.gateMin, brand.currency.minorDigits),
            gateProgress: fromMinor(progress, brand.currency.minorDigits),
          };
        }),
      );
    },

    async claim(brand: Brand, memberId: string, eventId: string, ip: string, language: string) {
      const at = now();
      const event = await repo.eventById(db, brand.id, eventId);
      if (event?.status !== "active" || at >= event.endsAt.getTime()) throw new AppError("raffle.not_found");
      const state = sessionState(
        { startsAt: event.startsAt.getTime(), endsAt: event.endsAt.getTime(), sessions: event.sessions },
        at,
        brand.timeZone,
      );
      if (!state.open) throw new AppError("raffle.not_open");
      if (event.gate !== "none" && (await gateProgress(brand, event, memberId, at)) < event.gateMin)
        throw new AppError("raffle.not_eligible");
      const busy = inFlight.get(eventId) ?? 0;
      if (busy >= MAX_DRAWS_IN_FLIGHT) throw new AppError("raffle.congested");
      inFlight.set(eventId, busy + 1);
      let result: Awaited<ReturnType<typeof draw>>;
      try {
        result = await draw(brand, event, memberId, ip, at);
      } finally {
        const left = (inFlight.get(eventId) ?? 1) - 1;
        if (left > 0) inFlight.set(eventId, left);
        else inFlight.delete(eventId);
      }
      const { participation, prize, usedTicket, dailyTries } = result;
      // Paid after the draw committed, keyed by the participation: the raffle job re-grants a win a crash left unpaid.
      if (participation.won && prize) {
        const { grant } = await rewards.grant(brand, prizeReward(prize, event.id, participation));
        await repo.setParticipationGrant(db, participation.id, grant.id);
      }
      return {
        participationId: participation.id,
        won: participation.won,
        prize:
          participation.won && prize
            ? {
                id: prize.id,
                name: pickText(prize.name, language),
                kind: prize.kind as RafflePrizeKind,
                amount: prizeAmount(brand, prize),
              }
            : null,
        usedTicket,
        triesLeft: participation.won ? 0 : Math.max(0, event.triesPerDay - dailyTries),
        tickets: Number(await rewards.tickets.count(brand, memberId)),
      };
    },
  };
}

export type RaffleService = ReturnType<typeof createRaffleService>;
