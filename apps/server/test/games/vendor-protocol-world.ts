import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import type { TestApp } from "../support/app";
import {
  decimal,
  minor,
  type SimulatedVendor,
  type VendorPlayer,
  vendorLaunchToken,
} from "./simulated-vendor";
import {
  expectLedgerClean,
  fund,
  launch,
  ledgerBalance,
  loginQuick,
  memberId,
  signedVendor,
} from "./support";

export const VENDOR = "SIMV";
export const GAME = "sim-baccarat";

/**
 * What the vendor-protocol files share: a signed simulated vendor with two live games, demo01
 * (funded) and player01 (poor) signed in, and the checks every scenario ends with — the member's
 * balance exact as the site, the vendor, the account row and the ledger entries see it.
 */
export function vendorProtocolWorld(t: TestApp, fundingKey: string) {
  const world = {
    vendor: undefined as unknown as SimulatedVendor,
    demoToken: "",
    demoId: "",
    poorToken: "",
    poorId: "",

    /** Launches the vendor's game for a member and authenticates its one-time token as the vendor does. */
    async session(token: string, gameId = GAME): Promise<VendorPlayer> {
      const launched = await launch(t, token, gameId, VENDOR);
      expect(launched.statusCode, launched.body).toBe(200);
      return world.vendor.open(vendorLaunchToken(launched.json().value.game_url));
    },

    /** The member's balance in minor units as the site shows it. */
    async siteBalance(token: string): Promise<number> {
      const response = await t.call({ method: "GET", url: "/wps/v2/wallets/balance", token });
      expect(response.statusCode, response.body).toBe(200);
      return minor(response.json().value.sumBalance);
    },

    /** The end of every scenario: the site, the vendor, the account row and the entries agree on the exact figure. */
    async expectBalance(token: string, member: string, expectedMinor: number, player?: VendorPlayer) {
      expect(await world.siteBalance(token)).toBe(expectedMinor);
      const ledger = await ledgerBalance(t, member);
      expect(ledger.row).toBe(BigInt(expectedMinor));
      expect(ledger.entries).toBe(BigInt(expectedMinor));
      if (player) {
        const answer = await player.balance();
        expect(answer.value).toEqual({ balance: decimal(expectedMinor), currency: "VND" });
      }
      await expectLedgerClean(t);
    },

    async betRecord(token: string, round: string) {
      const response = await t.call({
        method: "GET",
        url: "/wps/relay/ODSFE2_MemBetDet",
        query: { vassalage: VENDOR, pageSize: "100" },
        token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().value.list as { round: string }[]).find((item) => item.round === round) as
        | Record<string, unknown>
        | undefined;
    },

    async roundRow(member: string, reference: string) {
      const [row] = await t.platform.db
        .select()
        .from(schema.gameRounds)
        .where(and(eq(schema.gameRounds.memberId, member), eq(schema.gameRounds.reference, reference)));
      return row;
    },
  };

  beforeAll(async () => {
    ({ vendor: world.vendor } = await signedVendor(t, "vendor-owner", {
      code: VENDOR,
      categories: ["LIVE"],
      games: [
        { code: GAME, gameType: "LIVE" },
        { code: "sim-roulette", gameType: "LIVE" },
      ],
    }));
    world.demoToken = await loginQuick(t, "demo01", "Demo1234");
    world.demoId = await memberId(t, "demo01");
    await fund(t, world.demoId, 1_000_000_00n, fundingKey);
    world.poorToken = await loginQuick(t, "player01", "Player1234");
    world.poorId = await memberId(t, "player01");
  });
  return world;
}
