import { describe, expect, it } from "vitest";
import { ageOf, queueQuery, ticketReference } from "./support-helpers";

describe("support queue helpers", () => {
  it("builds the queue query from the address, leaving out what it does not know", () => {
    expect(queueQuery({}, 1, 20)).toEqual({ status: "active", page: 1, pageSize: 20 });
    expect(
      queueQuery(
        { status: "waiting", questionType: "game", assignee: "me", age: "24", account: " demo " },
        2,
        20,
      ),
    ).toEqual({
      status: "waiting",
      questionType: "game",
      assignee: "me",
      olderThanHours: 24,
      account: "demo",
      page: 2,
      pageSize: 20,
    });
    expect(queueQuery({ status: "lost", questionType: "refund", assignee: "x", age: "5" }, 1, 20)).toEqual({
      status: "active",
      page: 1,
      pageSize: 20,
    });
    const id = "0b0f9c3e-7f8a-4b5c-9d2e-1a2b3c4d5e6f";
    expect(queueQuery({ assignee: id }, 1, 20).assignee).toBe(id);
  });

  it("says how long a member has waited", () => {
    const now = Date.UTC(2026, 0, 10, 12);
    expect(ageOf(now - 59 * 60_000, now)).toEqual({ unit: "minutes", value: 59 });
    expect(ageOf(now - 47 * 3_600_000, now)).toEqual({ unit: "hours", value: 47 });
    expect(ageOf(now - 49 * 3_600_000, now)).toEqual({ unit: "days", value: 2 });
    expect(ageOf(now + 5_000, now)).toEqual({ unit: "minutes", value: 0 });
    expect(ticketReference({ number: 7 })).toBe("#7");
  });
});
