import { describe, expect, it } from "vitest";
import { customerOf, messagesOf, readUpTo, seenByCustomer, waited } from "./console";

const m = (id: number, sender: "customer" | "operator" | "system" = "customer") => ({ id, sender });

describe("chat console model", () => {
  it("shows wait times as m:ss and h:mm:ss", () => {
    expect(waited(0)).toBe("0:00");
    expect(waited(65_400)).toBe("1:05");
    expect(waited(3_725_000)).toBe("1:02:05");
    expect(waited(-5)).toBe("0:00");
  });

  it("joins pages into one ordered list", () => {
    expect(messagesOf([{ list: [m(4), m(5)] }, { list: [m(1), m(4)] }]).map((x) => x.id)).toEqual([1, 4, 5]);
  });

  it("marks the operators' last message the customer read", () => {
    expect(seenByCustomer([m(1), m(2, "operator"), m(3, "operator")], 2)).toBe(2);
    expect(seenByCustomer([m(1), m(2, "operator")], 1)).toBeUndefined();
  });

  it("reads up to the last message when the customer wrote since", () => {
    expect(readUpTo([m(1), m(2, "operator"), m(3)], 2)).toBe(3);
    expect(readUpTo([m(1), m(2, "operator")], 1)).toBeUndefined();
    expect(readUpTo([m(1)], 1)).toBeUndefined();
  });

  it("names the customer", () => {
    expect(customerOf({ account: "demo01", visitorName: null })).toBe("demo01");
    expect(customerOf({ account: null, visitorName: "Lan" })).toBe("Lan");
  });
});
