import { randomUUID } from "node:crypto";
import { HOUSE_SLOT_IDS, toMinor } from "@lotus/contracts";
import { DEMO_MERCHANT, findDemoWinner } from "@lotus/db";
import { asDemoMember, openDemoSlot } from "./demo-session";
import type { HouseService } from "./house-games";
import { bigWinRule, type GamesService, isBigWin } from "./modules/games";
import type { WalletService } from "./modules/wallet";
import type { Platform } from "./platform/platform";

/** Enough rounds above the default rule (10× the stake) for a full-looking feed. */
const WANTED_BIG_WINS = 8;
/** A big win comes about once in 60 spins on either slot; this bounds the start-up time. */
const MAX_SPINS = 1_500;
/** The demo winner's credit, in minimum bets: far more than the spins can lose at 96% RTP. */
const CREDIT_IN_MIN_BETS = 2_000n;
/** The stakes the demo winner cycles through: the slot's first three bet steps. */
const STAKE_STEPS = 3;

export interface DemoWinsDeps {
  platform: Platform;
  wallet: WalletService;
  games: GamesService;
  house: HouseService;
}

/**
 * The demo brand's home shows live wins from the first start: its demo winner (DEMO_WINNER, a trial
 * account) receives demo credit through the ledger, as every free-play account does, then launches
 * the house slots and spins them through the same services a player's clicks reach, until a few
 * rounds beat the brand's big-win rule. Called once, right after the demo data is created. Returns
 * how many big wins it played.
 */
export async function playDemoWins({ platform, wallet, games, house }: DemoWinsDeps): Promise<number> {
  const winner = await findDemoWinner(platform.db);
  const brand = await platform.brands.byMerchant(DEMO_MERCHANT);
  if (!winner || !brand || brand.id !== winner.brandId) return 0;

  return asDemoMember(platform, brand, winner.memberId, async (session) => {
    const slots = [];
    for (const gameId of HOUSE_SLOT_IDS) slots.push(await openDemoSlot(games, house, brand, session, gameId));
    const [first] = slots;
    if (!first) return 0;
    const credit = toMinor(first.game.minBet, brand.currency.minorDigits) * CREDIT_IN_MIN_BETS;
    await wallet.post(
      {
        brandId: brand.id,
        kind: "demo_credit",
        idempotencyKey: winner.memberId,
        memberId: winner.memberId,
        legs: [
          { accountId: await wallet.account(brand, winner.memberId, "main"), amount: credit, member: true },
          { accountId: await wallet.houseAccount(brand, "demo_credit"), amount: -credit, member: false },
        ],
      },
      [winner.memberId],
    );

    const rule = bigWinRule(brand);
    const minor = (amount: number) => toMinor(amount, brand.currency.minorDigits);
    let bigWins = 0;
    for (let spins = 0; spins < MAX_SPINS && bigWins < WANTED_BIG_WINS; spins += 1) {
      const slot = slots[spins % slots.length] ?? first;
      const steps = slot.game.betSteps.slice(0, STAKE_STEPS);
      const bet = steps[Math.floor(spins / slots.length) % steps.length] ?? slot.game.minBet;
      const round = await house.spin(slot.sessionToken, { bet, requestId: `demo-${randomUUID()}` });
      if (isBigWin(rule, minor(round.bet), minor(round.win))) bigWins += 1;
    }
    return bigWins;
  });
}
