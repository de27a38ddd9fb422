import { describe, expect, it } from "vitest";
import {
  memberMayReply,
  previewOf,
  statusAfterAssign,
  statusAfterMemberReply,
  statusColumns,
} from "./ticket-rules";

const DAY_MS = 86_400_000;

describe("ticket rules", () => {
  it("lets the member reply to an open ticket, and to a closed one only within the reopen window", () => {
    const now = Date.UTC(2026, 0, 10);
    expect(memberMayReply({ status: "waiting", closedAt: null }, now)).toBe(true);
    expect(memberMayReply({ status: "closed", closedAt: new Date(now - 7 * DAY_MS) }, now)).toBe(true);
    expect(memberMayReply({ status: "closed", closedAt: new Date(now - 7 * DAY_MS - 1) }, now)).toBe(false);
    expect(memberMayReply({ status: "closed", closedAt: null }, now)).toBe(false);
  });

  it("moves a ticket as the member and operators act on it", () => {
    expect(statusAfterMemberReply("new")).toBe("new");
    expect(statusAfterMemberReply("waiting")).toBe("open");
    expect(statusAfterMemberReply("closed")).toBe("open");
    expect(statusAfterAssign("new", "operator")).toBe("open");
    expect(statusAfterAssign("new", null)).toBe("new");
    expect(statusAfterAssign("waiting", "operator")).toBe("waiting");
    const at = new Date();
    expect(statusColumns("closed", at, "member")).toEqual({
      status: "closed",
      closedAt: at,
      closedBy: "member",
    });
    expect(statusColumns("open", at, "operator")).toEqual({ status: "open", closedAt: null, closedBy: null });
  });

  it("previews the first message on one line, cut by code point", () => {
    expect(previewOf("  line one\n\nline   two ")).toBe("line one line two");
    const long = "🙂".repeat(200);
    const preview = previewOf(long);
    expect(Array.from(preview)).toHaveLength(140);
    expect(preview.endsWith("🙂…")).toBe(true);
  });
});
