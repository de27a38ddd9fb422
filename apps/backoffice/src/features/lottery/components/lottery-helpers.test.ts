import { adminLotteryMarketUpdateCall } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  canVoid,
  drawStatusOf,
  formatMultiple,
  formatPercent,
  grossRevenue,
  houseEdge,
  kenoFacts,
  type MarketTerms,
  marketFormProblems,
  marketFormToBody,
  marketToForm,
  multipleProblem,
  oddsAreFixed,
  parseMultiple,
  priceIsFixed,
  prizeRows,
  resultSummary,
  rtpNeedsWatch,
} from "./lottery-helpers";

/** 20 distinct balls: 1–10 and 71–80 add up to exactly 810, the Keno tie. */
const TIE_BALLS = [71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const lo2: MarketTerms = { format: "north", price: 27, odds: 99, enabled: true, numberLimit: null };
const kenoBig: MarketTerms = { format: "keno", price: 1, odds: 1.95, enabled: true, numberLimit: 5_000_000 };
const kenoPick3: MarketTerms = {
  format: "keno",
  price: 1,
  odds: 40,
  payTable: [
    { hits: 2, odds: 2 },
    { hits: 3, odds: 40 },
  ],
  enabled: true,
  numberLimit: null,
};

describe("a draw's figures", () => {
  it("takes the wins from the stakes in whole cents, without float noise", () => {
    expect(grossRevenue(0.3, 0.1)).toBe(0.2);
    expect(grossRevenue(1_000_000.05, 250_000.02)).toBe(750_000.03);
    expect(grossRevenue(100, 350.5)).toBe(-250.5);
    expect(grossRevenue(0, 0)).toBe(0);
  });

  it("lets only an open or drawn draw be voided", () => {
    expect(canVoid("open")).toBe(true);
    expect(canVoid("drawn")).toBe(true);
    for (const status of ["settling", "settled", "void", "unknown"]) expect(canVoid(status)).toBe(false);
  });

  it("reads a status filter as a draw status, anything else as none", () => {
    expect(drawStatusOf("settled")).toBe("settled");
    expect(drawStatusOf("")).toBeUndefined();
    expect(drawStatusOf("paid")).toBeUndefined();
    expect(drawStatusOf(undefined)).toBeUndefined();
  });
});

describe("a result in one line", () => {
  it("names the special prize of a lô/đề result", () => {
    const result = {
      prizes: [
        { prize: "G1", numbers: ["54321"] },
        { prize: "DB", numbers: ["07312"] },
      ],
    };
    expect(resultSummary(result)).toEqual({ kind: "special", number: "07312" });
  });

  it("sums a Keno result and calls it big, small or a tie at 810", () => {
    expect(resultSummary({ balls: TIE_BALLS })).toEqual({ kind: "keno", sum: 810, size: "tie" });
    const big = TIE_BALLS.map((ball) => (ball === 10 ? 11 : ball));
    expect(resultSummary({ balls: big })).toEqual({ kind: "keno", sum: 811, size: "big" });
    const small = TIE_BALLS.map((ball) => (ball === 71 ? 70 : ball));
    expect(resultSummary({ balls: small })).toEqual({ kind: "keno", sum: 809, size: "small" });
  });

  it("says nothing when there is no result, or no special prize in it", () => {
    expect(resultSummary(null)).toEqual({ kind: "none" });
    expect(resultSummary({})).toEqual({ kind: "none" });
    expect(resultSummary({ balls: [] })).toEqual({ kind: "none" });
    expect(resultSummary({ prizes: [{ prize: "G7", numbers: ["12"] }] })).toEqual({ kind: "none" });
  });
});

describe("the full result", () => {
  it("lists the prizes special first, then G1 … G8, unknown prizes last", () => {
    const rows = prizeRows({
      prizes: [
        { prize: "G7", numbers: ["12", "34", "56", "78"] },
        { prize: "X9", numbers: ["1"] },
        { prize: "G1", numbers: ["54321"] },
        { prize: "DB", numbers: ["07312"] },
      ],
    });
    expect(rows.map((row) => row.prize)).toEqual(["DB", "G1", "G7", "X9"]);
    expect(rows[2]?.numbers).toEqual(["12", "34", "56", "78"]);
    expect(prizeRows(null)).toEqual([]);
  });

  it("sorts the 20 Keno balls and counts upper and odd ones", () => {
    const facts = kenoFacts(TIE_BALLS);
    expect(facts.balls).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80]);
    expect(facts.sum).toBe(810);
    expect(facts.upper).toBe(10);
    expect(facts.odd).toBe(10);
    // The drawn order is kept where it came from.
    expect(TIE_BALLS[0]).toBe(71);
  });
});

