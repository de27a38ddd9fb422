import { randomUUID } from "node:crypto";
import { HOUSE_SLOT_IDS } from "@lotus/contracts";
import { DEMO_ACCOUNTS, DEMO_MERCHANT, DEMO_TEAM } from "@lotus/db";
import type { DemoActivityDeps } from "./demo-activity";
import { asDemoMember, openDemoSlot } from "./demo-session";
import { memberByAccount } from "./modules/accounts";

/** Spins each team player makes on the first house slot, at its smallest stake. */
const SPINS_PER_PLAYER = [12, 8, 5] as const;

/**
 * agent01's team plays on a fresh start, so the agent centre opens on real figures at every level:
 * player01 (level 1), player02 (level 2) and player03 (level 3) each have a bank-transfer deposit
 * credited and a few house-slot rounds, through the same services a player's clicks reach.
 * Answers how many rounds were played.
 */
export async function playDemoTeam({ platform, payments, games, house }: DemoActivityDeps): Promise<number> {
  const brand = await platform.brands.byMerchant(DEMO_MERCHANT);
  if (!brand) return 0;
  const players = [
    DEMO_ACCOUNTS[2].account,
    ...DEMO_TEAM.filter((m) => m.accountType === 0).map((m) => m.account),
  ];
  let rounds = 0;
  for (const [index, account] of players.entries()) {
    const member = await memberByAccount(platform.db, brand.id, account);
    if (!member) continue;
    rounds += await asDemoMember(platform, brand, member.id, async (session) => {
      const channels = await payments.deposits.channels(brand, session, brand.defaultLanguage);
      const bank = channels.find((channel) => channel.type === "bank_transfer");
      if (!bank) return 0;
      const deposit = await payments.deposits.create(
        brand,
        session,
        { requestId: `demo-${randomUUID()}`, channelId: bank.id, amount: bank.min * (10 - index * 2) },
        brand.defaultLanguage,
      );
      await payments.deposits.credit(brand, deposit.id, { gateway: "demo-seed" });
      const gameId = HOUSE_SLOT_IDS[index % HOUSE_SLOT_IDS.length] ?? HOUSE_SLOT_IDS[0];
      const slot = await openDemoSlot(games, house, brand, session, gameId);
      const spins = SPINS_PER_PLAYER[index] ?? 0;
      for (let spin = 0; spin < spins; spin += 1)
        await house.spin(slot.sessionToken, { bet: slot.game.minBet, requestId: `demo-${randomUUID()}` });
      return spins;
    });
  }
  return rounds;
}
