import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { MemberInfo } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import common from "../../../locales/en/common.json";
import inbox from "../../../locales/en/inbox.json";
import { type InboxPage as InboxAnswer, inboxQuery } from "../api/inbox-api";
import { InboxBadge } from "./InboxBadge";
import { InboxHeaderButton, InboxProfileBadge } from "./InboxHeaderButton";
import { InboxPage } from "./InboxPage";

vi.mock("../../../lib/queries", () => ({
  useWhitelabel: () => ({ currency: { symbol: "₫", minorDigits: 2 }, timeZone: "Asia/Ho_Chi_Minh" }),
}));
const session = vi.hoisted(() => ({ token: "t" as string | null, accountType: 0 as number | null }));
vi.mock("../../../lib/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/session")>()),
  useSession: (pick: (state: typeof session) => unknown) => pick(session),
}));

/** The inbox page, its menu badge and the header's button painted from cached answers. */

const i18n = createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: "en", resources: { en: { common, inbox } }, defaultNS: "inbox" });
});

function paint(page: ReactNode, cache: (client: QueryClient) => void) {
  const client = new QueryClient();
  cache(client);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{page}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const answer = (list: InboxAnswer["list"], unread: number): InboxAnswer => ({
  list,
  total: list.length,
  page: 1,
  pageSize: 10,
  unread,
});
const member = { type: 0 } as MemberInfo;

describe("the inbox page", () => {
  it("lists unread messages marked, with previews and the unread summary", () => {
    const html = paint(<InboxPage member={member} />, (client) =>
      client.setQueryData(
        inboxQuery(1, 10, "en").queryKey,
        answer(
          [
            {
              id: "a",
              kind: "system",
              event: "deposit_confirmed",
              title: "Deposit credited",
              preview: "Your deposit of ₫150,000.00 has been credited",
              read: false,
              createdAt: 0,
            },
            {
              id: "b",
              kind: "operator",
              event: null,
              title: "Weekend news",
              preview: "Hello friends",
              read: true,
              createdAt: 0,
            },
          ],
          1,
        ),
      ),
    );
    expect(text(html)).toContain("1 unread message");
    expect(text(html)).toContain("Unread: Deposit credited");
    expect(text(html)).toContain("Hello friends");
    expect(html.match(/inbox-item--unread/g)).toHaveLength(1);
    expect(html).toContain('aria-expanded="false"');
  });

  it("shows the empty state when there is nothing, with mark-all-read disabled", () => {
    const html = paint(<InboxPage member={member} />, (client) =>
      client.setQueryData(inboxQuery(1, 10, "en").queryKey, answer([], 0)),
    );
    expect(text(html)).toContain("No messages yet");
    expect(text(html)).toContain("All messages read");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Mark all read/);
  });
});

describe("the unread count", () => {
  it("badges the menu and the header from the count, nothing at 0, 99+ above 99", () => {
    const withCount = (count: number) => (client: QueryClient) =>
      client.setQueryData(queryKeys.inbox.unread(), count);
    expect(paint(<InboxBadge />, withCount(0))).toBe("");
    expect(text(paint(<InboxBadge />, withCount(3)))).toBe("3 3 unread messages");
    const header = paint(<InboxHeaderButton />, withCount(120));
    expect(header).toContain('aria-label="Inbox, 120 unread messages"');
    expect(text(header)).toBe("99+");
    expect(paint(<InboxHeaderButton />, withCount(0))).toContain('aria-label="Inbox"');
    expect(text(paint(<InboxProfileBadge />, withCount(2)))).toBe("2 , 2 unread messages");
  });

  it("shows trial accounts no inbox", () => {
    session.accountType = 4;
    try {
      expect(paint(<InboxHeaderButton />, (client) => client.setQueryData(queryKeys.inbox.unread(), 5))).toBe(
        "",
      );
    } finally {
      session.accountType = 0;
    }
  });
});
