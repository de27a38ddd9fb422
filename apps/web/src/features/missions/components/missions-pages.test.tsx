import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { MemberInfo } from "../../../lib/queries";
import common from "../../../locales/en/common.json";
import missions from "../../../locales/en/missions.json";
import {
  inviteesQuery,
  type Mission,
  type MyMissions,
  myMissionsQuery,
  type RaffleEvent,
  type ReferralInfo,
  rafflesQuery,
  referralQuery,
} from "../api/missions-api";
import { MissionBadge } from "./MissionBadge";
import { MissionsPage } from "./MissionsPage";
import { RafflePage } from "./RafflePage";
import { ReferralPage } from "./ReferralPage";

vi.mock("../../../lib/queries", () => ({
  useWhitelabel: () => ({ currency: { symbol: "₫", minorDigits: 2 }, timeZone: "Asia/Ho_Chi_Minh" }),
}));
const session = vi.hoisted(() => ({ token: "t" as string | null }));
vi.mock("../../../lib/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/session")>()),
  useSession: (pick: (state: { token: string | null }) => unknown) => pick(session),
}));

/** The member's mission, invite-friends and raffle pages painted from cached answers. */

const i18n = createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: "en", resources: { en: { common, missions } }, defaultNS: "missions" });
});

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

const mission = (overrides: Partial<Mission>): Mission => ({
  id: "m1",
  kind: "daily",
  title: "Play 500 today",
  description: "",
  counter: "valid_turnover",
  gameType: null,
  profileAction: null,
  progress: 250,
  target: 500,
  claimMode: "claim",
  rewardCash: 20,
  turnoverMultiple: 2,
  rewardPoints: 30,
  rewardTickets: 0,
  limitPerPeriod: 1,
  completed: 0,
  claimable: 0,
  periodEndsAt: Date.UTC(2026, 10, 27, 17),
  ...overrides,
});

describe("mission activity", () => {
  const answer: MyMissions = {
    claimable: 1,
    list: [
      mission({}),
      mission({
        id: "m2",
        kind: "onboarding",
        title: "Bind your phone",
        counter: "profile",
        profileAction: "bind_phone",
        progress: 1,
        target: 1,
        claimable: 1,
        periodEndsAt: null,
      }),
      mission({
        id: "m3",
        kind: "weekly",
        title: "Deposits",
        counter: "deposit_count",
        progress: 3,
        target: 3,
        completed: 1,
        claimMode: "auto",
      }),
    ],
  };
  const cache = (client: QueryClient) => client.setQueryData(myMissionsQuery("en").queryKey, answer);

  it("groups missions with progress bars, a Claim button only where one is due", () => {
    const html = paint(<MissionsPage member={member} />, cache);
    const page = text(html);
    expect(page).toContain("1 mission is ready to claim");
    expect(page.indexOf("Getting started")).toBeLessThan(page.indexOf("Daily missions"));
    expect(html).toContain('aria-valuenow="50"');
    expect(html).toContain('aria-valuenow="100"');
    expect(page).toContain("Reach ₫500.00 valid turnover");
    expect(page).toContain("₫20.00 (2× turnover) · 30 points");
    expect((html.match(/Claim the reward of/g) ?? []).length).toBe(1);
    expect(html).toContain("Claim the reward of Bind your phone");
    expect(page).toContain("Done");
  });

  it("shows its badge with the claimable count, and nothing at zero", () => {
    expect(text(paint(<MissionBadge />, cache))).toContain("1 mission to claim");
    const none = (client: QueryClient) =>
      client.setQueryData(myMissionsQuery("en").queryKey, { claimable: 0, list: [] });
    expect(paint(<MissionBadge />, none)).toBe("");
  });

  it("tells a trial account why it has no missions", () => {
    expect(text(paint(<MissionsPage member={trial} />, cache))).toContain("for real accounts");
  });
});

describe("invite friends", () => {
  const info: ReferralInfo = {
    code: "DEMOFRND",
    registerPath: "/register?referralCode=DEMOFRND",
    rule: {
      enabled: true,
      firstDepositReward: 50_000,
      minDeposit: 100_000,
      turnoverRateBp: 10,
      turnoverMultiple: 1,
    },
    invitees: 2,
    depositors: 1,
    earned: 50_000,
  };
  it("shows the code, the link with its QR code, the rule and the masked friends", () => {
    const html = paint(<ReferralPage member={member} />, (client) => {
      client.setQueryData(referralQuery().queryKey, info);
      client.setQueryData(inviteesQuery(1, 10).queryKey, {
        list: [
          {
            account: "fr***1",
            joinedAt: Date.UTC(2026, 10, 20),
            firstDeposit: true,
            turnover: 1_000,
            earned: 50_000,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      });
    });
    const page = text(html);
    expect(page).toContain("DEMOFRND");
    expect(html).toContain("/register?referralCode=DEMOFRND");
    expect(html).toContain("QR code of your invitation link");
    expect(page).toContain("₫50,000.00 when a friend's deposits reach ₫100,000.00");
    expect(page).toContain("0.10 % of your friends' valid turnover every day");
    expect(page).toContain("fr***1");
  });
});

describe("red-envelope rain", () => {
  const event = (overrides: Partial<RaffleEvent>): RaffleEvent => ({
    id: "e1",
    title: "Red-envelope rain",
    description: "",
    startsAt: 0,
    endsAt: Date.now() + 86_400_000,
    sessions: [{ start: "20:00", end: "20:30" }],
    open: true,
    nextSessionAt: null,
    prizes: [
      { id: "p1", name: "Lucky", kind: "cash", amount: 88_000, soldOut: true },
      { id: "p2", name: "Nothing", kind: "none", amount: 0, soldOut: false },
    ],
    triesPerDay: 3,
    triesLeft: 2,
    tickets: 1,
    wonToday: false,
    gate: "none",
    gateMin: 0,
    gateProgress: 0,
    ...overrides,
  });
  const withEvents = (list: RaffleEvent[]) => (client: QueryClient) =>
    client.setQueryData(rafflesQuery(true, "en").queryKey, { list });

  it("offers an envelope during a session with the tries left, and strikes out sold-out prizes", () => {
    const html = paint(<RafflePage />, withEvents([event({})]));
    const page = text(html);
    expect(page).toContain("2 tries left today · 1 raffle ticket");
    expect(page).toContain("Open an envelope");
    expect(html).toContain("raffle-prizes__sold-out");
    expect(page).not.toContain("Nothing");
  });

  it("counts down to the next session when closed, and ends the day after a win", () => {
    const closed = text(
      paint(<RafflePage />, withEvents([event({ open: false, nextSessionAt: Date.now() + 3_600_000 })])),
    );
    expect(closed).toMatch(/Next session in 1:00:00|Next session in 0:59:5\d/);
    const won = text(paint(<RafflePage />, withEvents([event({ wonToday: true, triesLeft: 0 })])));
    expect(won).toContain("You have won today");
    expect(won).not.toContain("Open an envelope");
  });
});
