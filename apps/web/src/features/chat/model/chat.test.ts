import { describe, expect, it } from "vitest";
import { messagesOf, phaseOf, seenMessageId, throttle, unreadUpTo } from "./chat";

const m = (id: number, sender: "customer" | "operator" | "system" = "customer") => ({ id, sender });

describe("chat model", () => {
  it("joins the pages (newest page first) into one list, oldest first, without repeats", () => {
    const pages = [{ list: [m(5), m(6)] }, { list: [m(2), m(3), m(5)] }];
    expect(messagesOf(pages).map((message) => message.id)).toEqual([2, 3, 5, 6]);
    expect(messagesOf(undefined)).toEqual([]);
  });

  it("marks the customer's last message the operators have read", () => {
    const list = [m(1), m(2, "operator"), m(3), m(4)];
    expect(seenMessageId(list, 3)).toBe(3);
    expect(seenMessageId(list, 0)).toBeUndefined();
    expect(seenMessageId(list, 10)).toBe(4);
  });

  it("reads up to the last message only when customer service wrote something unread", () => {
    expect(unreadUpTo([m(1), m(2, "operator")], 1)).toBe(2);
    expect(unreadUpTo([m(1), m(2, "operator"), m(3)], 1)).toBe(3);
    expect(unreadUpTo([m(1), m(2)], 0)).toBeUndefined();
    expect(unreadUpTo([m(1), m(2, "system")], 2)).toBeUndefined();
    expect(unreadUpTo([], 0)).toBeUndefined();
  });

  it("names the conversation's phase", () => {
    expect(phaseOf(null)).toBe("new");
    expect(phaseOf({ status: "waiting" })).toBe("waiting");
    expect(phaseOf({ status: "closed" })).toBe("closed");
  });

  it("sends typing marks at most once per window", () => {
    let now = 0;
    let sent = 0;
    const typing = throttle(
      () => (sent += 1),
      2_000,
      () => now,
    );
    typing();
    typing();
    now = 1_999;
    typing();
    now = 2_000;
    typing();
    expect(sent).toBe(2);
  });
});
