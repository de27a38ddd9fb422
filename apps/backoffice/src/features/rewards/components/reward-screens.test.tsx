import { type Permission, rewardRejectCall } from "@lotus/contracts";
import { QueryClient } from "@tanstack/react-query";
import type { FieldValues, Resolver, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { flattenErrors, type ValidationMessage } from "../../../lib/form";
import games from "../../../locales/en/games.json";
import rewards from "../../../locales/en/rewards.json";
import { BRAND, consoleFor, englishI18n, firstPaint, pageOf, textOf } from "../../../test/console-fixture";
import { type RewardGrant, rewardGrantsQuery } from "../api/rewards-api";
import { GrantSummary } from "./RewardDecisionDialogs";
import RewardsPage from "./RewardsPage";
import { canApprove, canReject, givenBy, grantQuery, rejectResolver } from "./rewards-helpers";

/**
 * The rewards screen and its decisions (server-rendered from cached answers): rewards.view lists,
 * rewards.approve adds Approve on the queue's rows (not for the operator who gave the reward) and
 * Reject on rewards still waiting; the reject form refuses a blank reason on the call's schema.
 */

const i18n = englishI18n({ rewards, games });
/** The page's words, with the apostrophes the markup escapes read back. */
const words = (html: string) => textOf(html).replaceAll("&#x27;", "'");
const ME = "op1";
const VIEW: Permission[] = ["rewards.view"];
const DECIDE: Permission[] = ["rewards.view", "rewards.approve"];

const grant = (fields: Partial<RewardGrant> & Pick<RewardGrant, "id" | "account">): RewardGrant => ({
  memberId: `m-${fields.id}`,
  source: "promotion",
  sourceId: null,
  title: "Welcome bonus",
  cash: 5_000_000,
  points: 0,
  raffleTickets: 0,
  turnoverRequired: 20_000_000,
  status: "approval",
  createdAt: 1_764_000_000_000,
  paidAt: null,
  createdBy: "op2",
  approvedBy: null,
  decisionReason: null,
  ...fields,
});

const queued = grant({ id: "g1", account: "player01" });
const mine = grant({ id: "g2", account: "player02", createdBy: ME, source: "vip_upgrade" });
const waiting = grant({
  id: "g3",
  account: "player03",
  status: "waiting",
  createdBy: null,
  source: "mission",
});
const paid = grant({ id: "g4", account: "player04", status: "paid", paidAt: 1_764_000_100_000 });

function paint(permissions: Permission[], url: string, list: RewardGrant[]) {
  const client = new QueryClient();
  const tab = url.includes("tab=approval") ? "approval" : "all";
  client.setQueryData(rewardGrantsQuery(BRAND.id, grantQuery(tab, {}, 1, 20)).queryKey, pageOf(list, 20));
  return firstPaint(<RewardsPage />, { i18n, client, signedIn: consoleFor(permissions), url });
}

const button = (html: string, name: string) =>
  html.match(new RegExp(`<button[^>]*aria-label="${name}"[^>]*>`))?.[0];

describe("the approval queue", () => {
  it("offers Approve and Reject on each queued reward to operators with rewards.approve", () => {
    const html = paint(DECIDE, "/rewards?tab=approval", [queued, mine]);
    const text = words(html);
    expect(text).toContain(rewards.queueIntro);
    expect(text).toContain("player01");
    expect(text).toContain(rewards.statuses.approval);
    expect(text).toContain(rewards.sources.vip_upgrade);
    const approve = button(html, "Approve the reward of player01");
    expect(approve).toBeDefined();
    expect(approve).not.toContain("disabled");
    expect(button(html, "Reject the reward of player01")).toBeDefined();
  });

  it("refuses Approve, with the reason, to the operator who gave the reward; Reject stays", () => {
    const html = paint(DECIDE, "/rewards?tab=approval", [queued, mine]);
    const approve = button(html, "Approve the reward of player02") ?? "";
    expect(approve).toContain("disabled");
    expect(approve).toContain(rewards.approve.secondOperator);
    expect(button(html, "Reject the reward of player02")).not.toContain("disabled");
    expect(textOf(html)).toContain(rewards.list.givenByYou);
  });

  it("lists read-only for operators with rewards.view alone", () => {
    const html = paint(VIEW, "/rewards?tab=approval", [queued]);
    expect(textOf(html)).toContain("player01");
    expect(button(html, "Approve the reward of player01")).toBeUndefined();
    expect(button(html, "Reject the reward of player01")).toBeUndefined();
  });

  it("says when nothing waits for approval", () => {
    expect(textOf(paint(DECIDE, "/rewards?tab=approval", []))).toContain(rewards.list.queueEmpty);
  });
});

describe("all rewards", () => {
  it("filters by status there, and offers only Reject on a reward still waiting for its claim", () => {
    const html = paint(DECIDE, "/rewards", [waiting, paid]);
    expect(textOf(html)).toContain(rewards.fields.status);
    expect(button(html, "Approve the reward of player03")).toBeUndefined();
    expect(button(html, "Reject the reward of player03")).toBeDefined();
    expect(button(html, "Reject the reward of player04")).toBeUndefined();
    expect(textOf(html)).toContain(rewards.statuses.paid);
  });

  it("asks the queue for status approval whatever the address says, and keeps unknown values out", () => {
    expect(grantQuery("approval", { status: "paid", source: "raffle" }, 2, 20)).toEqual({
      status: "approval",
      source: "raffle",
      account: undefined,
      page: 2,
      pageSize: 20,
    });
    expect(
      grantQuery("all", { status: "bogus", source: "nope", account: "  player01 " }, 1, 20),
    ).toMatchObject({
      status: undefined,
      source: undefined,
      account: "player01",
    });
  });

  it("decides only what a status allows", () => {
    expect([queued, waiting, paid].map(canApprove)).toEqual([true, false, false]);
    expect([queued, waiting, paid].map(canReject)).toEqual([true, true, false]);
    expect(givenBy(mine, ME)).toBe(true);
    expect(givenBy(waiting, ME)).toBe(false);
  });
});

describe("the decision dialogs", () => {
  it("show what is decided: member, reward, source, cash and turnover", () => {
    const html = firstPaint(<GrantSummary grant={queued} />, {
      i18n,
      client: new QueryClient(),
      signedIn: consoleFor(DECIDE),
    });
    const text = textOf(html);
    expect(text).toContain(`${rewards.fields.account} player01`);
    expect(text).toContain(`${rewards.fields.source} ${rewards.sources.promotion}`);
    expect(text).toContain(`${rewards.fields.cash} ₫5,000,000.00`);
    expect(text).toContain(`${rewards.fields.turnover} ₫20,000,000.00`);
    expect(text).not.toContain(rewards.fields.points);
  });

  it("refuse a rejection without its reason and send the trimmed reason the call accepts", async () => {
    const translate = (message: ValidationMessage) =>
      "count" in message ? `${message.key}:${message.count}` : message.key;
    const resolve = async <V extends FieldValues, B>(resolver: Resolver<V, unknown, B>, values: V) => {
      const result = await resolver(values, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      } as ResolverOptions<V>);
      return {
        values: result.values,
        errors: Object.fromEntries(flattenErrors(result.errors).map((e) => [e.path, e.message])),
      };
    };
    const resolver = rejectResolver(translate, "required");
    expect((await resolve(resolver, { reason: "" })).errors).toEqual({ reason: "required" });
    expect((await resolve(resolver, { reason: "   " })).errors).toEqual({ reason: "required" });
    expect((await resolve(resolver, { reason: "x".repeat(501) })).errors).toEqual({ reason: "tooLong:500" });
    const sent = await resolve(resolver, { reason: "  duplicate account  " });
    expect(sent.errors).toEqual({});
    expect(sent.values).toEqual({ reason: "duplicate account" });
    expect(rewardRejectCall.body?.safeParse(sent.values).success).toBe(true);
  });
});
