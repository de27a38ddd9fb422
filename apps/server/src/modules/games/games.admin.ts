import { randomBytes } from "node:crypto";
import {
  fromMinor,
  type GameType,
  type LocalizedText,
  pickText,
  type SlotOutcome,
  toMinor,
  type VendorStatus,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { zonedDateStart } from "../../platform/time";
import type { BrandAdmin } from "../system";
import {
  type Actor,
  auditedWriter,
  checkVendorUrls,
  type GameEdit,
  gameView,
  requireEnglishName,
  vendorView,
} from "./admin-views";
import { createCatalogueAdmin } from "./catalogue-admin";
import * as repo from "./games.repository";
import type { GamesService } from "./games.service";
import * as adminRepo from "./games-admin.repository";

const DAY_MS = 86_400_000;

/** What the house vendor tells the back office (injected by the app: modules never import house-games). */
export interface HouseAdminHooks {
  slots(): { slotId: string; defaultVariant: string; variants: { id: string; rtp: number }[] }[];
  fairData(roundReference: string): Promise<{
    slotId: string;
    variant: string;
    serverSeedHash: string;
    serverSeed: string | null;
    clientSeed: string;
    nonce: number;
    outcome: SlotOutcome;
  } | null>;
}

/** The back office's games screens: vendors, games, category lists, rounds, transfers (all writes audited). */
export function createGamesAdmin(
  platform: Platform,
  games: GamesService,
  house: HouseAdminHooks,
  brands: BrandAdmin,
) {
  const db = platform.db;
  const money = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);

  const audited = auditedWriter(platform, games);

  return {
    ...createCatalogueAdmin(platform, audited),

    async vendors(brand: Brand) {
      const [rows, counts] = await Promise.all([repo.vendorsOf(db, brand.id), repo.gameCounts(db, brand.id)]);
      return { list: rows.map((row) => vendorView(row, counts.get(row.id) ?? 0)) };
    },

    async updateVendor(
      brand: Brand,
      actor: Actor,
      id: string,
      body: {
        displayName: string;
        categories: GameType[];
        status: VendorStatus;
        logo: string;
        sortOrder: number;
        launchUrlTemplate: string;
        transferApiUrl: string;
      },
    ) {
      checkVendorUrls(body);
      return audited(brand, actor, async (tx) => {
        const before = await repo.vendorById(tx, brand.id, id);
        if (!before) throw new AppError("not_found");
        const after = await adminRepo.updateVendor(tx, brand.id, id, {
          displayName: body.displayName,
          categories: [...new Set(body.categories)],
          status: body.status,
          logo: body.logo,
          sortOrder: body.sortOrder,
          // The house vendor is launched by the platform itself; it has no external URLs.
          launchUrlTemplate: before.house ? "" : body.launchUrlTemplate,
          transferApiUrl: before.house ? "" : body.transferApiUrl,
          updatedAt: new Date(platform.clock.now()),
        });
        if (!after) throw new AppError("not_found");
        const count = (await repo.gameCounts(tx, brand.id)).get(id) ?? 0;
        return {
          action: "games.vendor.update",
          targetType: "game_vendor",
          targetId: id,
          before: vendorView(before, count),
          after: vendorView(after, count),
          result: vendorView(after, count),
        };
      });
    },

    /** A new signing secret, shown once; the old one stops working at once. */
    async rotateSecret(brand: Brand, actor: Actor, id: string) {
      const secret = randomBytes(32).toString("base64url");
      const vendor = await audited(brand, actor, async (tx) => {
        const before = await repo.vendorById(tx, brand.id, id);
        if (!before) throw new AppError("not_found");
        const after = await adminRepo.rotateVendorSecret(
          tx,
          id,
          platform.secrets.seal(secret),
          new Date(platform.clock.now()),
        );
        if (!after) throw new AppError("not_found");
        const count = (await repo.gameCounts(tx, brand.id)).get(id) ?? 0;
        // The audit shows that a rotation happened, never the secret.
        return {
          action: "games.vendor.rotate_secret",
          targetType: "game_vendor",
          targetId: id,
          before: { secretSet: Boolean(before.secretSealed) },
          after: { secretSet: true, rotatedAt: after.secretRotatedAt?.getTime() },
          result: vendorView(after, count),
        };
      });
      return { secret, vendor };
    },

    async games(
      brand: Brand,
      query: {
        vendorId?: string;
        gameType?: GameType;
        status?: VendorStatus;
        keyword?: string;
        page: number;
        pageSize: number;
      },
    ) {
      const [rows, [total]] = await repo.adminGames(db, brand.id, query, query.page, query.pageSize);
      return {
        list: rows.map((row) => gameView(brand, row.game, row.vendorCode)),
        total: total?.value ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async updateGame(brand: Brand, actor: Actor, id: string, body: GameEdit) {
      requireEnglishName(body.names);
      return audited(brand, actor, async (tx) => {
        const current = await repo.gameOfBrand(tx, brand.id, id);
        if (!current) throw new AppError("not_found");
        let settings = current.game.settings;
        if (current.vendor.house) {
          const slot = house
            .slots()
            .find((candidate) => candidate.slotId === (settings.slotId ?? current.game.code));
          if (body.variant && !slot?.variants.some((variant) => variant.id === body.variant))
            throw new AppError("game.variant_unknown");
          settings = { ...settings, variant: body.variant ?? undefined };
        } else if (body.variant) throw new AppError("game.variant_unknown");
        const after = await adminRepo.updateGame(tx, id, {
          names: Object.fromEntries(
            Object.entries(body.names).map(([language, name]) => [language, (name ?? "").trim()]),
          ) as LocalizedText,
          smallIcon: body.smallIcon,
          largeIcon: body.largeIcon,
          isHot: body.isHot,
          tags: [...new Set(body.tags)],
          sortOrder: body.sortOrder,
          trialAllowed: body.trialAllowed,
          status: body.status,
          minBetMinor: body.minBet === null ? null : toMinor(body.minBet, brand.currency.minorDigits),
          maxBetMinor: body.maxBet === null ? null : toMinor(body.maxBet, brand.currency.minorDigits),
          settings,
          updatedAt: new Date(platform.clock.now()),
        });
        if (!after) throw new AppError("not_found");
        return {
          action: "games.game.update",
          targetType: "game",
          targetId: id,
          before: gameView(brand, current.game, current.vendor.code),
          after: gameView(brand, after, current.vendor.code),
          result: gameView(brand, after, current.vendor.code),
        };
      });
    },

    houseSlots() {
      return {
        list: house.slots() as {
          slotId: "lotus-fortune" | "dragon-pearl";
          defaultVariant: string;
          variants: { id: string; rtp: number }[];
        }[],
      };
    },

    categoryLists(brand: Brand) {
      return {
        esportsVendors: brand.settings.esportsVendors,
        cockfightVendors: brand.settings.cockfightVendors,
      };
    },

    async updateCategoryLists(
      brand: Brand,
      actor: Actor,
      body: { esportsVendors: string[]; cockfightVendors: string[] },
    ) {
      const esportsVendors = [...new Set(body.esportsVendors)];
      const cockfightVendors = [...new Set(body.cockfightVendors)].filter(
        (code) => !esportsVendors.includes(code),
      );
      const view = await brands.patchSettings(
        actor.operator,
        brand.id,
        "games.category_lists.update",
        { esportsVendors, cockfightVendors },
        actor.ip,
      );
      games.invalidate(brand.id);
      return {
        esportsVendors: view.settings.esportsVendors,
        cockfightVendors: view.settings.cockfightVendors,
      };
    },

    async rounds(
      brand: Brand,
      query: {
        account?: string;
        vassalage?: string;
        status?: "open" | "settled" | "cancelled";
        from?: string;
        to?: string;
        page: number;
        pageSize: number;
      },
    ) {
      let memberIds: string[] | undefined;
      if (query.account) {
        memberIds = await repo.memberIdsByAccount(db, brand.id, query.account.toLowerCase());
        if (memberIds.length === 0) return { list: [], total: 0, page: query.page, pageSize: query.pageSize };
      }
      const { rows, total } = await repo.rounds(
        db,
        {
          brandId: brand.id,
          memberIds,
          vendorCode: query.vassalage,
          status: query.status,
          from: query.from ? new Date(zonedDateStart(query.from, brand.timeZone)) : undefined,
          to: query.to ? new Date(zonedDateStart(query.to, brand.timeZone) + DAY_MS) : undefined,
        },
        query.page,
        query.pageSize,
      );
      return {
        list: rows.map((row) => roundView(brand, row)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async round(brand: Brand, id: string, language: string) {
      const row = await repo.roundById(db, brand.id, id);
      if (!row) throw new AppError("not_found");
      const transactions = await repo.roundTransactions(db, row.round.id);
      return {
        ...roundView(brand, row),
        transactions: transactions.map((tx) => ({
          transactionId: tx.reference,
          kind: tx.kind as "bet" | "win" | "adjustment" | "rollback",
          amount: money(brand, tx.amountMinor),
          status: tx.status as "applied" | "not_found",
          time: tx.createdAt.getTime(),
        })),
        fair:
          row.vendorCode && (await isHouse(brand, row.round.vendorId))
            ? await house.fairData(row.round.reference)
            : null,
        detail: await games.roundDetails.detailOf(brand, row, language),
      };
    },

    async transfers(
      brand: Brand,
      query: { status?: "pending" | "success" | "failed"; account?: string; page: number; pageSize: number },
    ) {
      const { rows, total } = await adminRepo.vendorTransfersPage(
        db,
        brand.id,
        { status: query.status, accountKey: query.account?.toLowerCase() },
        query.page,
        query.pageSize,
      );
      return {
        list: rows.map((row) => ({
          id: row.transfer.id,
          reference: row.transfer.reference,
          account: row.account,
          vassalage: row.vendorCode,
          direction: row.transfer.direction as "in" | "out",
          amount: money(brand, row.transfer.amountMinor),
          status: row.transfer.status as "pending" | "success" | "failed",
          attempts: row.transfer.attempts,
          createdAt: row.transfer.createdAt.getTime(),
          resolvedAt: row.transfer.resolvedAt?.getTime() ?? null,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };

  async function isHouse(brand: Brand, vendorId: string) {
    return (await repo.vendorById(db, brand.id, vendorId))?.house ?? false;
  }

  function roundView(brand: Brand, row: NonNullable<Awaited<ReturnType<typeof repo.roundById>>>) {
    const stake = row.round.betMinor - row.round.refundMinor;
    return {
      id: row.round.id,
      memberId: row.round.memberId,
      account: row.account,
      vassalage: row.vendorCode,
      gameId: row.gameCode,
      gameName: pickText(row.gameNames, "EN") || row.gameCode,
      gameType: row.round.gameType as GameType,
      round: row.round.reference,
      status: row.round.status as "open" | "settled" | "cancelled",
      betAmount: money(brand, stake),
      winAmount: money(brand, row.round.winMinor),
      winLoss: money(brand, row.round.winMinor - stake),
      openedAt: row.round.openedAt.getTime(),
      settledAt: row.round.settledAt?.getTime() ?? null,
    };
  }
}

export type GamesAdmin = ReturnType<typeof createGamesAdmin>;
