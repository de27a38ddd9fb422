import type { Permission } from "@lotus/contracts";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import lottery from "../../../locales/en/lottery.json";
import { BRAND, consoleFor, englishI18n, firstPaint, textOf as text } from "../../../test/console-fixture";
import { type FeedView, feedsQuery } from "../api/feed-api";
import { FeedCard } from "./FeedCard";
import { feedFormProblems, feedFormToBody, feedHealth, feedToForm } from "./feed-helpers";

/**
 * The results feeds on the calendar page (server-rendered from a cached answer): each region's
 * state, address, last fetch with its failure and next try, the draws where the feed disagrees;
 * `lottery.manage` draws Edit, `lottery.results` draws "Fetch now" on a feed that is on.
 */

const VN_TIME = "Asia/Ho_Chi_Minh";
/** 2026-02-16 at a local time of Vietnam (UTC+7). */
const vnAt = (hour: number, minute: number) => Date.UTC(2026, 1, 16, hour - 7, minute);

const feed = (fields: Partial<FeedView> & Pick<FeedView, "region" | "game">): FeedView => ({
  enabled: false,
  url: null,
  authHeader: null,
  secretSet: false,
  autoConfirm: false,
  status: {
    lastAttemptAt: null,
    lastSuccessAt: null,
    lastError: null,
    lastErrorDetail: null,
    failures: 0,
    nextAttemptAt: null,
  },
  mismatches: [],
  ...fields,
});

const FEEDS: FeedView[] = [
  feed({
    region: "south",
    game: "xsmn",
    enabled: true,
    url: "https://results.example.vn/south",
    authHeader: "Authorization",
    secretSet: true,
    status: {
      lastAttemptAt: vnAt(16, 31),
      lastSuccessAt: vnAt(16, 31),
      lastError: null,
      lastErrorDetail: null,
      failures: 0,
      nextAttemptAt: null,
    },
    mismatches: [
      { drawId: "d-hcm", period: "20260216-HCM", station: { code: "HCM", name: "TP. Hồ Chí Minh" } },
    ],
  }),
  feed({
    region: "north",
    game: "xsmb",
    enabled: true,
    autoConfirm: true,
    url: "https://results.example.vn/north",
    status: {
      lastAttemptAt: vnAt(18, 31),
      lastSuccessAt: null,
      lastError: "malformed",
      lastErrorDetail: "G7 #1 needs 2 digits, got 1",
      failures: 2,
      nextAttemptAt: vnAt(18, 32),
    },
  }),
  feed({ region: "central", game: "xsmt" }),
];

const i18n = englishI18n({ lottery });

function markup(permissions: Permission[]): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(feedsQuery(BRAND.id).queryKey, { list: FEEDS });
  return firstPaint(<FeedCard timeZone={VN_TIME} />, {
    i18n,
    client: queryClient,
    signedIn: consoleFor(permissions),
  });
}

describe("the results feeds", () => {
  it("shows each region North to South with its state, address and last fetch", () => {
    const shown = text(markup(["lottery.view"]));
    expect(shown).toMatch(/North .* Central .* South/);
    expect(shown).toContain(
      "North Failing Confirmed automatically https://results.example.vn/north 2026-02-16 18:31:00 Malformed answer G7 #1 needs 2 digits, got 1 2 failures in a row; next try at 2026-02-16 18:32:00",
    );
    expect(shown).toContain("Central Off Confirmed by an operator No address Never None");
    expect(shown).toContain(
      "South Working Confirmed by an operator https://results.example.vn/south Sends the Authorization header (value stored) 2026-02-16 16:31:00 Read",
    );
  });

  it("links the draws where the feed disagrees with an operator's pending result", () => {
    const html = markup(["lottery.view"]);
    expect(html).toContain('href="/lottery-draws/d-hcm"');
    expect(text(html)).toContain("Differs TP. Hồ Chí Minh · 20260216-HCM");
  });

  it("offers Edit to managers and Fetch now to result operators, on feeds that are on", () => {
    const reader = markup(["lottery.view"]);
    expect(reader).not.toContain("Results feed of North");
    expect(reader).not.toContain("Fetch the results of");
    const manager = markup(["lottery.view", "lottery.manage"]);
    expect(manager).toContain('aria-label="Results feed of Central"');
    expect(manager).not.toContain("Fetch the results of");
    const results = markup(["lottery.view", "lottery.results"]);
    expect(results).toContain('aria-label="Fetch the results of North now"');
    expect(results).toContain('aria-label="Fetch the results of South now"');
    expect(results).not.toContain('aria-label="Fetch the results of Central now"');
  });
});

describe("the feed form", () => {
  const [south, north] = FEEDS;
  if (!south || !north) throw new Error("feeds missing");

  it("starts from the feed, never with the stored secret", () => {
    expect(feedToForm(south)).toEqual({
      enabled: true,
      url: "https://results.example.vn/south",
      authHeader: "Authorization",
      secret: "",
      confirmation: "manual",
      reason: "",
    });
    expect(feedToForm(north).confirmation).toBe("auto");
  });

  it("sends blanks as none, keeps the stored secret when left blank, drops it without a header", () => {
    const values = { ...feedToForm(south), url: "  https://x.example/r ", reason: "Moved" };
    expect(feedFormToBody(values)).toEqual({
      enabled: true,
      url: "https://x.example/r",
      authHeader: "Authorization",
      autoConfirm: false,
      reason: "Moved",
    });
    expect(feedFormToBody({ ...values, secret: "Bearer new" }).secret).toBe("Bearer new");
    expect(feedFormToBody({ ...values, authHeader: " ", secret: "Bearer new" })).toMatchObject({
      authHeader: null,
    });
    expect("secret" in feedFormToBody({ ...values, authHeader: "", secret: "Bearer new" })).toBe(false);
    expect(feedFormToBody({ ...values, url: "", confirmation: "auto" })).toMatchObject({
      url: null,
      autoConfirm: true,
    });
  });

  it("asks for the address of a feed that is on, and for a header's value when none is stored", () => {
    const blank = { ...feedToForm(FEEDS[2] as FeedView), enabled: true, authHeader: "X-Key" };
    expect(feedFormProblems(blank, false)).toEqual({ url: "urlRequired", secret: "secretRequired" });
    expect(feedFormProblems({ ...blank, url: "https://a.example" }, true)).toEqual({});
    expect(feedFormProblems({ ...blank, enabled: false, authHeader: "" }, false)).toEqual({});
  });

  it("tells a feed's health from its last fetch", () => {
    expect(FEEDS.map(feedHealth)).toEqual(["ok", "failing", "off"]);
    expect(feedHealth({ ...south, status: { ...south.status, lastSuccessAt: null } })).toBe("new");
  });
});
