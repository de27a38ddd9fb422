import type { RoundDetail } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import * as repo from "./games.repository";

/** What the platform tells a vendor's detail source of one of its rounds. */
export interface RoundDetailRequest {
  brand: Brand;
  /** The member the round belongs to: a source answers only that member's round. */
  memberId: string;
  /** The vendor's game id and round id, as its wallet calls named them. */
  gameCode: string;
  reference: string;
  language: string;
}

/**
 * How a vendor tells the betting record more of a round than the wallet saw (the draw, the lines
 * and the result of a lottery ticket), documented in docs/vendor-wallet-protocol.md §7. `covers`
 * says which of its games keep details, so the record offers to open only those rounds; `detail`
 * answers one round's, or null when it keeps none. The platform asks on demand, one round at a
 * time, so the vendor's own tables stay the one copy and settlement writes nothing more.
 */
export interface RoundDetailSource {
  covers(gameCode: string): boolean;
  detail(request: RoundDetailRequest): Promise<RoundDetail | null>;
}

/**
 * The detail sources by vendor code (the composition root plugs in the house vendor's) and the
 * one use case on them: a round's details for whoever may read the round.
 */
export function createRoundDetails(platform: Platform) {
  const sources = new Map<string, RoundDetailSource>();

  async function detailOf(
    brand: Brand,
    row: NonNullable<Awaited<ReturnType<typeof repo.roundById>>>,
    language: string,
  ): Promise<RoundDetail | null> {
    const source = sources.get(row.vendorCode);
    if (!source?.covers(row.gameCode)) return null;
    return source.detail({
      brand,
      memberId: row.round.memberId,
      gameCode: row.gameCode,
      reference: row.round.reference,
      language,
    });
  }

  return {
    /** Plugs in a vendor's source; a vendor without one keeps no details (its rounds show their money only). */
    provide(vendorCode: string, source: RoundDetailSource) {
      sources.set(vendorCode, source);
    },

    /** Whether a round of this game can be opened for its details (a record row's `details`). */
    has(vendorCode: string, gameCode: string): boolean {
      return sources.get(vendorCode)?.covers(gameCode) ?? false;
    },

    /** The details of a round already found (the back office's round view). */
    detailOf,

    /**
     * One round of the brand with its details, for a reader `mayRead` lets see the round's member
     * (the member themself, or an agent above them); anyone else's round is not found, as an
     * unknown one is, so a round id tells nothing about another member.
     */
    async read(
      brand: Brand,
      roundId: string,
      language: string,
      mayRead: (memberId: string) => boolean | Promise<boolean>,
    ) {
      const row = await repo.roundById(platform.db, brand.id, roundId);
      if (!row || !(await mayRead(row.round.memberId))) throw new AppError("game.round_not_found");
      return { roundId: row.round.id, detail: await detailOf(brand, row, language) };
    },
  };
}

export type RoundDetails = ReturnType<typeof createRoundDetails>;
