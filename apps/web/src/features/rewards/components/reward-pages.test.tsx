import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { MemberInfo } from "../../../lib/queries";
import common from "../../../locales/en/common.json";
import games from "../../../locales/en/games.json";
import rewards from "../../../locales/en/rewards.json";
import {
  type BonusDetails,
  bonusDetailsQuery,
  type RewardCentre,
  rewardCentreQuery,
  waitingRewardsQuery,
} from "../api/rewards-api";
import { BonusDetailsPage } from "./BonusDetailsPage";
import { RewardCentreBadge } from "./RewardCentreBadge";
import { RewardCentrePage } from "./RewardCentrePage";

const signedIn = vi.hoisted(() => ({ type: 0 }));
vi.mock("../../../lib/queries", () => ({
  useWhitelabel: () => ({ currency: { symbol: "₫", minorDigits: 2 }, timeZone: "Asia/Ho_Chi_Minh" }),
  useMemberInfo: () => ({ data: signedIn }),
}));

/**
 * The two member-centre pages painted from cached answers: bonus details with its totals, progress,
 * weighting and expiry; the reward centre with waiting rewards first and a Claim button on each.
 */

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { common, games, rewards } },
    defaultNS: "rewards",
  });
});

const DAY = 86_400_000;
const NOW = Date.now();
const member = { type: 0 } as MemberInfo;
const trial = { type: 4 } as MemberInfo;

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
    .replaceAll("&#x27;", "'")
    .trim();

const details: BonusDetails = {
  remaining: 1500,
  locked: 500,
  withdrawable: 1000,
  maxBet: 50,
  list: [
    {
      id: "r-met",
      source: "promotion",
      title: "Weekend reload",
      locked: 0,
      required: 1000,
      achieved: 1000,
      remaining: 0,
      weights: {},
      maxBet: null,
      createdAt: NOW - 10 * DAY,
      expiresAt: NOW - DAY,
      clearedAt: NOW - 2 * DAY,
      outcome: "met",
    },
    {
      id: "r-open",
      source: "promotion",
      title: "Welcome bonus",
      locked: 500,
      required: 2000,
      achieved: 500,
      remaining: 1500,
      weights: { LIVE: 10, SPORTS: 0, RNG: 100 },
      maxBet: 50,
      createdAt: NOW - DAY,
      expiresAt: NOW + 6 * DAY + 3_600_000,
      clearedAt: null,
      outcome: null,
    },
  ],
};

describe("bonus details", () => {
  it("shows the totals, then each open bonus's progress, weighting, max bet and days left", () => {
    const html = paint(<BonusDetailsPage member={member} />, (client) =>
      client.setQueryData(bonusDetailsQuery("en").queryKey, details),
    );
    const shown = text(html);
    expect(shown).toContain(`${rewards.bonus.totals.remaining} ₫1,500.00`);
    expect(shown).toContain(`${rewards.bonus.totals.withdrawable} ₫1,000.00`);
    expect(shown).toContain(`${rewards.bonus.totals.maxBet} ₫50.00`);
    expect(shown).toContain("₫500.00 of ₫2,000.00");
    expect(html).toMatch(/<progress[^>]*max="100"[^>]*value="25"/);
    expect(shown).toContain("Live casino: 10%");
    expect(shown).toContain("Sports: does not count");
    expect(shown).not.toContain("Slots: 100%");
    expect(shown).toContain("7 days left");
    // The open bonus comes before the one already met.
    expect(shown.indexOf("Welcome bonus")).toBeLessThan(shown.indexOf("Weekend reload"));
    expect(shown).toContain(rewards.bonus.state.met);
  });

  it("keeps the totals and says so when no bonus needs turnover; trial accounts are told why", () => {
    const empty = paint(<BonusDetailsPage member={member} />, (client) =>
      client.setQueryData(bonusDetailsQuery("en").queryKey, {
        ...details,
        remaining: 0,
        locked: 0,
        list: [],
      }),
    );
    expect(text(empty)).toContain(rewards.bonus.none);
    expect(text(empty)).toContain(rewards.bonus.totals.withdrawable);
    expect(text(paint(<BonusDetailsPage member={trial} />, () => undefined))).toContain(rewards.trial);
  });
});

const centre: RewardCentre = {
  waiting: 2,
  total: 3,
  page: 1,
  pageSize: 10,
  list: [
    {
      id: "paid",
      source: "rebate",
      title: "Daily rebate",
      cash: 12.5,
      points: 0,
      raffleTickets: 0,
      turnoverRequired: 0,
      status: "paid",
      createdAt: NOW - DAY,
      claimBy: null,
      paidAt: NOW - DAY,
    },
    {
      id: "mission",
      source: "mission",
      title: "First deposit mission",
      cash: 0,
      points: 300,
      raffleTickets: 2,
      turnoverRequired: 0,
      status: "waiting",
      createdAt: NOW - 3_600_000,
      claimBy: NOW + 2 * DAY,
      paidAt: null,
    },
    {
      id: "late",
      source: "promotion",
      title: "Lapsed bonus",
      cash: 100,
      points: 0,
      raffleTickets: 0,
      turnoverRequired: 500,
      status: "waiting",
      createdAt: NOW - 3 * DAY,
      claimBy: NOW - 1000,
      paidAt: null,
    },
  ],
};

describe("reward centre", () => {
  it("puts waiting rewards first with a Claim each, and Claim all with the waiting count", () => {
    const html = paint(<RewardCentrePage member={member} />, (client) =>
      client.setQueryData(rewardCentreQuery({ page: 1, pageSize: 10 }, "en").queryKey, centre),
    );
    const shown = text(html);
    expect(shown).toContain("2 rewards waiting for you");
    expect(html).toMatch(/<button[^>]*>(?:(?!<\/button>).)*Claim all/);
    expect(html).toContain('aria-label="Claim First deposit mission"');
    // Its claim-by time has passed: no button, the server would refuse it.
    expect(html).not.toContain('aria-label="Claim Lapsed bonus"');
    expect(html).not.toContain('aria-label="Claim Daily rebate"');
    expect(shown.indexOf("First deposit mission")).toBeLessThan(shown.indexOf("Daily rebate"));
    expect(shown).toContain("300 points");
    expect(shown).toContain("2 raffle tickets");
    expect(shown).toContain(rewards.status.paid);
    expect(shown).toContain(rewards.sources.rebate);
    expect(shown).toContain("₫500.00");
  });

  it("says when there are no rewards at all", () => {
    const html = paint(<RewardCentrePage member={member} />, (client) =>
      client.setQueryData(rewardCentreQuery({ page: 1, pageSize: 10 }, "en").queryKey, {
        ...centre,
        waiting: 0,
        total: 0,
        list: [],
      }),
    );
    expect(text(html)).toContain(rewards.centre.none);
    expect(text(html)).toContain(rewards.centre.nothingWaiting);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>(?:(?!<\/button>).)*Claim all/);
  });
});

describe("the side menu's badge", () => {
  const badge = (waiting: number) =>
    paint(<RewardCentreBadge />, (client) =>
      client.setQueryData(waitingRewardsQuery().queryKey, { ...centre, waiting }),
    );

  it("counts the rewards to claim, read out in words, and shows nothing at 0", () => {
    const two = badge(2);
    expect(two).toContain(">2<");
    expect(text(two)).toContain("2 rewards to claim");
    expect(badge(0)).toBe("");
    expect(text(badge(120))).toContain("99+");
  });
});
