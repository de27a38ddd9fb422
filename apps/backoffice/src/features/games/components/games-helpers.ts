import {
  type adminGameUpdateCall,
  type adminVendorUpdateCall,
  type CallBody,
  type GameAdminView,
  type GameType,
  HOUSE_VENDOR,
  LANGUAGES,
  type Language,
  type LocalizedText,
  type VendorAdminView,
  type VendorStatus,
  type WalletMode,
} from "@lotus/contracts";
import type { StatusTones } from "@lotus/ui/status/Badge";

type VendorBody = CallBody<typeof adminVendorUpdateCall>;
type GameBody = CallBody<typeof adminGameUpdateCall>;

/** Badge colours of a vendor's or a game's status (off stays neutral). */
export const AVAILABILITY_TONES: StatusTones<VendorStatus> = { on: "success", maintenance: "warning" };

/** Badge colours of a round's, a vendor transfer's or a wallet transaction's status. */
export const PROGRESS_TONES: StatusTones = {
  open: "warning",
  pending: "warning",
  settled: "success",
  success: "success",
  applied: "success",
  failed: "danger",
  not_found: "danger",
};

/** Win/loss colour: up when the member is ahead, down when behind. */
export function winLossDirection(value: number): "up" | "down" | "even" {
  if (value > 0) return "up";
  if (value < 0) return "down";
  return "even";
}

// ---------- amounts typed by the operator ----------

