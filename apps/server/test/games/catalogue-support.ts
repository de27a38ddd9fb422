import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "../support/app";
import { asOperator, auditCount, type TestOperator } from "../support/operators";

/** Helpers of the tests that add vendors and games and import game lists through the back office. */

export type Method = "GET" | "POST" | "PUT";

export function catalogueKit(app: () => TestApp) {
  const base = () => `/backoffice/api/brands/${app().brandId}/games`;
  const as = (operator: TestOperator | undefined, method: Method, url: string, payload?: unknown) =>
    operator
      ? asOperator(app(), operator.token)({ method, url, payload })
      : app().app.inject({ method, url, payload: payload as never });
  const b64 = (text: string | Buffer) => Buffer.from(text).toString("base64");
  return {
    base,
    as,
    b64,
    file: (content: string | Buffer, format: "csv" | "json" = "csv") => ({ format, content: b64(content) }),
    vendorBody: (overrides: Record<string, unknown> = {}) => ({
      code: "acme",
      walletMode: "seamless",
      displayName: "Acme Slots",
      categories: ["RNG", "FISH"],
      status: "on",
      logo: "/vendors/acme.svg",
      sortOrder: 7,
      launchUrlTemplate: "https://acme.test/launch?t={token}&g={game}",
      transferApiUrl: "",
      ...overrides,
    }),
    gameBody: (vendorId: string, overrides: Record<string, unknown> = {}) => ({
      vendorId,
      gameId: "acme-one",
      nodeId: "",
      gameType: "RNG",
      names: { EN: "Acme One", VI: "Acme Một" },
      smallIcon: "/games/acme-one.png",
      largeIcon: "",
      isHot: true,
      tags: ["new"],
      sortOrder: 1,
      trialAllowed: true,
      status: "on",
      minBet: 1,
      maxBet: 500,
      variant: null,
      ...overrides,
    }),
    /** Runs a write and checks how many audit entries it left. */
    async audited<T>(entries: number, run: () => Promise<T>): Promise<T> {
      const before = await auditCount(app());
      const result = await run();
      expect(await auditCount(app())).toBe(before + entries);
      return result;
    },
    /** The vendor's game ids as the site lists them (through the catalogue cache). */
    async siteGames(vassalage: string) {
      const response = await app().call({
        method: "GET",
        url: `/wps/relay/GCSGAME_gameList?vassalage=${vassalage}&pageSize=100`,
      });
      return (response.json().value.list as { gameId: string }[]).map((game) => game.gameId).sort();
    },
    async gameCount(vendorId: string) {
      return (await app().platform.db.select().from(schema.games).where(eq(schema.games.vendorId, vendorId)))
        .length;
    },
  };
}
