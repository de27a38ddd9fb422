import {
  ACCOUNT_TYPES,
  type CallBody,
  type CallValue,
  GAME_TYPES,
  type GameType,
  type launchGameCall,
} from "@lotus/contracts";
import { readItem, writeItem } from "@lotus/ui/browser/storage";
import type { LaunchTarget } from "./launch-target";

/**
 * Launching a game (SPEC §3 launch request, §4 "game launch requires a passing login check"),
 * the pure part: who may launch what, the request body, and the /game page's URL and its checks.
 */

export type LaunchDecision = "login" | "trialWarning" | "maintenance" | "launch";

/**
 * A visitor gets the login popup; a trial account the "need a real account" warning unless the
 * game allows trial play; a game under maintenance its dialog; everyone else launches.
 */
export function launchDecision(
  session: { token: string | null | undefined; accountType: number | null | undefined },
  game: Pick<LaunchTarget, "trialAllowed" | "status">,
): LaunchDecision {
  if (!session.token) return "login";
  if (session.accountType === ACCOUNT_TYPES.trial && !game.trialAllowed) return "trialWarning";
  if (game.status === "maintenance" || game.status === "off") return "maintenance";
  return "launch";
}

/** SPEC §3 launch request constants: account type 1, no transfer confirmation, GLS, html5 desktop, client 3. */
export const LAUNCH_FIXED = {
  accountType: 1,
  confirmTrans: 0,
  launchMode: "GLS",
  platform: "html5-desktop",
  clientType: 3,
} as const;

export interface LaunchContext {
  username: string;
  token: string;
  merchantCode: string;
  language: string;
}

export type LaunchBody = CallBody<typeof launchGameCall>;

/** The POST /wps/game/launchGame body (the Language header is added by the API client). */
export function launchBody(game: LaunchTarget, context: LaunchContext): LaunchBody {
  return {
    gameId: game.gameId,
    ...(game.nodeId ? { nodeId: game.nodeId } : {}),
    ...LAUNCH_FIXED,
    ...(game.vassalage ? { vassalage: game.vassalage } : {}),
    username: context.username,
    token: context.token,
    merchantCode: context.merchantCode,
    language: context.language,
  };
}

/** The URL to open: game_url, or game_url2 when the first is empty. */
export function launchUrl(value: CallValue<typeof launchGameCall>): string {
  return value.game_url || value.game_url2 || "";
}

/**
 * The launched URL with the site's own parameters for the game page added (the Vietnamese lottery
 * lobby names the station a house lottery opens on: `station=DNANG`); absolute or site-relative,
 * kept as it came otherwise.
 */
