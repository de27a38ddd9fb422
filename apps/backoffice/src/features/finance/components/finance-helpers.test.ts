import { paymentChannelInput } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  channelFormToInput,
  channelToForm,
  emptyChannelForm,
  parseNumber,
  statusTone,
} from "./finance-helpers";

describe("finance helpers", () => {
  it("colours statuses", () => {
    expect(statusTone("pending")).toBe("warning");
    expect(statusTone("success")).toBe("success");
    expect(statusTone("rejected")).toBe("danger");
    expect(statusTone("disbursed")).toBe("info");
    expect(statusTone("whatever")).toBe("neutral");
  });

  it("reads typed numbers", () => {
    expect(parseNumber("1,000.50")).toBe(1000.5);
    expect(parseNumber(" ")).toBeUndefined();
    expect(parseNumber("12a")).toBeNaN();
  });

  it("builds a bank-transfer channel body the contract accepts", () => {
    const body = channelFormToInput({
      ...emptyChannelForm(),
      name: "Vietcombank",
      min: "100",
      max: "50,000",
      instructions: { EN: "Pay", VI: " " },
      bankName: "Vietcombank",
      accountNumber: "0123456789",
      payeeName: "LOTUS CO",
    });
    expect(body.instructions).toEqual({ EN: "Pay" });
    expect(body.gateway).toBeUndefined();
    const parsed = paymentChannelInput.safeParse(body);
    expect(parsed.success).toBe(true);
  });

  it("sends a gateway secret only when typed, and no bank", () => {
    const form = { ...emptyChannelForm(), type: "gateway" as const, name: "Pay", min: "1", max: "2" };
    expect(channelFormToInput(form).gateway).toEqual({ provider: "sandbox" });
    expect(channelFormToInput(form).bank).toBeUndefined();
    expect(channelFormToInput({ ...form, secret: "s".repeat(16) }).gateway).toEqual({
      provider: "sandbox",
      secret: "s".repeat(16),
    });
  });

  it("round-trips a stored channel into the form", () => {
    const form = channelToForm({
      id: "c",
      type: "bank_transfer",
      name: "VCB",
      min: 100,
      max: 1000,
      instructions: { EN: "Hi" },
      bank: { bankName: "VCB", accountNumber: "123456", payeeName: "AB" },
      gatewayProvider: null,
      hasSecret: false,
      expiryMinutes: 30,
      enabled: true,
      sortOrder: 2,
      createdAt: 0,
      updatedAt: 0,
    });
    expect(form.instructions).toEqual({ EN: "Hi", VI: "" });
    expect(form.min).toBe("100");
    expect(form.sortOrder).toBe("2");
  });
});

describe("channelErrorPath", () => {
  it("maps body paths to form fields", async () => {
    const { channelErrorPath } = await import("./finance-helpers");
    expect(channelErrorPath("bank.accountNumber")).toBe("accountNumber");
    expect(channelErrorPath("gateway.secret")).toBe("secret");
    expect(channelErrorPath("bank")).toBe("bankName");
    expect(channelErrorPath("instructions.EN")).toBe("instructions.EN");
  });
});
