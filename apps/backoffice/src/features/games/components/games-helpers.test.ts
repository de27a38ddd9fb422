import {
  adminCategoryListsUpdateCall,
  adminGameUpdateCall,
  adminVendorUpdateCall,
  type GameAdminView,
  type VendorAdminView,
} from "@lotus/contracts";
import { toneOf } from "@lotus/ui/status/Badge";
import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_TONES,
  amountProblem,
  amountToText,
  canonicalVendorCode,
  formatRtp,
  formToNames,
  gameBody,
  gameErrorPath,
  gameFormProblems,
  gameFormToBody,
  gameToForm,
  gridRows,
  isHouseGame,
  lineWinAmount,
  missingPlaceholders,
  nameLanguages,
  namesToForm,
  PROGRESS_TONES,
  parseAmountText,
  slotOf,
  unknownCodes,
  vendorBody,
  vendorFormToBody,
  vendorToForm,
  winLossDirection,
} from "./games-helpers";

const vendor: VendorAdminView = {
  id: "0d5e7f53-5a5c-4b59-9a0a-0c4f4b1f6f01",
  code: "PGS",
  displayName: "PG Soft",
  categories: ["RNG", "FISH"],
  walletMode: "seamless",
  status: "on",
  logo: "https://cdn.example/pg.png",
  sortOrder: 3,
  house: false,
  launchUrlTemplate: "https://pg.example/launch?t={token}&g={game}&l={lang}",
  transferApiUrl: "",
  secretSet: true,
  secretRotatedAt: 1_700_000_000_000,
  gameCount: 12,
};

const game: GameAdminView = {
  id: "8b1f0c9e-1d3a-4d8e-bb4f-3f3b8f0f2a11",
  gameId: "lotus-fortune",
  nodeId: "lotus-fortune",
  vendorId: "f6c3a0de-7a0f-4b57-9b1e-3a8c9d2e4f10",
  vassalage: "LOTUS",
  gameType: "RNG",
  names: { EN: "Lotus Fortune", VI: "Hoa Sen Phát Lộc", JA: "ロータス" },
  smallIcon: "/games/lotus-fortune.svg",
  largeIcon: "/games/lotus-fortune-large.svg",
  isHot: true,
  tags: ["slot", "paylines"],
  sortOrder: 10,
  trialAllowed: true,
  status: "on",
  minBet: 1,
  maxBet: 1_000_000,
  variant: "rtp96",
};

const gameBodySchema = adminGameUpdateCall.body;
const vendorBodySchema = adminVendorUpdateCall.body;

describe("status colours", () => {
  it("colours availability and progress", () => {
    expect(toneOf(AVAILABILITY_TONES, "on")).toBe("success");
    expect(toneOf(AVAILABILITY_TONES, "maintenance")).toBe("warning");
    expect(toneOf(AVAILABILITY_TONES, "off")).toBe("neutral");
    expect(toneOf(PROGRESS_TONES, "open")).toBe("warning");
    expect(toneOf(PROGRESS_TONES, "pending")).toBe("warning");
    expect(toneOf(PROGRESS_TONES, "settled")).toBe("success");
    expect(toneOf(PROGRESS_TONES, "failed")).toBe("danger");
    expect(toneOf(PROGRESS_TONES, "not_found")).toBe("danger");
    expect(toneOf(PROGRESS_TONES, "cancelled")).toBe("neutral");
  });

  it("tells a member's win from a loss", () => {
    expect(winLossDirection(12.5)).toBe("up");
    expect(winLossDirection(-0.01)).toBe("down");
    expect(winLossDirection(0)).toBe("even");
  });
});

describe("amount inputs", () => {
  it("reads typed amounts, with thousands separators", () => {
    expect(parseAmountText("1,000.50")).toBe(1000.5);
    expect(parseAmountText("  ")).toBeNull();
    expect(parseAmountText("12a")).toBeNaN();
    expect(parseAmountText("-5")).toBeNaN();
  });

  it("names what is wrong with an amount", () => {
    expect(amountProblem("")).toBeUndefined();
    expect(amountProblem("10.25")).toBeUndefined();
    expect(amountProblem("1,000")).toBeUndefined();
    expect(amountProblem("10.255")).toBe("twoDecimals");
    expect(amountProblem("0")).toBe("positive");
    expect(amountProblem("-3")).toBe("positive");
    expect(amountProblem("ten")).toBe("enterNumber");
    expect(amountProblem("1.2.3")).toBe("enterNumber");
  });

  it("shows stored amounts with two decimals, none as blank", () => {
    expect(amountToText(1)).toBe("1.00");
    expect(amountToText(0.1)).toBe("0.10");
    expect(amountToText(null)).toBe("");
  });
});

