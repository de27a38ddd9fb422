import { describe, expect, it } from "vitest";
import { progressOf, titleIn } from "./message-helpers";

describe("message helpers", () => {
  it("shows delivery progress, full once sent", () => {
    expect(progressOf({ status: "scheduled", recipients: 0, audienceSize: null })).toBe(0);
    expect(progressOf({ status: "sending", recipients: 250, audienceSize: 1000 })).toBe(25);
    expect(progressOf({ status: "sending", recipients: 5, audienceSize: 0 })).toBe(0);
    expect(progressOf({ status: "sent", recipients: 990, audienceSize: 1000 })).toBe(100);
  });

  it("picks the title in the operator's language, else English, else any", () => {
    expect(titleIn({ EN: "Hi", VI: "Chào" }, "VI")).toBe("Chào");
    expect(titleIn({ EN: "Hi" }, "VI")).toBe("Hi");
    expect(titleIn({ TH: "สวัสดี" }, "VI")).toBe("สวัสดี");
  });
});
