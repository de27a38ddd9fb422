import { describe, expect, it } from "vitest";
import { banksFor, findBank } from "./banks";
import {
  amountToMinor,
  canConfirm,
  checkPayeeName,
  heldRemaining,
  imageType,
  isValidPartial,
  makeReference,
  maskAccountNumber,
  maskLogin,
  openForMatching,
  withdrawalStatus,
  withinRange,
} from "./payment-rules";

const w = (
  amount: bigint,
  parts: Partial<{ matched: bigint; received: bigint; disbursed: bigint }> = {},
) => ({
  amountMinor: amount,
  matchedMinor: parts.matched ?? 0n,
  receivedMinor: parts.received ?? 0n,
  disbursedMinor: parts.disbursed ?? 0n,
});

describe("amounts", () => {
  it("converts API amounts to minor units and refuses what is not a positive amount of the currency", () => {
    expect(amountToMinor(1000, 2)).toBe(100000n);
    expect(amountToMinor(0.01, 2)).toBe(1n);
    expect(amountToMinor(12.3, 2)).toBe(1230n);
    // Doubles that print with noise (49999.99 is 49999.990000000002) are still the decimal typed.
    expect(amountToMinor(49999.99, 2)).toBe(4999999n);
    expect(amountToMinor(300000000.01, 2)).toBe(30000000001n);
    expect(amountToMinor(0.1 + 0.2, 2)).toBeUndefined();
    expect(amountToMinor(0, 2)).toBeUndefined();
    expect(amountToMinor(-5, 2)).toBeUndefined();
    expect(amountToMinor(Number.NaN, 2)).toBeUndefined();
    expect(amountToMinor(Number.POSITIVE_INFINITY, 2)).toBeUndefined();
    expect(amountToMinor(1.005, 2)).toBeUndefined();
    // A currency without minor units refuses any fraction.
    expect(amountToMinor(10.5, 0)).toBeUndefined();
    expect(amountToMinor(10, 0)).toBe(10n);
  });

  it("checks limits inclusively", () => {
    expect(withinRange(100n, 100n, 200n)).toBe(true);
    expect(withinRange(200n, 100n, 200n)).toBe(true);
    expect(withinRange(99n, 100n, 200n)).toBe(false);
    expect(withinRange(201n, 100n, 200n)).toBe(false);
  });
});

describe("masking", () => {
  it("shows only the last four digits of an account number", () => {
    expect(maskAccountNumber("0071000888999")).toBe("*********8999");
    expect(maskAccountNumber("1234")).toBe("1234");
  });

  it("masks a payer's login name, keeping its ends", () => {
    expect(maskLogin("demo01")).toBe("de**01");
    expect(maskLogin("abc")).toBe("a**");
    expect(maskLogin("a")).toBe("a*");
  });
});

describe("payee name", () => {
  it("needs a real name without diacritics (SPEC §5)", () => {
    expect(checkPayeeName("NGUYEN VAN DEMO", null, [])).toBe("ok");
    expect(checkPayeeName("Nguyễn Văn Demo", null, [])).toBe("format");
    expect(checkPayeeName("NGUYEN1", null, [])).toBe("format");
    expect(checkPayeeName("  ", null, [])).toBe("format");
  });

  it("must be the registered real name, ignoring case and spacing", () => {
    expect(checkPayeeName("nguyen  van demo", "NGUYEN VAN DEMO", [])).toBe("ok");
    expect(checkPayeeName("TRAN VAN B", "NGUYEN VAN DEMO", [])).toBe("mismatch");
  });

  it("without a registered name, must match the member's earlier accounts", () => {
    expect(checkPayeeName("TRAN VAN B", null, ["TRAN VAN B"])).toBe("ok");
    expect(checkPayeeName("LE VAN C", null, ["TRAN VAN B"])).toBe("mismatch");
  });
});

