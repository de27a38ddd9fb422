import { REWARD_STATUSES } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  badgeCount,
  isClaimable,
  REWARD_STATUS_TONES,
  rewardParts,
  rewardSourceOf,
  rewardStatusOf,
  waitingFirst,
} from "./rewards";

const NOW = 1_764_000_000_000;

describe("isClaimable", () => {
  it("offers Claim only for a waiting reward whose claim-by time has not passed", () => {
    expect(isClaimable({ status: "waiting", claimBy: null }, NOW)).toBe(true);
    expect(isClaimable({ status: "waiting", claimBy: NOW + 1 }, NOW)).toBe(true);
    expect(isClaimable({ status: "waiting", claimBy: NOW }, NOW)).toBe(false);
    for (const status of REWARD_STATUSES.filter((s) => s !== "waiting"))
      expect(isClaimable({ status, claimBy: null }, NOW)).toBe(false);
  });
});

describe("waitingFirst", () => {
  it("puts waiting rewards first by claim-by, keeping the server's order for the rest", () => {
    const list = [
      { id: "paid", status: "paid" as const, claimBy: null },
      { id: "w-none", status: "waiting" as const, claimBy: null },
      { id: "expired", status: "expired" as const, claimBy: NOW - 1 },
      { id: "w-soon", status: "waiting" as const, claimBy: NOW + 1000 },
      { id: "approval", status: "approval" as const, claimBy: null },
    ];
    expect(waitingFirst(list).map((r) => r.id)).toEqual(["w-soon", "w-none", "paid", "expired", "approval"]);
  });
});

describe("rewardParts", () => {
  it("lists cash, points and tickets in that order, without what the reward does not give", () => {
    expect(rewardParts({ cash: 50, points: 0, raffleTickets: 2 })).toEqual([
      { kind: "cash", amount: 50 },
      { kind: "tickets", count: 2 },
    ]);
    expect(rewardParts({ cash: 0, points: 300, raffleTickets: 0 })).toEqual([{ kind: "points", count: 300 }]);
    expect(rewardParts({ cash: 0, points: 0, raffleTickets: 0 })).toEqual([]);
  });
});

describe("filters and badge", () => {
  it("keeps only known statuses and sources from the address", () => {
    expect(rewardStatusOf("approval")).toBe("approval");
    expect(rewardStatusOf("bogus")).toBeUndefined();
    expect(rewardStatusOf(undefined)).toBeUndefined();
    expect(rewardSourceOf("vip_birthday")).toBe("vip_birthday");
    expect(rewardSourceOf("")).toBeUndefined();
  });

  it("gives every status a tone", () => {
    for (const status of REWARD_STATUSES) expect(REWARD_STATUS_TONES[status]).toBeDefined();
  });

  it("shows the waiting count only above 0, capped at 99+", () => {
    expect(badgeCount(0)).toBeUndefined();
    expect(badgeCount(1)).toBe("1");
    expect(badgeCount(99)).toBe("99");
    expect(badgeCount(100)).toBe("99+");
  });
});
