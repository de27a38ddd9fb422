import { randomBytes } from "node:crypto";
import {
  type GameListFormat,
  type GameType,
  gameImportIssueMessage,
  HOUSE_VENDOR,
  type LocalizedText,
  toMinor,
  type VendorStatus,
  type WalletMode,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import {
  type Actor,
  type auditedWriter,
  checkVendorUrls,
  gameView,
  type NewGame,
  requireEnglishName,
  vendorView,
} from "./admin-views";
import * as repo from "./catalogue-admin.repository";
import { decodeGameList, readGameList } from "./game-list";
import { type GameValues, planCounts, planGameList, planToken } from "./game-list-plan";
import { type GameRow, gameCounts, vendorById } from "./games.repository";

/**
 * Adding to the catalogue from the back office: a vendor (its signing secret shown once), a game,
 * or a provider's whole game list, previewed and then imported in one transaction.
 */

interface GameListFile {
  format: GameListFormat;
  content: string;
}

const stored = (row: GameRow): GameValues & { id: string } => ({
  id: row.id,
  code: row.code,
  gameType: row.gameType as GameType,
  names: row.names,
  nodeId: row.nodeId,
  smallIcon: row.smallIcon,
  largeIcon: row.largeIcon,
  isHot: row.isHot,
  tags: row.tags,
  sortOrder: row.sortOrder,
  trialAllowed: row.trialAllowed,
  status: row.status as VendorStatus,
  minBetMinor: row.minBetMinor,
  maxBetMinor: row.maxBetMinor,
});

export function createCatalogueAdmin(platform: Platform, audited: ReturnType<typeof auditedWriter>) {
  const db = platform.db;
  const now = () => new Date(platform.clock.now());

  /** An external vendor of the brand: the house vendor's games are its own slots. */
  async function externalVendor(executor: Executor, brand: Brand, id: string) {
    const vendor = await vendorById(executor, brand.id, id);
    if (!vendor) throw new AppError("not_found");
    if (vendor.house) throw new AppError("game.house_vendor");
    return vendor;
  }

  async function plan(executor: Executor, brand: Brand, vendorId: string, file: GameListFile) {
    const rows = readGameList(file.format, decodeGameList(file.content), brand.currency.minorDigits);
    const existing = (await repo.gamesOfVendor(executor, vendorId)).map(stored);
    const planned = planGameList(rows, existing);
    return { planned, counts: planCounts(planned), token: planToken(vendorId, planned) };
  }

  return {
    async createVendor(
      brand: Brand,
      actor: Actor,
      body: {
        code: string;
        walletMode: WalletMode;
        displayName: string;
        categories: GameType[];
        status: VendorStatus;
        logo: string;
        sortOrder: number;
        launchUrlTemplate: string;
        transferApiUrl: string;
      },
    ) {
      if (body.code === HOUSE_VENDOR) throw new AppError("game.vendor_reserved");
      checkVendorUrls(body);
      const secret = randomBytes(32).toString("base64url");
      const vendor = await audited(brand, actor, async (tx) => {
        const row = await repo.insertVendor(tx, {
          brandId: brand.id,
          code: body.code,
          displayName: body.displayName,
          categories: [...new Set(body.categories)],
          walletMode: body.walletMode,
          status: body.status,
          logo: body.logo,
          sortOrder: body.sortOrder,
          house: false,
          launchUrlTemplate: body.launchUrlTemplate,
          transferApiUrl: body.transferApiUrl,
          secretSealed: platform.secrets.seal(secret),
          secretRotatedAt: now(),
          createdAt: now(),
          updatedAt: now(),
        });
        if (!row) throw new AppError("game.vendor_exists");
        // The audit shows that a secret was issued, never the secret.
        return {
          action: "games.vendor.create",
          targetType: "game_vendor",
          targetId: row.id,
          before: null,
          after: vendorView(row, 0),
          result: vendorView(row, 0),
        };
      });
      return { secret, vendor };
    },

    async createGame(brand: Brand, actor: Actor, body: NewGame) {
      requireEnglishName(body.names);
      const minor = (amount: number | null) =>
        amount === null ? null : toMinor(amount, brand.currency.minorDigits);
      return audited(brand, actor, async (tx) => {
        const vendor = await externalVendor(tx, brand, body.vendorId);
        // Paytable variants belong to the house slots only.
        if (body.variant) throw new AppError("game.variant_unknown");
        const [row] = await repo.insertGames(
          tx,
          brand.id,
          vendor.id,
          [
            {
              code: body.gameId,
              gameType: body.gameType,
              names: Object.fromEntries(
                Object.entries(body.names).map(([language, name]) => [language, (name ?? "").trim()]),
              ) as LocalizedText,
              nodeId: body.nodeId,
              smallIcon: body.smallIcon,
              largeIcon: body.largeIcon,
              isHot: body.isHot,
              tags: [...new Set(body.tags)],
              sortOrder: body.sortOrder,
              trialAllowed: body.trialAllowed,
              status: body.status,
              minBetMinor: minor(body.minBet),
              maxBetMinor: minor(body.maxBet),
            },
          ],
          now(),
        );
        if (!row) throw new AppError("game.exists");
        const view = gameView(brand, row, vendor.code);
        return {
          action: "games.game.create",
          targetType: "game",
          targetId: row.id,
          before: null,
          after: view,
          result: view,
        };
      });
    },

    /** The dry run: nothing is written. */
    async previewGameList(brand: Brand, vendorId: string, file: GameListFile, language: string) {
      await externalVendor(db, brand, vendorId);
      const { planned, counts, token } = await plan(db, brand, vendorId, file);
      return {
        rows: planned.map((row) => ({
          line: row.line,
          code: row.code,
          action: row.action,
          changes: row.changes,
          errors: row.issues.map((issue) => ({
            field: issue.field,
            message: gameImportIssueMessage(issue.issue, language, issue.params),
          })),
          gameType: row.values?.gameType ?? "",
          name: row.values?.names.EN ?? "",
          status: row.values?.status ?? null,
        })),
        counts,
        previewToken: token,
      };
    },

    /** Applies exactly the previewed plan, or nothing; a plan with nothing to change writes nothing. */
    async importGameList(
      brand: Brand,
      actor: Actor,
      vendorId: string,
      file: GameListFile & { previewToken: string },
    ) {
      await externalVendor(db, brand, vendorId);
      const first = await plan(db, brand, vendorId, file);
      if (first.counts.invalid > 0) throw new AppError("game.import_invalid");
      if (first.counts.new === 0 && first.counts.update === 0)
        return { counts: first.counts, applied: false };
      if (first.token !== file.previewToken) throw new AppError("game.import_stale");
      return audited(brand, actor, async (tx) => {
        const vendor = await repo.lockVendor(tx, brand.id, vendorId);
        if (!vendor) throw new AppError("not_found");
        // Planned again under the vendor's lock: another import or edit since the preview shows here.
        const { planned, counts, token } = await plan(tx, brand, vendorId, file);
        if (token !== file.previewToken) throw new AppError("game.import_stale");
        const created = planned.filter((row) => row.action === "new");
        const updated = planned.filter((row) => row.action === "update");
        const inserted = await repo.insertGames(
          tx,
          brand.id,
          vendorId,
          created.flatMap((row) => (row.values ? [row.values] : [])),
          now(),
        );
        if (inserted.length !== created.length) throw new AppError("game.import_stale");
        for (const row of updated)
          if (
            !row.values ||
            !row.existingId ||
            !(await repo.updateGameValues(tx, row.existingId, row.values, now()))
          )
            throw new AppError("game.import_stale");
        const total = (await gameCounts(tx, brand.id)).get(vendorId) ?? 0;
        return {
          action: "games.game_list.import",
          targetType: "game_vendor",
          targetId: vendorId,
          before: { games: total - created.length },
          after: {
            games: total,
            format: file.format,
            counts,
            created: created.map((row) => row.code),
            updated: updated.map((row) => ({ code: row.code, changes: row.changes })),
          },
          result: { counts, applied: true },
        };
      });
    },
  };
}
