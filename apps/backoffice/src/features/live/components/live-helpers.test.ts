import { LIVE_SPOTS } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  canVoidRound,
  cardFace,
  diePips,
  driverState,
  formatOdds,
  formatRtp,
  rtpChanged,
  secondsLeft,
  spotName,
  statusTargets,
} from "./live-helpers";

describe("table status and rounds", () => {
  it("offers every status but the current one", () => {
    expect(statusTargets("open")).toEqual(["paused", "closed"]);
    expect(statusTargets("paused")).toEqual(["open", "closed"]);
    expect(statusTargets("closed")).toEqual(["open", "paused"]);
  });

  it("voids only rounds not yet settled", () => {
    expect(canVoidRound("betting")).toBe(true);
    expect(canVoidRound("dealing")).toBe(true);
    expect(canVoidRound("result")).toBe(true);
    expect(canVoidRound("settled")).toBe(false);
    expect(canVoidRound("void")).toBe(false);
  });

  it("counts whole seconds up to the close and stops at zero", () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it("tells a held lease from a lapsed one and from no driver", () => {
    expect(driverState(null, 5)).toBe("none");
    expect(driverState({ until: 10 }, 5)).toBe("holding");
    expect(driverState({ until: 10 }, 10)).toBe("holding");
    expect(driverState({ until: 10 }, 11)).toBe("lapsed");
  });
});

describe("spot names", () => {
  it("reads the numbers of Sic Bo's numbered spots", () => {
    expect(spotName("total_11")).toEqual({ key: "total", values: { total: 11 } });
    expect(spotName("single_4")).toEqual({ key: "single", values: { face: 4 } });
    expect(spotName("double_6")).toEqual({ key: "double", values: { face: 6 } });
    expect(spotName("triple_1")).toEqual({ key: "triple", values: { face: 1 } });
    expect(spotName("combo_2_5")).toEqual({ key: "combo", values: { a: 2, b: 5 } });
    expect(spotName("banker_pair")).toEqual({ key: "plain", spot: "banker_pair" });
    expect(spotName("any_triple")).toEqual({ key: "plain", spot: "any_triple" });
  });

  it("names every spot of every table kind", () => {
    const plain = Object.values(LIVE_SPOTS)
      .flat()
      .map(spotName)
      .filter((name) => name.key === "plain")
      .map((name) => (name.key === "plain" ? name.spot : ""));
    expect(new Set(plain)).toEqual(
      new Set([
        "player",
        "banker",
        "tie",
        "player_pair",
        "banker_pair",
        "dragon",
        "tiger",
        "small",
        "big",
        "odd",
        "even",
        "any_triple",
        "four_red",
        "four_white",
        "three_red",
        "three_white",
      ]),
    );
  });
});

describe("numbers", () => {
  it("shows odds with up to three decimals and RTP as a percentage", () => {
    expect(formatOdds(0.95)).toBe("0.95");
    expect(formatOdds(8)).toBe("8");
    expect(formatOdds(1.9555)).toBe("1.956");
    expect(formatRtp(98.94)).toBe("98.94%");
    expect(formatRtp(85.6436)).toBe("85.644%");
    expect(formatRtp(100)).toBe("100.00%");
  });

  it("marks an RTP moved from its default beyond rounding", () => {
    expect(rtpChanged(98.94, 98.94)).toBe(false);
    expect(rtpChanged(98.9401, 98.94)).toBe(false);
    expect(rtpChanged(97.5, 98.94)).toBe(true);
  });
});

describe("cards and dice", () => {
  it("draws a card code as rank and suit, hearts and diamonds red", () => {
    expect(cardFace("AS")).toEqual({ rank: "A", suit: "♠", red: false, text: "A♠" });
    expect(cardFace("TD")).toEqual({ rank: "10", suit: "♦", red: true, text: "10♦" });
    expect(cardFace("KH").red).toBe(true);
    expect(cardFace("7C")).toMatchObject({ text: "7♣", red: false });
  });

  it("places as many pips as the face shows, symmetric about the centre", () => {
    for (const face of [1, 2, 3, 4, 5, 6]) {
      const pips = diePips(face);
      expect(pips).toHaveLength(face);
      expect([...pips].map((pip) => 8 - pip).sort()).toEqual([...pips].sort());
    }
    expect(diePips(7)).toEqual([]);
  });
});