describe("references", () => {
  it("are a kind letter and ten characters without look-alikes", () => {
    const reference = makeReference("D", new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 255]));
    expect(reference).toMatch(/^D[2-9A-HJKMNP-Z]{10}$/);
    expect(makeReference("W", new Uint8Array(10))).toBe("W2222222222");
    expect(() => makeReference("D", new Uint8Array(4))).toThrow(RangeError);
  });
});

describe("proof images", () => {
  it("are recognised by their first bytes, not their name", () => {
    expect(imageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(imageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(imageType(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeUndefined();
    expect(imageType(new Uint8Array([]))).toBeUndefined();
  });
});

describe("withdrawal amounts and status", () => {
  it("holds what is neither received nor paid out, and offers to C2C what is not matched either", () => {
    const row = w(1000n, { matched: 300n, received: 200n, disbursed: 0n });
    expect(heldRemaining(row)).toBe(800n);
    expect(openForMatching(row)).toBe(500n);
  });

  it("derives the status from amounts and open payments", () => {
    expect(withdrawalStatus(w(1000n), { unconfirmed: 0, disputes: 0 }, false)).toBe("pending");
    expect(withdrawalStatus(w(1000n), { unconfirmed: 0, disputes: 0 }, true)).toBe("approved");
    expect(withdrawalStatus(w(1000n, { matched: 1000n }), { unconfirmed: 1, disputes: 0 }, false)).toBe(
      "pending",
    );
    expect(withdrawalStatus(w(1000n, { matched: 500n }), { unconfirmed: 0, disputes: 1 }, false)).toBe(
      "disputed",
    );
    expect(withdrawalStatus(w(1000n, { received: 1000n }), { unconfirmed: 0, disputes: 0 }, false)).toBe(
      "completed",
    );
    expect(withdrawalStatus(w(1000n, { disbursed: 1000n }), { unconfirmed: 1, disputes: 0 }, true)).toBe(
      "disbursed",
    );
    expect(withdrawalStatus(w(1000n, { disbursed: 1000n }), { unconfirmed: 0, disputes: 0 }, true)).toBe(
      "completed",
    );
    expect(
      withdrawalStatus(w(1000n, { received: 400n, disbursed: 600n }), { unconfirmed: 0, disputes: 0 }, false),
    ).toBe("completed");
  });

  it("accepts a partial receipt strictly between nothing and everything", () => {
    expect(isValidPartial(1n, 100n)).toBe(true);
    expect(isValidPartial(99n, 100n)).toBe(true);
    expect(isValidPartial(0n, 100n)).toBe(false);
    expect(isValidPartial(100n, 100n)).toBe(false);
    expect(isValidPartial(150n, 100n)).toBe(false);
  });

  it("lets the withdrawer say not received only once the payer says they paid", () => {
    expect(canConfirm("not_received", "paid")).toBe(true);
    expect(canConfirm("not_received", "awaiting_payment")).toBe(false);
    expect(canConfirm("received", "awaiting_payment")).toBe(true);
    expect(canConfirm("received", "received")).toBe(false);
    expect(canConfirm("partially_received", "not_received")).toBe(false);
  });
});

describe("banks", () => {
  it("lists the twenty Vietnamese banks for VND and Thai banks for THB", () => {
    const vnd = banksFor("VND");
    expect(vnd).toHaveLength(20);
    expect(new Set(vnd.map((bank) => bank.code)).size).toBe(20);
    expect(vnd.map((bank) => bank.name)).toEqual(
      expect.arrayContaining([
        "Vietcombank",
        "VietinBank",
        "BIDV",
        "Agribank",
        "Techcombank",
        "Nam A Bank",
        "Bac A Bank",
      ]),
    );
    expect(banksFor("thb").length).toBeGreaterThanOrEqual(5);
    expect(banksFor("USD")).toEqual([]);
    expect(findBank("VND", " vcb ")?.name).toBe("Vietcombank");
    expect(findBank("THB", "VCB")).toBeUndefined();
  });
});
