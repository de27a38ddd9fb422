import { describe, expect, it } from "vitest";
import { isQuestionType, ticketReference } from "./support";

describe("support form rules", () => {
  it("knows the question types the brand offers and quotes tickets by number", () => {
    expect(isQuestionType("deposit", ["deposit", "other"])).toBe(true);
    expect(isQuestionType("refund", ["deposit", "other"])).toBe(false);
    expect(ticketReference({ number: 1024 })).toBe("#1024");
  });
});
