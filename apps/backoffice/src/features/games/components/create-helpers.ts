import type {
  adminGameCreateCall,
  adminVendorCreateCall,
  CallBody,
  GameListAction,
  GameListCounts,
  GameListFormat,
  GameType,
} from "@lotus/contracts";
import type { StatusTones } from "@lotus/ui/status/Badge";
import { type GameFormValues, gameFormFields, parseWhole, type VendorFormValues } from "./games-helpers";

/** Adding vendors and games: the forms' starting values and bodies, and the game-list upload. */

type VendorCreateBody = CallBody<typeof adminVendorCreateCall>;
type GameCreateBody = CallBody<typeof adminGameCreateCall>;
/** A body as the form makes it: the order is undefined until typed, and the contract says so. */
type Drafted<T> = Omit<T, "sortOrder"> & { sortOrder: number | undefined };

/** A vendor being added: on, listed last, no URLs yet. */
export const NEW_VENDOR_FORM: VendorFormValues = {
  code: "",
  walletMode: "seamless",
  displayName: "",
  categories: [],
  status: "on",
  logo: "",
  sortOrder: "100",
  launchUrlTemplate: "",
  transferApiUrl: "",
};

/** The body that adds a vendor: the code in capitals; a transfer API only for transfer-mode vendors. */
export function vendorFormToCreateBody(values: VendorFormValues): Drafted<VendorCreateBody> {
  return {
    code: values.code.trim().toUpperCase(),
    walletMode: values.walletMode,
    displayName: values.displayName,
    categories: values.categories,
    status: values.status,
    logo: values.logo,
    sortOrder: parseWhole(values.sortOrder),
    launchUrlTemplate: values.launchUrlTemplate,
    transferApiUrl: values.walletMode === "transfer" ? values.transferApiUrl : "",
  };
}

/** A game being added to a vendor: EN and VI names, on, no limits. */
export function newGameForm(vendorId: string, gameType: GameType): GameFormValues {
  return {
    vendorId,
    gameId: "",
    nodeId: "",
    gameType,
    names: { EN: "", VI: "" },
    smallIcon: "",
    largeIcon: "",
    isHot: false,
    tags: [],
    sortOrder: "0",
    trialAllowed: false,
    status: "on",
    minBet: "",
    maxBet: "",
    variant: "",
  };
}

/** The body that adds a game (external vendors only: no paytable variant). */
export function gameFormToCreateBody(values: GameFormValues): Drafted<GameCreateBody> {
  return {
    vendorId: values.vendorId,
    gameId: values.gameId.trim(),
    nodeId: values.nodeId.trim(),
    gameType: values.gameType,
    ...gameFormFields(values),
    variant: null,
  };
}

// ---------- the provider's game list ----------

/** The format a file's name says, or undefined for anything but .csv and .json. */
export function gameListFormat(fileName: string): GameListFormat | undefined {
  const match = /\.(csv|json)$/i.exec(fileName);
  return match ? (match[1]?.toLowerCase() as GameListFormat) : undefined;
}

/** The file's bytes as base64, as the preview and import calls take them (the server checks the encoding). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  // In slices: spreading a large array into fromCharCode overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** An import applies only a clean preview that changes something. */
export function canImport(counts: GameListCounts): boolean {
  return counts.invalid === 0 && counts.new + counts.update > 0;
}

/** The columns a refused game list lacks, does not know, or has twice (`value` of game.import_columns). */
export function columnProblems(
  value: unknown,
): { missing: string[]; unknown: string[]; duplicate: string[] } | undefined {
  if (!value || typeof value !== "object") return undefined;
  const list = (key: string) => {
    const entry = (value as Record<string, unknown>)[key];
    return Array.isArray(entry) ? entry.filter((item): item is string => typeof item === "string") : [];
  };
  const problems = { missing: list("missing"), unknown: list("unknown"), duplicate: list("duplicate") };
  return problems.missing.length + problems.unknown.length + problems.duplicate.length > 0
    ? problems
    : undefined;
}

/** The CSV line a refused game list broke at (`value.line` of game.import_format). */
export function errorLine(value: unknown): number | undefined {
  const line = value && typeof value === "object" ? (value as { line?: unknown }).line : undefined;
  return typeof line === "number" ? line : undefined;
}

/** Badge colours of a previewed row: what the import would do with it. */
export const IMPORT_ACTION_TONES: StatusTones<GameListAction> = {
  new: "success",
  update: "info",
  unchanged: "neutral",
  invalid: "danger",
};

/** A small example of each format, for the help text and the sample download. */
export const GAME_LIST_SAMPLE = {
  csv: [
    "code,gameType,name_EN,name_VI,smallIcon,isHot,tags,sortOrder,trialAllowed,status,minBet,maxBet",
    'fortune-tiger,RNG,Fortune Tiger,Hổ May Mắn,https://cdn.example/tiger.png,true,new|hot,1,true,on,0.5,"500"',
    "ocean-king,FISH,Ocean King,Vua Đại Dương,,false,,2,false,maintenance,,",
  ].join("\r\n"),
  json: JSON.stringify(
    [
      {
        code: "fortune-tiger",
        gameType: "RNG",
        names: { EN: "Fortune Tiger", VI: "Hổ May Mắn" },
        isHot: true,
        tags: ["new", "hot"],
        minBet: 0.5,
        maxBet: 500,
      },
    ],
    null,
    2,
  ),
} as const;