describe("names per language", () => {
  it("always shows EN and VI, then the game's other languages in catalogue order", () => {
    expect(nameLanguages({})).toEqual(["EN", "VI"]);
    expect(nameLanguages({ JA: "x", CN: "y" })).toEqual(["EN", "VI", "CN", "JA"]);
    expect(namesToForm({ EN: "Lotus", JA: "ロータス" })).toEqual({ EN: "Lotus", VI: "", JA: "ロータス" });
  });

  it("sends trimmed names and leaves blank languages out (the site falls back to EN)", () => {
    expect(formToNames({ EN: " Lotus ", VI: "  ", JA: "ロータス" })).toEqual({ EN: "Lotus", JA: "ロータス" });
    expect(formToNames({})).toEqual({});
  });
});

describe("vendor form", () => {
  it("round-trips a vendor into a body the contract accepts", () => {
    const body = vendorFormToBody({ ...vendorToForm(vendor), displayName: "PG", sortOrder: "7" }, vendor);
    expect(body).toMatchObject({ displayName: "PG", sortOrder: 7, categories: ["RNG", "FISH"] });
    expect(vendorBodySchema?.safeParse(body).success).toBe(true);
  });

  it("keeps the stored launch URL of the house vendor and the transfer API of seamless vendors", () => {
    const house = { ...vendor, house: true, launchUrlTemplate: "" };
    const form = {
      ...vendorToForm(house),
      launchUrlTemplate: "https://typed",
      transferApiUrl: "https://typed",
    };
    expect(vendorFormToBody(form, house)).toMatchObject({ launchUrlTemplate: "", transferApiUrl: "" });
    const transfer = { ...vendor, walletMode: "transfer" as const };
    expect(vendorFormToBody(form, transfer)).toMatchObject({
      launchUrlTemplate: "https://typed",
      transferApiUrl: "https://typed",
    });
  });

  it("switches status with the rest of the vendor unchanged", () => {
    const body = vendorBody(vendor, { status: "maintenance" });
    expect(body.status).toBe("maintenance");
    expect(body.launchUrlTemplate).toBe(vendor.launchUrlTemplate);
    expect(vendorBodySchema?.safeParse(body).success).toBe(true);
  });

  it("lets the contract refuse a vendor without categories or with a bad order", () => {
    const body = vendorFormToBody({ ...vendorToForm(vendor), categories: [], sortOrder: "x" }, vendor);
    const parsed = vendorBodySchema?.safeParse(body);
    expect(parsed?.success).toBe(false);
    const paths = parsed?.success ? [] : parsed?.error.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["categories", "sortOrder"]));
  });

  it("lists the launch placeholders a template lacks", () => {
    expect(missingPlaceholders(vendor.launchUrlTemplate)).toEqual([]);
    expect(missingPlaceholders("https://x/launch?g={game}")).toEqual(["{token}", "{lang}"]);
    expect(missingPlaceholders("  ")).toEqual([]);
  });
});