describe("a market's return to player", () => {
  it("marks 98 % and above, and gives what the house keeps", () => {
    expect(rtpNeedsWatch(97.999)).toBe(false);
    expect(rtpNeedsWatch(98)).toBe(true);
    expect(rtpNeedsWatch(99.5)).toBe(true);
    expect(houseEdge(97.5)).toBe(2.5);
    expect(houseEdge(91.667)).toBe(8.333);
    expect(houseEdge(100)).toBe(0);
  });

  it("shows percentages with two or three decimals, and prices and odds as typed", () => {
    expect(formatPercent(97.5)).toBe("97.50%");
    expect(formatPercent(97.125)).toBe("97.125%");
    expect(formatPercent(2.5)).toBe("2.50%");
    expect(formatMultiple(8880)).toBe("8,880");
    expect(formatMultiple(1.95)).toBe("1.95");
    expect(formatMultiple(27)).toBe("27");
  });
});

describe("the market form", () => {
  it("fixes the price of Keno markets and the odds of pay-table markets", () => {
    expect(priceIsFixed(lo2)).toBe(false);
    expect(priceIsFixed(kenoBig)).toBe(true);
    expect(oddsAreFixed(kenoBig)).toBe(false);
    expect(oddsAreFixed(kenoPick3)).toBe(true);
  });

  it("starts from the market's terms, a blank limit meaning none", () => {
    expect(marketToForm(lo2)).toEqual({
      enabled: true,
      price: "27",
      odds: "99",
      numberLimit: "",
      reason: "",
    });
    expect(marketToForm(kenoBig).numberLimit).toBe("5000000.00");
  });

  it("reads typed prices and odds", () => {
    expect(parseMultiple(" 1,000.5 ")).toBe(1000.5);
    expect(parseMultiple("")).toBeUndefined();
    expect(parseMultiple("abc")).toBeNaN();
    expect(parseMultiple("-2")).toBeNaN();
  });

  it("names what is wrong with a typed price or odds", () => {
    expect(multipleProblem("")).toBe("required");
    expect(multipleProblem("x")).toBe("enterNumber");
    expect(multipleProblem("-1")).toBe("positive");
    expect(multipleProblem("0")).toBe("positive");
    expect(multipleProblem("1.2345")).toBe("threeDecimals");
    expect(multipleProblem("1.955")).toBeUndefined();
    expect(multipleProblem("8,880")).toBeUndefined();
  });

  it("finds every field's problem at once, never on a fixed field", () => {
    const values = { enabled: true, price: "", odds: "x", numberLimit: "1.234", reason: " " };
    expect(marketFormProblems(values, lo2)).toEqual({
      price: "required",
      odds: "enterNumber",
      numberLimit: "twoDecimals",
      reason: "required",
    });
    expect(marketFormProblems(values, kenoPick3)).toEqual({
      price: undefined,
      odds: undefined,
      numberLimit: "twoDecimals",
      reason: "required",
    });
  });

  it("sends the whole terms the update call accepts, fixed fields as the server has them", () => {
    const schema = adminLotteryMarketUpdateCall.body;
    const lo2Body = marketFormToBody(
      { enabled: false, price: "23", odds: "99.5", numberLimit: "", reason: "Lower the price" },
      lo2,
    );
    expect(lo2Body).toEqual({
      enabled: false,
      price: 23,
      odds: 99.5,
      numberLimit: null,
      reason: "Lower the price",
    });
    expect(schema?.safeParse(lo2Body).success).toBe(true);

    // Typed values of fixed fields (an edited page) never reach the server.
    const pickBody = marketFormToBody(
      { enabled: true, price: "5", odds: "500", numberLimit: "1,000,000", reason: "Cap pick 3" },
      kenoPick3,
    );
    expect(pickBody).toEqual({
      enabled: true,
      price: 1,
      odds: 40,
      numberLimit: 1_000_000,
      reason: "Cap pick 3",
    });
    expect(schema?.safeParse(pickBody).success).toBe(true);

    const bad = marketFormToBody(
      { enabled: true, price: "", odds: "x", numberLimit: "", reason: "ok!" },
      lo2,
    );
    expect(bad.price).toBeUndefined();
    expect(bad.odds).toBeNaN();
    expect(schema?.safeParse(bad).success).toBe(false);
  });
});
