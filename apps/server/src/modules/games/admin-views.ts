import {
  type adminGameCreateCall,
  type adminGameUpdateCall,
  fromMinor,
  type GameAdminView,
  type GameType,
  type VendorAdminView,
  type VendorStatus,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { z } from "zod";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { actorOf, recordAudit } from "../operators";
import type { GameRow, VendorRow } from "./games.repository";
import type { GamesService } from "./games.service";

/** What the back office's games screens share: the vendor and game views and the audited write. */

/** What the game dialog edits; adding a game also names its vendor, code, node and type. */
export type GameEdit = z.output<NonNullable<(typeof adminGameUpdateCall)["body"]>>;
export type NewGame = z.output<NonNullable<(typeof adminGameCreateCall)["body"]>>;

/** A game's English name is the one every other language falls back to: it may not be blank. */
export function requireEnglishName(names: GameEdit["names"]): void {
  if (!names.EN?.trim()) throw new AppError("validation.failed", { fields: { "names.EN": "Required" } });
}

export interface Actor {
  operator: OperatorContext;
  ip: string;
}

/** External vendors' URLs: players go to an https launch page; the transfer API may be plain http inside a network. */
export function checkVendorUrls(body: { launchUrlTemplate: string; transferApiUrl: string }): void {
  if (body.launchUrlTemplate && !/^https:\/\/[^\s]+$/.test(body.launchUrlTemplate))
    throw new AppError("validation.failed", { fields: { launchUrlTemplate: "https://… with {token}" } });
  if (body.transferApiUrl && !/^https?:\/\/[^\s]+$/.test(body.transferApiUrl))
    throw new AppError("validation.failed", { fields: { transferApiUrl: "http(s)://…" } });
}

export function vendorView(row: VendorRow, gameCount: number): VendorAdminView {
  return {
    id: row.id,
    code: row.code,
    displayName: row.displayName,
    categories: row.categories as GameType[],
    walletMode: row.walletMode as VendorAdminView["walletMode"],
    status: row.status as VendorStatus,
    logo: row.logo,
    sortOrder: row.sortOrder,
    house: row.house,
    launchUrlTemplate: row.launchUrlTemplate,
    transferApiUrl: row.transferApiUrl,
    secretSet: Boolean(row.secretSealed),
    secretRotatedAt: row.secretRotatedAt?.getTime() ?? null,
    gameCount,
  };
}

export function gameView(brand: Brand, row: GameRow, vendorCode: string): GameAdminView {
  const money = (minor: bigint | null) =>
    minor === null ? null : fromMinor(minor, brand.currency.minorDigits);
  return {
    id: row.id,
    gameId: row.code,
    nodeId: row.nodeId,
    vendorId: row.vendorId,
    vassalage: vendorCode,
    gameType: row.gameType as GameType,
    names: row.names,
    smallIcon: row.smallIcon,
    largeIcon: row.largeIcon,
    isHot: row.isHot,
    tags: row.tags,
    sortOrder: row.sortOrder,
    trialAllowed: row.trialAllowed,
    status: row.status as VendorStatus,
    minBet: money(row.minBetMinor),
    maxBet: money(row.maxBetMinor),
    variant: row.settings.variant ?? null,
  };
}

export interface AuditedOutcome<T> {
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  result: T;
}

/** A write in one transaction with its one audit entry; the brand's catalogue cache drops after. */
export function auditedWriter(platform: Platform, games: GamesService) {
  return async function audited<T>(
    brand: Brand,
    actor: Actor,
    work: (tx: Executor) => Promise<AuditedOutcome<T>>,
  ): Promise<T> {
    const result = await platform.db.transaction(async (tx) => {
      const outcome = await work(tx);
      await recordAudit(tx, actorOf(actor.operator, actor.ip), {
        brandId: brand.id,
        action: outcome.action,
        targetType: outcome.targetType,
        targetId: outcome.targetId,
        before: outcome.before,
        after: outcome.after,
      });
      return outcome.result;
    });
    games.invalidate(brand.id);
    return result;
  };
}