describe("game form", () => {
  it("round-trips a game into a body the contract accepts", () => {
    const form = gameToForm(game);
    expect(form.minBet).toBe("1.00");
    expect(form.maxBet).toBe("1000000.00");
    expect(form.names).toEqual({ EN: "Lotus Fortune", VI: "Hoa Sen Phát Lộc", JA: "ロータス" });
    const body = gameFormToBody(form, game);
    expect(body).toMatchObject({ minBet: 1, maxBet: 1_000_000, variant: "rtp96", sortOrder: 10 });
    expect(gameBodySchema?.safeParse(body).success).toBe(true);
  });

  it("sends blank limits as none and the blank variant as the default", () => {
    const body = gameFormToBody({ ...gameToForm(game), minBet: "", maxBet: " ", variant: "" }, game);
    expect(body).toMatchObject({ minBet: null, maxBet: null, variant: null });
    expect(gameBodySchema?.safeParse(body).success).toBe(true);
  });

  it("keeps the variant of a game that is no house slot", () => {
    const external = { ...game, vassalage: "PGS", variant: null };
    expect(isHouseGame(external)).toBe(false);
    expect(gameFormToBody({ ...gameToForm(external), variant: "rtp92" }, external).variant).toBeNull();
  });

  it("finds the form's own problems: EN name, amounts, min above max", () => {
    const form = gameToForm(game);
    expect(gameFormProblems(form)).toEqual({});
    expect(gameFormProblems({ ...form, names: { EN: " ", VI: "x" } })).toEqual({ "names.EN": "required" });
    expect(gameFormProblems({ ...form, minBet: "1.234", maxBet: "0" })).toEqual({
      minBet: "twoDecimals",
      maxBet: "positive",
    });
    expect(gameFormProblems({ ...form, minBet: "50", maxBet: "10" })).toEqual({ maxBet: "minAboveMax" });
    expect(gameFormProblems({ ...form, minBet: "5.555", maxBet: "2" })).toEqual({
      minBet: "twoDecimals",
      maxBet: "minAboveMax",
    });
    expect(gameFormProblems({ ...form, minBet: "", maxBet: "10" })).toEqual({});
  });

  it("toggles hot and status with the rest of the game unchanged", () => {
    const body = gameBody(game, { isHot: false });
    expect(body).toMatchObject({ isHot: false, names: game.names, variant: "rtp96", minBet: 1 });
    expect(gameBodySchema?.safeParse(body).success).toBe(true);
  });

  it("puts tag errors on the tags field", () => {
    expect(gameErrorPath("tags.3")).toBe("tags");
    expect(gameErrorPath("names.VI")).toBe("names.VI");
    expect(gameErrorPath("maxBet")).toBe("maxBet");
  });

  it("finds a house game's slot and shows its RTP", () => {
    const slots = [
      { slotId: "dragon-pearl", defaultVariant: "rtp96", variants: [] },
      { slotId: "lotus-fortune", defaultVariant: "rtp96", variants: [{ id: "rtp96", rtp: 96.02 }] },
    ];
    expect(slotOf(game, slots)?.slotId).toBe("lotus-fortune");
    expect(slotOf({ gameId: "x", nodeId: "dragon-pearl" }, slots)?.slotId).toBe("dragon-pearl");
    expect(slotOf({ gameId: "x", nodeId: "y" }, slots)).toBeUndefined();
    expect(formatRtp(96.02)).toBe("96.02%");
    expect(formatRtp(94)).toBe("94.00%");
  });
});

describe("category lists", () => {
  it("spells typed codes as the brand's vendors do", () => {
    const codes = ["DS88", "IMES", "Sabong"];
    expect(canonicalVendorCode(" ds88 ", codes)).toBe("DS88");
    expect(canonicalVendorCode("sabong", codes)).toBe("Sabong");
    expect(canonicalVendorCode("wgb", codes)).toBe("WGB");
    expect(canonicalVendorCode("  ", codes)).toBe("");
    expect(unknownCodes(["DS88", "WGB"], codes)).toEqual(["WGB"]);
  });

  it("sends lists the contract accepts", () => {
    const parsed = adminCategoryListsUpdateCall.body?.safeParse({
      esportsVendors: ["IMES"],
      cockfightVendors: ["DS88", "WGB"],
    });
    expect(parsed?.success).toBe(true);
  });
});

describe("round outcome", () => {
  it("prices a line win from the bet and its multiple, floored to the cent", () => {
    expect(lineWinAmount(10, 0.4)).toBe(4);
    expect(lineWinAmount(1, 0.05)).toBe(0.05);
    expect(lineWinAmount(0.3, 0.1)).toBe(0.03);
    expect(lineWinAmount(0.07, 0.5)).toBe(0.03);
    expect(lineWinAmount(2.5, 0)).toBe(0);
  });

  it("lays the grid out as rows padded to the widest row", () => {
    expect(
      gridRows([
        ["A", "B", "C", "D", "E"],
        ["F", "G"],
        ["H", "I", "J", "K", "L"],
      ]),
    ).toEqual([
      ["A", "B", "C", "D", "E"],
      ["F", "G", "", "", ""],
      ["H", "I", "J", "K", "L"],
    ]);
    expect(gridRows([])).toEqual([]);
  });
});
