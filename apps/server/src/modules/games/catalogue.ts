import {
  GAME_TYPES,
  type GameItem,
  type GameType,
  pickText,
  type VendorCard,
  type VendorLane,
  type VendorStatus,
  type WalletMode,
} from "@lotus/contracts";
import type { GameRow, VendorRow } from "./games.repository";

/** Pure rules of the catalogue: lanes, tiles and their order (SPEC §2, §3). */

export interface CatalogueEntry {
  game: GameRow;
  vendor: VendorRow;
}

const isGameType = (value: string): value is GameType => (GAME_TYPES as readonly string[]).includes(value);

/** A game is launchable only when both it and its vendor are on. */
export function effectiveStatus(entry: CatalogueEntry): VendorStatus {
  if (entry.vendor.status === "off" || entry.game.status === "off") return "off";
  if (entry.vendor.status === "maintenance" || entry.game.status === "maintenance") return "maintenance";
  return "on";
}

export function toGameItem(entry: CatalogueEntry, language: string): GameItem {
  const { game, vendor } = entry;
  return {
    gameId: game.code,
    nodeId: game.nodeId,
    vassalage: vendor.code,
    vendorName: vendor.displayName,
    gameType: isGameType(game.gameType) ? game.gameType : "RNG",
    displayName: pickText(game.names, language) || game.code,
    smallIcon: game.smallIcon,
    largeIcon: game.largeIcon || game.smallIcon,
    isHot: game.isHot ? 1 : 0,
    isGame: "GAME",
    tags: game.tags,
    trialAllowed: game.trialAllowed,
    status: effectiveStatus(entry),
  };
}

/**
 * One lane per category with vendors. Sports vendors named in the brand's e-sports list move to
 * ESPORTS, those in the cockfight list to COCKFIGHT; a lane left empty is dropped.
 */
export function buildLanes(
  vendors: readonly VendorRow[],
  entries: readonly CatalogueEntry[],
  lists: { esportsVendors: readonly string[]; cockfightVendors: readonly string[] },
): VendorLane[] {
  const byType = new Map<GameType, VendorCard[]>();
  const lobbyOf = new Map<string, GameRow>();
  for (const entry of entries) {
    if (entry.game.lobby && !lobbyOf.has(entry.vendor.id)) lobbyOf.set(entry.vendor.id, entry.game);
  }
  const hotVendors = new Set(entries.filter((entry) => entry.game.isHot).map((entry) => entry.vendor.id));
  const entriesOf = new Map<string, CatalogueEntry[]>();
  for (const entry of entries)
    entriesOf.set(entry.vendor.id, [...(entriesOf.get(entry.vendor.id) ?? []), entry]);

  vendors.forEach((vendor, index) => {
    const own = entriesOf.get(vendor.id) ?? [];
    if (vendor.status === "off" || own.length === 0) return;
    for (const category of vendor.categories) {
      if (!isGameType(category)) continue;
      let lane: GameType = category;
      if (category === "SPORTS" && lists.esportsVendors.includes(vendor.code)) lane = "ESPORTS";
      else if (category === "SPORTS" && lists.cockfightVendors.includes(vendor.code)) lane = "COCKFIGHT";
      const lobby = lobbyOf.get(vendor.id);
      const laneCount = own.filter((entry) => inCategory(entry, lane, lists)).length;
      const card: VendorCard = {
        gameType: lane,
        accountTypeId: index + 1,
        accountTypeName: vendor.code,
        vassalage: vendor.code,
        displayName: vendor.displayName,
        smallIcon: vendor.logo,
        ...(lobby ? { gameId: lobby.code, nodeId: lobby.nodeId } : {}),
        isHot: hotVendors.has(vendor.id) ? 1 : 0,
        status: vendor.status as VendorStatus,
        walletMode: vendor.walletMode as WalletMode,
        gameCount: laneCount,
      };
      byType.set(lane, [...(byType.get(lane) ?? []), card]);
    }
  });
  return GAME_TYPES.filter((type) => (byType.get(type)?.length ?? 0) > 0).map((type) => ({
    title: type,
    cards: byType.get(type) ?? [],
  }));
}

/** Games of a category: a vendor's games count for every lane the vendor is in. */
export function inCategory(
  entry: CatalogueEntry,
  gameType: GameType,
  lists: { esportsVendors: readonly string[]; cockfightVendors: readonly string[] },
) {
  const code = entry.vendor.code;
  if (gameType === "ESPORTS" && lists.esportsVendors.includes(code) && entry.game.gameType === "SPORTS")
    return true;
  if (gameType === "COCKFIGHT" && lists.cockfightVendors.includes(code) && entry.game.gameType === "SPORTS")
    return true;
  if (entry.game.gameType !== gameType) return false;
  if (gameType === "SPORTS")
    return !lists.esportsVendors.includes(code) && !lists.cockfightVendors.includes(code);
  return true;
}

/** Picks a launch host at random from the brand's list (SPEC §3); empty list → same origin. */
export function launchBase(cdns: readonly string[], random: () => number = Math.random): string {
  const hosts = cdns.map((host) => host.trim().replace(/\/+$/, "")).filter(Boolean);
  if (hosts.length === 0) return "";
  const host = hosts[Math.floor(random() * hosts.length)] ?? hosts[0] ?? "";
  return /^https?:\/\//.test(host) ? host : `https://${host}`;
}

/** Fills an external vendor's launch URL template. */
export function fillLaunchTemplate(
  template: string,
  values: { token: string; game: string; lang: string },
): string {
  return template
    .replaceAll("{token}", encodeURIComponent(values.token))
    .replaceAll("{game}", encodeURIComponent(values.game))
    .replaceAll("{lang}", encodeURIComponent(values.lang));
}