export function withLaunchQuery(url: string, query: Readonly<Record<string, string>> | undefined): string {
  const entries = Object.entries(query ?? {});
  if (!url || entries.length === 0) return url;
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  let parsed: URL;
  try {
    parsed = new URL(url, "https://site.invalid");
  } catch {
    return url;
  }
  for (const [key, value] of entries) parsed.searchParams.set(key, value);
  return absolute ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

// ---------- the /game page ----------

function isGameType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

/** The game a frame shows, carried in the /game URL so "open in pop-up window" can launch it again. */
export interface FrameGame {
  gameId: string;
  gameType: GameType;
  nodeId?: string;
  vassalage?: string;
}

export interface GameFrame {
  url: string;
  title: string;
  game?: FrameGame;
}

/** /game?url=<encoded game_url>&title=…[&gameId=…&gameType=…&nodeId=…&vassalage=…] */
export function gameFramePath(frame: GameFrame): string {
  const params = new URLSearchParams({ url: frame.url, title: frame.title });
  if (frame.game) {
    params.set("gameId", frame.game.gameId);
    params.set("gameType", frame.game.gameType);
    if (frame.game.nodeId) params.set("nodeId", frame.game.nodeId);
    if (frame.game.vassalage) params.set("vassalage", frame.game.vassalage);
  }
  return `/game?${params.toString()}`;
}

export function parseGameFrame(params: URLSearchParams): GameFrame | undefined {
  const url = params.get("url")?.trim();
  if (!url) return undefined;
  const gameId = params.get("gameId")?.trim();
  const gameType = params.get("gameType") ?? "";
  return {
    url,
    title: params.get("title")?.trim() ?? "",
    game:
      gameId && isGameType(gameType)
        ? {
            gameId,
            gameType,
            nodeId: params.get("nodeId") || undefined,
            vassalage: params.get("vassalage") || undefined,
          }
        : undefined,
  };
}

function hostOf(entry: string): string | undefined {
  try {
    return new URL(entry.includes("://") ? entry : `https://${entry}`).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The URL the game frame may load, or undefined. The /game page takes its URL from the address
 * bar, so a crafted link must not frame a script URL or someone else's page under the site's
 * header: only http(s) on this site, on one of the brand's launch hosts, or a URL this tab
 * launched itself.
 */
export function framableUrl(
  raw: string,
  allowed: { origin: string; launchHosts: readonly string[]; launched: readonly string[] },
): string | undefined {
  let url: URL;
  try {
    url = new URL(raw, allowed.origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.origin === allowed.origin) return url.href;
  const host = url.host.toLowerCase();
  if (allowed.launchHosts.some((entry) => hostOf(entry) === host)) return url.href;
  if (allowed.launched.includes(raw) || allowed.launched.includes(url.href)) return url.href;
  return undefined;
}

/** URLs this tab launched, newest first (session storage; a reload of /game keeps working). */
const LAUNCHED_KEY = "lotus.launchedGames";
const LAUNCHED_KEPT = 10;

/** The same list in memory, for browsers that refuse storage. */
let launchedInMemory: string[] = [];

function storedLaunched(): string[] {
  try {
    const parsed: unknown = JSON.parse(readItem("session", LAUNCHED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export function launchedUrls(): string[] {
  const stored = storedLaunched();
  return [...launchedInMemory.filter((url) => !stored.includes(url)), ...stored];
}

export function rememberLaunchedUrl(url: string): void {
  const kept = [url, ...launchedUrls().filter((item) => item !== url)].slice(0, LAUNCHED_KEPT);
  launchedInMemory = kept;
  writeItem("session", LAUNCHED_KEY, JSON.stringify(kept));
}

/** The message a game frame posts after a bet or win settles (the house slots post it after each spin). */
export const BALANCE_MESSAGE_TYPE = "lotus:balance";

export function isBalanceMessage(data: unknown): boolean {
  return (
    typeof data === "object" && data !== null && (data as { type?: unknown }).type === BALANCE_MESSAGE_TYPE
  );
}

// ---------- where a launched game opens ----------

/**
 * page: the /game page; popup: the game pop-up over the current page; window: a separate browser
 * window (the /game page's "open in pop-up window").
 */
export type GameOpenMode = "page" | "popup" | "window";

const OPEN_MODE_KEY = "lotus.gameOpenMode";

/** The player's choice between the /game page and the pop-up (local storage; the page by default). */
export function storedOpenMode(): Exclude<GameOpenMode, "window"> {
  return readItem("local", OPEN_MODE_KEY) === "popup" ? "popup" : "page";
}

export function storeOpenMode(mode: Exclude<GameOpenMode, "window">): void {
  writeItem("local", OPEN_MODE_KEY, mode);
}

/**
 * True when a message came from the game frame's window or a window inside it (a vendor's game
 * may run one frame deeper). `parent` can be read across origins.
 */
export function isFromFrame(source: unknown, frameWindow: unknown, maxDepth = 3): boolean {
  if (!source || !frameWindow) return false;
  let current = source as { parent?: unknown };
  for (let depth = 0; depth <= maxDepth; depth += 1) {
    if (current === frameWindow) return true;
    const parent = current.parent as { parent?: unknown } | undefined;
    if (!parent || parent === current) return false;
    current = parent;
  }
  return false;
}
