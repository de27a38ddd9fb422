import { describe, expect, it } from "vitest";
import { isEditableAccountType, statusTone } from "./member-labels";

describe("member labels", () => {
  it("allows only the account types the update call accepts", () => {
    expect([0, 1, 2, 41, 42, 6].every(isEditableAccountType)).toBe(true);
    expect(isEditableAccountType(4)).toBe(false);
    expect(isEditableAccountType(3)).toBe(false);
  });

  it("colours statuses", () => {
    expect(statusTone("active")).toBe("success");
    expect(statusTone("locked")).toBe("danger");
    expect(statusTone("pending")).toBe("neutral");
  });
});
