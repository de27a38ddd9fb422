import type { Permission, VipLevelAdminView, VipMemberView, VipRunView } from "@lotus/contracts";
import { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { allowedRoutes } from "../../../app/route-access";
import { ROUTES } from "../../../app/routes";
import vip from "../../../locales/en/vip.json";
import { BRAND, consoleFor, englishI18n, firstPaint, pageOf, textOf } from "../../../test/console-fixture";
import { vipLevelsQuery, vipMembersQuery, vipRunsQuery } from "../api/vip-api";
import VipLevelsPage from "./VipLevelsPage";
import VipMembersPage from "./VipMembersPage";
import VipRunsPage from "./VipRunsPage";

const i18n = englishI18n({ vip });
const PAGE = { page: 1, pageSize: 20 };

const level = (rank: number, code: string, members: number): VipLevelAdminView => ({
  id: `0000000${rank}-0000-4000-8000-000000000000`,
  rank,
  code,
  name: { EN: code === "normal" ? "Normal" : "Gold", VI: code === "normal" ? "Thường" : "Vàng" },
  depositRequired: rank * 100_000_000,
  turnoverRequired: rank * 500_000_000,
  maintenanceTurnover: rank * 180_000_000,
  maintenanceDays: 60,
  upgradeBonus: rank * 888_000,
  upgradeTurnoverMultiple: 1,
  birthdayBonus: rank * 288_000,
  birthdayTurnoverMultiple: 1,
  birthdayMinAccountDays: 60,
  rebateRates: { slots: 60, cards: 80, live: 50, lottery: 50, sports: 50 },
  rebateDailyCap: 32_888_000,
  withdrawalDailyLimit: 250_000_000,
  freeWithdrawals: 15,
  pointsRate: 500,
  members,
  updatedAt: 1_764_000_000_000,
});
const member: VipMemberView = {
  memberId: "11111111-0000-4000-8000-000000000000",
  account: "demo01",
  rank: 1,
  levelName: "Gold",
  reachedAt: 1_764_000_000_000,
  totalDeposit: 120_000_000,
  totalTurnover: 600_000_000,
  windowStart: "2026-11-20",
  windowTurnover: 30_000_000,
  evaluatedDay: "2026-11-26",
};
const run: VipRunView = {
  kind: "rebate",
  day: "2026-11-26",
  status: "done",
  startedAt: 1_764_000_000_000,
  finishedAt: 1_764_000_060_000,
  members: 2,
  promoted: 0,
  demoted: 0,
  grants: 2,
  amount: 32_933_000,
  turnover: 10_011_000_000,
  error: null,
};

/** The screen's first paint as markup (row buttons are told apart by their aria-label). */
function painted(Screen: ComponentType, permissions: Permission[]): string {
  const client = new QueryClient();
  client.setQueryData(vipLevelsQuery(BRAND.id).queryKey, {
    list: [level(0, "normal", 40), level(1, "gold", 0)],
  });
  client.setQueryData(vipMembersQuery(BRAND.id, PAGE).queryKey, pageOf([member], 20));
  client.setQueryData(vipRunsQuery(BRAND.id, PAGE).queryKey, pageOf([run], 20));
  return firstPaint(<Screen />, { i18n, client, signedIn: consoleFor(permissions) });
}
const shown = (Screen: ComponentType, permissions: Permission[]) => textOf(painted(Screen, permissions));

describe("VIP screens by permission", () => {
  it("open with vip.view; managing is an action on them, not a screen", () => {
    expect(allowedRoutes(ROUTES, ["vip.view"]).map((route) => route.path)).toEqual([
      "vip/levels",
      "vip/members",
      "vip/runs",
      "permissions",
      "kit",
    ]);
    expect(allowedRoutes(ROUTES, ["vip.manage"]).map((route) => route.path)).toEqual(["permissions", "kit"]);
  });

  it("show the ladder to readers and offer adding, editing and removing the empty top level to managers", () => {
    const reader = shown(VipLevelsPage, ["vip.view"]);
    expect(reader).toContain("Gold");
    expect(reader).toContain("₫100,000,000.00");
    expect(reader).toContain("Cards 0.80%");
    expect(reader).not.toContain(vip.levels.add);
    const manager = painted(VipLevelsPage, ["vip.view", "vip.manage"]);
    expect(manager).toContain(vip.levels.add);
    expect(manager).toContain('aria-label="Edit Normal"');
    expect(manager).toContain('aria-label="Remove Gold"');
    // The lowest level holds members and is not the top: it cannot be removed.
    expect(manager).not.toContain('aria-label="Remove Normal"');
  });

  it("list members with their totals and offer setting a level only to managers", () => {
    const reader = shown(VipMembersPage, ["vip.view"]);
    expect(reader).toContain("demo01");
    expect(reader).toContain("₫600,000,000.00");
    expect(painted(VipMembersPage, ["vip.view"])).not.toContain('aria-label="Set the level of demo01"');
    expect(painted(VipMembersPage, ["vip.view", "vip.manage"])).toContain(
      'aria-label="Set the level of demo01"',
    );
  });

  it("list the rebate runs with what they paid", () => {
    const text = shown(VipRunsPage, ["vip.view"]);
    expect(text).toContain(vip.runs.kinds.rebate);
    expect(text).toContain("₫32,933,000.00");
    expect(text).toContain(vip.runs.statuses.done);
  });
});
