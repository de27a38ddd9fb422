import { giftInput } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { formToBody, giftToForm } from "./GiftDialog";

describe("the gift form", () => {
  it("turns blank limits into none and drops blank languages", () => {
    const values = {
      ...giftToForm(),
      name: { EN: "Cap", VI: "Mũ", TH: " " },
      points: "2000",
      amount: "120000",
      stock: "",
      memberLimit: "2",
    };
    const body = formToBody(values);
    expect(body).toMatchObject({
      name: { EN: "Cap", VI: "Mũ" },
      points: 2000,
      amount: 120000,
      stock: null,
      memberLimit: 2,
    });
    expect(giftInput.safeParse(body).success).toBe(true);
  });

  it("leaves an empty price for the schema to refuse", () => {
    const body = formToBody({ ...giftToForm(), name: { EN: "Cap" }, points: "", amount: "1" });
    expect(giftInput.safeParse(body).success).toBe(false);
  });

  it("round-trips a stored gift", () => {
    const gift = {
      id: "g",
      name: { EN: "Cap" },
      description: {},
      imageUrl: "/mall-image/x",
      kind: "cash" as const,
      points: 500,
      amount: 10_000,
      stock: null,
      memberLimit: null,
      dailyLimit: 1,
      minVipLevel: 2,
      active: false,
      sortOrder: 3,
      exchanged: 0,
      processing: 0,
      updatedAt: 0,
    };
    expect(formToBody(giftToForm(gift))).toMatchObject({
      kind: "cash",
      points: 500,
      amount: 10_000,
      stock: null,
      dailyLimit: 1,
      minVipLevel: 2,
      active: false,
      sortOrder: 3,
      imageUrl: "/mall-image/x",
    });
  });
});
