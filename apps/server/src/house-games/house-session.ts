import { createHmac } from "node:crypto";
import type { Brand } from "../platform/brand-context";
import { safeEqual } from "../platform/crypto";
import { AppError } from "../platform/errors";
import type { Platform } from "../platform/platform";
import type { HouseWalletClient } from "./wallet-client";

const SESSION_MS = 12 * 60 * 60 * 1000;

/** What the player's page holds: the vendor game session, signed by the house so it cannot be altered. */
export interface HouseSession {
  brandId: string;
  playerId: string;
  vendorSession: string;
  game: string;
  trial: boolean;
  language: string;
  expiresAt: number;
}

/**
 * The house games' sessions (slots and lotteries alike): a launch token exchanged with the vendor
 * wallet's authenticate, kept by the page as a signed token that names brand, member and game.
 */
export function createHouseSessions(platform: Platform, client: HouseWalletClient) {
  const key = platform.deriveKey("house-session");
  const now = () => platform.clock.now();

  function sign(session: HouseSession): string {
    const payload = Buffer.from(JSON.stringify(session)).toString("base64url");
    return `${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
  }

  return {
    sign,

    open(token: string | undefined): HouseSession {
      const [payload, mac] = (token ?? "").split(".");
      if (!payload || !mac || !safeEqual(createHmac("sha256", key).update(payload).digest("base64url"), mac))
        throw new AppError("game.session_invalid");
      const session = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as HouseSession;
      if (session.expiresAt <= now()) throw new AppError("game.session_invalid");
      return session;
    },

    async brandOf(brandId: string): Promise<Brand> {
      const brand = (await platform.brands.all()).find((candidate) => candidate.id === brandId);
      if (!brand) throw new AppError("game.session_invalid");
      return brand;
    },

    /**
     * Exchanges a launch token for a session at its brand. The launch URL names the brand; the token
     * alone decides who plays (a token only opens at its brand), so without a name every brand is tried.
     */
    async authenticate(launchToken: string, merchant?: string) {
      const named = merchant ? await platform.brands.byMerchant(merchant) : undefined;
      const brands = named ? [named] : await platform.brands.all();
      let lastError: unknown;
      for (const brand of brands) {
        try {
          const auth = await client.authenticate(brand, { launchToken });
          const session: HouseSession = {
            brandId: brand.id,
            playerId: auth.playerId,
            vendorSession: auth.sessionToken,
            game: auth.gameId,
            trial: auth.trial,
            language: auth.language,
            expiresAt: now() + SESSION_MS,
          };
          return { brand, auth, session };
        } catch (error) {
          lastError = error;
          if (
            !(
              error instanceof AppError &&
              (error.code === "game.launch_token_invalid" || error.code === "vendor.unknown")
            )
          )
            throw error;
        }
      }
      throw lastError instanceof AppError ? lastError : new AppError("game.launch_token_invalid");
    },
  };
}

export type HouseSessions = ReturnType<typeof createHouseSessions>;