/** An amount typed by the operator ("1,000.50" allowed): null when blank, NaN when it is not a number. */
export function parseAmountText(text: string): number | null {
  const cleaned = text.replace(/,/g, "").trim();
  if (cleaned === "") return null;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export type AmountProblem = "enterNumber" | "positive" | "twoDecimals";

/** What is wrong with a typed amount (blank is allowed: no limit), or undefined. */
export function amountProblem(text: string): AmountProblem | undefined {
  const cleaned = text.replace(/,/g, "").trim();
  if (cleaned === "") return undefined;
  if (/^-\d/.test(cleaned)) return "positive";
  const value = parseAmountText(text);
  if (value === null || Number.isNaN(value)) return "enterNumber";
  if (value <= 0) return "positive";
  if (/\.\d{3,}$/.test(cleaned)) return "twoDecimals";
  return undefined;
}

/** An amount as the input shows it: two decimals, no separators; blank for none. */
export function amountToText(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : value.toFixed(2);
}

/** A whole number typed by the operator: undefined when blank, NaN when not a number. */
export function parseWhole(text: string): number | undefined {
  const cleaned = text.replace(/,/g, "").trim();
  if (cleaned === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

// ---------- names per language ----------

/** The languages whose name inputs show: EN and VI always, then those the game has, in catalogue order. */
export function nameLanguages(names: LocalizedText): Language[] {
  const present = new Set<string>(Object.keys(names));
  return LANGUAGES.filter((language) => language === "EN" || language === "VI" || present.has(language));
}

/** The name inputs' values: one string per shown language (blank where the game has none). */
export function namesToForm(names: LocalizedText): Partial<Record<Language, string>> {
  return Object.fromEntries(
    nameLanguages(names).map((language) => [language, (names as Record<string, string>)[language] ?? ""]),
  );
}

/** The names as sent: trimmed, blank languages left out so the site falls back to EN. */
export function formToNames(values: Partial<Record<Language, string>>): LocalizedText {
  const names: LocalizedText = {};
  for (const language of LANGUAGES) {
    const text = values[language]?.trim();
    if (text) names[language] = text;
  }
  return names;
}

// ---------- vendors ----------

export interface VendorFormValues {
  /** Typed only when the vendor is added. */
  code: string;
  walletMode: WalletMode;
  displayName: string;
  categories: GameType[];
  status: VendorStatus;
  logo: string;
  sortOrder: string;
  launchUrlTemplate: string;
  transferApiUrl: string;
}

export function vendorToForm(vendor: VendorAdminView): VendorFormValues {
  return {
    code: vendor.code,
    walletMode: vendor.walletMode,
    displayName: vendor.displayName,
    categories: [...vendor.categories],
    status: vendor.status,
    logo: vendor.logo,
    sortOrder: String(vendor.sortOrder),
    launchUrlTemplate: vendor.launchUrlTemplate,
    transferApiUrl: vendor.transferApiUrl,
  };
}

/** The vendor's stored values as a whole update body (PUT), with some fields changed. */
export function vendorBody(vendor: VendorAdminView, changes: Partial<VendorBody> = {}): VendorBody {
  return {
    displayName: vendor.displayName,
    categories: [...vendor.categories],
    status: vendor.status,
    logo: vendor.logo,
    sortOrder: vendor.sortOrder,
    launchUrlTemplate: vendor.launchUrlTemplate,
    transferApiUrl: vendor.transferApiUrl,
    ...changes,
  };
}

/**
 * The body of the vendor form. Fields the form hides keep their stored value: the launch URL of
 * the house vendor (its games open inside the platform), the transfer API of seamless vendors.
 */
export function vendorFormToBody(values: VendorFormValues, vendor: VendorAdminView): VendorBody {
  return vendorBody(vendor, {
    displayName: values.displayName,
    categories: values.categories,
    status: values.status,
    logo: values.logo,
    sortOrder: parseWhole(values.sortOrder),
    launchUrlTemplate: vendor.house ? vendor.launchUrlTemplate : values.launchUrlTemplate,
    transferApiUrl: vendor.walletMode === "transfer" ? values.transferApiUrl : vendor.transferApiUrl,
  });
}

export const LAUNCH_PLACEHOLDERS = ["{token}", "{game}", "{lang}"] as const;

/** Placeholders a launch URL template lacks ({token} is what lets the vendor authenticate the player). */
export function missingPlaceholders(template: string): string[] {
  if (template.trim() === "") return [];
  return LAUNCH_PLACEHOLDERS.filter((placeholder) => !template.includes(placeholder));
}

// ---------- games ----------

export interface GameFormValues {
  /** The next four are typed only when the game is added. */
  vendorId: string;
  gameId: string;
  nodeId: string;
  gameType: GameType;
  names: Partial<Record<Language, string>>;
  smallIcon: string;
  largeIcon: string;
  isHot: boolean;
  tags: string[];
  sortOrder: string;
  trialAllowed: boolean;
  status: VendorStatus;
  minBet: string;
  maxBet: string;
  /** Blank: the slot's default variant. */
  variant: string;
}

export function gameToForm(game: GameAdminView): GameFormValues {
  return {
    vendorId: game.vendorId,
    gameId: game.gameId,
    nodeId: game.nodeId,
    gameType: game.gameType,
    names: namesToForm(game.names),
    smallIcon: game.smallIcon,
    largeIcon: game.largeIcon,
    isHot: game.isHot,
    tags: [...game.tags],
    sortOrder: String(game.sortOrder),
    trialAllowed: game.trialAllowed,
    status: game.status,
    minBet: amountToText(game.minBet),
    maxBet: amountToText(game.maxBet),
    variant: game.variant ?? "",
  };
}

/** The game's stored values as a whole update body (PUT), with some fields changed (the list's toggles). */
export function gameBody(game: GameAdminView, changes: Partial<GameBody> = {}): GameBody {
  return {
    names: game.names,
    smallIcon: game.smallIcon,
    largeIcon: game.largeIcon,
    isHot: game.isHot,
    tags: [...game.tags],
    sortOrder: game.sortOrder,
    trialAllowed: game.trialAllowed,
    status: game.status,
    minBet: game.minBet,
    maxBet: game.maxBet,
    variant: game.variant,
    ...changes,
  };
}

/** What the game form edits, as the body carries it: amounts parsed, blank names dropped. */
export function gameFormFields(values: GameFormValues) {
  return {
    names: formToNames(values.names),
    smallIcon: values.smallIcon,
    largeIcon: values.largeIcon,
    isHot: values.isHot,
    tags: values.tags,
    sortOrder: parseWhole(values.sortOrder),
    trialAllowed: values.trialAllowed,
    status: values.status,
    minBet: parseAmountText(values.minBet),
    maxBet: parseAmountText(values.maxBet),
  };
}

/** The body of the game form: amounts parsed, blank names dropped; only house slots carry a variant. */
export function gameFormToBody(values: GameFormValues, game: GameAdminView): GameBody {
  return gameBody(game, {
    ...gameFormFields(values),
    variant: isHouseGame(game) ? values.variant.trim() || null : game.variant,
  });
}

export type GameProblem = AmountProblem | "required" | "minAboveMax";
export type GameProblemField = "names.EN" | "minBet" | "maxBet";

/** Checks the contract cannot word well: amounts, min ≤ max, an EN name (the site's fallback). */
export function gameFormProblems(values: GameFormValues): Partial<Record<GameProblemField, GameProblem>> {
  const problems: Partial<Record<GameProblemField, GameProblem>> = {};
  if (!values.names.EN?.trim()) problems["names.EN"] = "required";
  const minProblem = amountProblem(values.minBet);
  const maxProblem = amountProblem(values.maxBet);
  if (minProblem) problems.minBet = minProblem;
  if (maxProblem) problems.maxBet = maxProblem;
  // Compared whenever both read as numbers, so a min above the max is named even when the min has
  // too many decimals (the contract's own check would only say "invalid").
  const min = parseAmountText(values.minBet);
  const max = parseAmountText(values.maxBet);
  const numbers = min !== null && max !== null && !Number.isNaN(min) && !Number.isNaN(max);
  if (!maxProblem && numbers && min > max) problems.maxBet = "minAboveMax";
  return problems;
}

/** Where a game body's error path shows in the form ("tags.3" → "tags"). */
export function gameErrorPath(path: string): string {
  if (path.startsWith("tags.")) return "tags";
  return path;
}

/** A game of the in-house vendor (its paytable variant is chosen here). */
export function isHouseGame(game: Pick<GameAdminView, "vassalage">): boolean {
  return game.vassalage === HOUSE_VENDOR;
}

/** The house slot a game runs: its game id (or node id) is the slot id. */
export function slotOf<S extends { slotId: string }>(
  game: Pick<GameAdminView, "gameId" | "nodeId">,
  slots: readonly S[],
): S | undefined {
  return (
    slots.find((slot) => slot.slotId === game.gameId) ?? slots.find((slot) => slot.slotId === game.nodeId)
  );
}

/** A declared RTP (percent) as shown: "96.02%". */
export function formatRtp(rtp: number): string {
  return `${rtp.toFixed(2)}%`;
}

// ---------- category lists ----------

/** A vendor code typed into a lane list: the brand's spelling when it is one of its vendors, else upper case. */
export function canonicalVendorCode(text: string, codes: readonly string[]): string {
  const typed = text.trim();
  if (typed === "") return "";
  return codes.find((code) => code.toLowerCase() === typed.toLowerCase()) ?? typed.toUpperCase();
}

/** Codes of a list that name no vendor of the brand (the site simply shows nothing for them). */
export function unknownCodes(list: readonly string[], codes: readonly string[]): string[] {
  return list.filter((entry) => !codes.includes(entry));
}

// ---------- rounds ----------

/** A line win in money: the round's bet times the win's multiple of it, floored to the cent as the engine pays. */
export function lineWinAmount(bet: number, multiplier: number): number {
  const cents = Math.round(bet * 100) * multiplier;
  return Math.floor(cents + 1e-6) / 100;
}

/** The outcome grid as table rows (rows top to bottom, one symbol per reel), padded to the widest row. */
export function gridRows(grid: readonly (readonly string[])[]): string[][] {
  const width = Math.max(0, ...grid.map((row) => row.length));
  return grid.map((row) => Array.from({ length: width }, (_, reel) => row[reel] ?? ""));
}
