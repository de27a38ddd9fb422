import { adminGameCreateCall, adminVendorCreateCall } from "@lotus/contracts";
import { toneOf } from "@lotus/ui/status/Badge";
import { describe, expect, it } from "vitest";
import {
  bytesToBase64,
  canImport,
  columnProblems,
  errorLine,
  gameFormToCreateBody,
  gameListFormat,
  IMPORT_ACTION_TONES,
  NEW_VENDOR_FORM,
  newGameForm,
  vendorFormToCreateBody,
} from "./create-helpers";

const counts = (overrides: Partial<Record<"new" | "update" | "unchanged" | "invalid", number>>) => ({
  total: 0,
  new: 0,
  update: 0,
  unchanged: 0,
  invalid: 0,
  ...overrides,
});

describe("adding a vendor", () => {
  it("sends the code in capitals and a transfer API only for transfer-mode vendors", () => {
    const values = {
      ...NEW_VENDOR_FORM,
      code: " acme_2 ",
      displayName: "Acme",
      categories: ["RNG" as const],
      transferApiUrl: "https://acme.test/wallet",
    };
    const body = vendorFormToCreateBody(values);
    expect(body).toMatchObject({
      code: "ACME_2",
      walletMode: "seamless",
      sortOrder: 100,
      transferApiUrl: "",
    });
    expect(adminVendorCreateCall.body?.safeParse(body).success).toBe(true);
    expect(vendorFormToCreateBody({ ...values, walletMode: "transfer" }).transferApiUrl).toBe(
      "https://acme.test/wallet",
    );
    // A blank order stays undefined so the contract names the field.
    expect(
      adminVendorCreateCall.body?.safeParse(vendorFormToCreateBody({ ...values, sortOrder: "" })).success,
    ).toBe(false);
  });
});

describe("adding a game", () => {
  it("starts with EN and VI names and no limits, and sends parsed amounts without a variant", () => {
    const form = newGameForm("00000000-0000-4000-8000-000000000001", "FISH");
    expect(form).toMatchObject({ gameType: "FISH", names: { EN: "", VI: "" }, status: "on", minBet: "" });
    const body = gameFormToCreateBody({
      ...form,
      gameId: " ocean-king ",
      names: { EN: " Ocean King ", VI: "" },
      minBet: "1,000.50",
      maxBet: "",
    });
    expect(body).toMatchObject({
      gameId: "ocean-king",
      names: { EN: "Ocean King" },
      minBet: 1000.5,
      maxBet: null,
      variant: null,
      sortOrder: 0,
    });
    expect(adminGameCreateCall.body?.safeParse(body).success).toBe(true);
  });
});

describe("the game-list upload", () => {
  it("takes .csv and .json files only", () => {
    expect(gameListFormat("Games.CSV")).toBe("csv");
    expect(gameListFormat("list.v2.json")).toBe("json");
    expect(gameListFormat("games.xlsx")).toBeUndefined();
    expect(gameListFormat("csv")).toBeUndefined();
  });

  it("encodes any bytes as base64, large files included", () => {
    expect(bytesToBase64(new Uint8Array([0xe1, 0xbb, 0x87, 0x00, 0xff]))).toBe(
      Buffer.from([0xe1, 0xbb, 0x87, 0x00, 0xff]).toString("base64"),
    );
    const large = new Uint8Array(200_000).map((_, index) => index % 251);
    expect(bytesToBase64(large)).toBe(Buffer.from(large).toString("base64"));
  });

  it("imports only a clean preview that changes something", () => {
    expect(canImport(counts({ new: 2 }))).toBe(true);
    expect(canImport(counts({ update: 1, unchanged: 4 }))).toBe(true);
    expect(canImport(counts({ unchanged: 3 }))).toBe(false);
    expect(canImport(counts({ new: 3, invalid: 1 }))).toBe(false);
    expect(toneOf(IMPORT_ACTION_TONES, "invalid")).toBe("danger");
    expect(toneOf(IMPORT_ACTION_TONES, "new")).toBe("success");
    expect(toneOf(IMPORT_ACTION_TONES, "update")).toBe("info");
  });

  it("reads the columns and the line a refused file names", () => {
    expect(columnProblems({ missing: ["gameType"], unknown: ["colour"], duplicate: [] })).toEqual({
      missing: ["gameType"],
      unknown: ["colour"],
      duplicate: [],
    });
    expect(columnProblems({ missing: [], unknown: [], duplicate: [] })).toBeUndefined();
    expect(columnProblems(null)).toBeUndefined();
    expect(errorLine({ line: 7 })).toBe(7);
    expect(errorLine({ line: "7" })).toBeUndefined();
    expect(errorLine(undefined)).toBeUndefined();
  });
});
