import { randomUUID } from "node:crypto";
import { HOUSE_SLOT_IDS } from "@lotus/contracts";
import { DEMO_ACCOUNTS, DEMO_MERCHANT } from "@lotus/db";
import { asDemoMember, openDemoSlot } from "./demo-session";
import type { HouseService } from "./house-games";
import { memberByAccount } from "./modules/accounts";
import type { GamesService } from "./modules/games";
import type { Payments } from "./modules/payments";
import type { Platform } from "./platform/platform";

/** The demo member's deposits, in minimum deposits of the bank-transfer channel. */
const DEPOSITS_IN_MINIMUMS = [20, 10, 5, 3] as const;
/** Spins on each house slot at its smallest stake: enough for a day of play on the reports. */
const SPINS_PER_SLOT = 25;

export interface DemoActivityDeps {
  platform: Platform;
  payments: Payments;
  games: GamesService;
  house: HouseService;
}

/**
 * A fresh demo brand's reports open on a real day: the demo member (demo01) asks for bank-transfer
 * deposits through the payments service as the site would; two are credited, one fails and one
 * waits in the finance queue. Then the member plays the house slots through the same services a
 * player's clicks reach. No operator exists yet on a fresh start, so the credits are recorded as
 * settled by "demo-seed" (the path a gateway's notification takes), never as an operator's review.
 * Called once, right after the demo data is created; answers how many rounds were played.
 */
export async function playDemoActivity({
  platform,
  payments,
  games,
  house,
}: DemoActivityDeps): Promise<number> {
  const brand = await platform.brands.byMerchant(DEMO_MERCHANT);
  const account = DEMO_ACCOUNTS[0].account;
  const member = brand ? await memberByAccount(platform.db, brand.id, account) : undefined;
  if (!brand || !member) return 0;
  return asDemoMember(platform, brand, member.id, async (session) => {
    const channels = await payments.deposits.channels(brand, session, brand.defaultLanguage);
    const bank = channels.find((channel) => channel.type === "bank_transfer");
    if (!bank) return 0;
    const requested = [];
    for (const times of DEPOSITS_IN_MINIMUMS) {
      requested.push(
        await payments.deposits.create(
          brand,
          session,
          { requestId: `demo-${randomUUID()}`, channelId: bank.id, amount: bank.min * times },
          brand.defaultLanguage,
        ),
      );
    }
    const [first, second, third] = requested;
    if (first) await payments.deposits.credit(brand, first.id, { gateway: "demo-seed" });
    if (second) await payments.deposits.credit(brand, second.id, { gateway: "demo-seed" });
    if (third) await payments.deposits.fail(brand, third.id, "Demo: the transfer never arrived", undefined);

    let rounds = 0;
    for (const gameId of HOUSE_SLOT_IDS) {
      const slot = await openDemoSlot(games, house, brand, session, gameId);
      for (let spin = 0; spin < SPINS_PER_SLOT; spin += 1) {
        await house.spin(slot.sessionToken, { bet: slot.game.minBet, requestId: `demo-${randomUUID()}` });
        rounds += 1;
      }
    }
    return rounds;
  });
}
