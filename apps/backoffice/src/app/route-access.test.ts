import { type OPERATOR_ROLES, PERMISSION_KEYS, ROLE_PERMISSIONS } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  allowedRoutes,
  canOpen,
  homePath,
  listPathAfterBrandChange,
  menuRoutes,
  menuSections,
} from "./route-access";
import { ROUTES } from "./routes";

const table = [
  { path: "dashboard", permission: "dashboard.view", menu: { labelKey: "dashboard", icon: "dashboard" } },
  { path: "members", permission: "members.view", menu: { labelKey: "members", icon: "members" } },
  { path: "members/:id", permission: "members.view" },
  { path: "permissions", permission: null, menu: { labelKey: "permissions", icon: "permissions" } },
];

describe("route permission filter", () => {
  it("opens routes whose permission is granted and routes that need none", () => {
    expect(canOpen({ permission: null }, [])).toBe(true);
    expect(canOpen({ permission: "members.view" }, ["members.view"])).toBe(true);
    expect(canOpen({ permission: "members.view" }, new Set(["dashboard.view"]))).toBe(false);
    expect(allowedRoutes(table, ["members.view"]).map((route) => route.path)).toEqual([
      "members",
      "members/:id",
      "permissions",
    ]);
  });

  it("lists only menu entries in the menu, in table order", () => {
    expect(menuRoutes(table, ["members.view", "dashboard.view"]).map((route) => route.path)).toEqual([
      "dashboard",
      "members",
      "permissions",
    ]);
  });

  it("leads home to the first menu screen allowed; the permission matrix is always there", () => {
    expect(homePath(table, ["members.view"])).toBe("members");
    expect(homePath(table, [])).toBe("permissions");
    expect(homePath(ROUTES, PERMISSION_KEYS)).toBe("dashboard");
  });

  it("ignores permission strings the table does not know", () => {
    expect(allowedRoutes(table, ["wallet.approve"]).map((route) => route.path)).toEqual(["permissions"]);
  });
});

const GAME_SCREENS = [
  "games/vendors",
  "games/list",
  "games/category-lists",
  "games/rounds",
  "games/transfers",
] as const;

const LOTTERY_SCREENS = ["lottery-markets", "lottery-draws", "lottery-calendar", "lottery-chains"] as const;

describe("the console's route table", () => {
  const menuFor = (role: (typeof OPERATOR_ROLES)[number]) =>
    menuRoutes(ROUTES, ROLE_PERMISSIONS[role]).map((route) => route.path);

  it("guards every screen with a known permission or none", () => {
    for (const route of ROUTES) {
      expect(route.permission === null || PERMISSION_KEYS.includes(route.permission)).toBe(true);
    }
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it("shows each role the screens of its permissions", () => {
    expect(menuFor("owner")).toEqual([
      "dashboard",
      "brands",
      "site",
      "register-rules",
      "members",
      "agents",
      "finance/deposits",
      "finance/withdrawals",
      "finance/channels",
      "finance/adjustments",
      ...GAME_SCREENS,
      ...LOTTERY_SCREENS,
      "live-tables",
      "content",
      "messages",
      "reports",
      "contracts",
      "contract-runs",
      "contract-settlements",
      "contract-policies",
      "vip/levels",
      "vip/members",
      "vip/runs",
      "promotions",
      "promotion-applications",
      "promotion-costs",
      "rewards",
      "missions",
      "raffles",
      "referrals",
      "mall/gifts",
      "mall/exchanges",
      "mall/points",
      "tickets",
      "chat",
      "chat-history",
      "outbox",
      "operators",
      "permissions",
      "audit",
      "kit",
    ]);
    expect(menuFor("content")).toEqual([
      "dashboard",
      ...GAME_SCREENS,
      "content",
      "messages",
      "promotions",
      "promotion-applications",
      "promotion-costs",
      "missions",
      "raffles",
      "referrals",
      "permissions",
      "kit",
    ]);
    expect(menuFor("support")).toEqual([
      "dashboard",
      "members",
      "agents",
      ...GAME_SCREENS,
      ...LOTTERY_SCREENS,
      "live-tables",
      "messages",
      "contracts",
      "contract-runs",
      "contract-settlements",
      "contract-policies",
      "vip/levels",
      "vip/members",
      "vip/runs",
      "mall/gifts",
      "mall/exchanges",
      "mall/points",
      "tickets",
      "chat",
      "chat-history",
      "outbox",
      "permissions",
      "kit",
    ]);
    expect(menuFor("finance")).toEqual([
      "dashboard",
      "members",
      "finance/deposits",
      "finance/withdrawals",
      "finance/channels",
      "finance/adjustments",
      ...LOTTERY_SCREENS,
      "reports",
      "contracts",
      "contract-runs",
      "contract-settlements",
      "contract-policies",
      "rewards",
      "permissions",
      "audit",
      "kit",
    ]);
    expect(menuFor("risk")).toEqual([
      "dashboard",
      "site",
      "members",
      "agents",
      ...LOTTERY_SCREENS,
      "live-tables",
      "permissions",
      "audit",
      "kit",
    ]);
  });

  it("opens every games screen with games.view alone, and none without it", () => {
    const games = ROUTES.filter((route) => route.path.startsWith("games/"));
    expect(games.map((route) => route.path)).toEqual([...GAME_SCREENS]);
    for (const route of games) {
      expect(route.permission).toBe("games.view");
      expect(route.brandScoped).toBe(true);
    }
    expect(allowedRoutes(ROUTES, ["games.view"]).map((route) => route.path)).toEqual([
      ...GAME_SCREENS,
      "permissions",
      "kit",
    ]);
    // Editing and rotating secrets are actions on those screens, not screens of their own.
    expect(allowedRoutes(ROUTES, ["games.edit", "games.secrets"]).map((route) => route.path)).toEqual([
      "permissions",
      "kit",
    ]);
    expect(menuFor("finance")).not.toContain("games/rounds");
    expect(menuFor("risk")).not.toContain("games/vendors");
  });

  it("opens the lottery screens with lottery.view alone, grouped under Lotteries in the menu", () => {
    expect(allowedRoutes(ROUTES, ["lottery.view"]).map((route) => route.path)).toEqual([
      "lottery-markets",
      "lottery-draws",
      "lottery-draws/:drawId",
      "lottery-calendar",
      "lottery-chains",
      "permissions",
      "kit",
    ]);
    for (const route of ROUTES.filter((entry) => entry.path.startsWith("lottery-"))) {
      expect(route.permission).toBe("lottery.view");
      expect(route.brandScoped).toBe(true);
    }
    // Editing markets, voiding draws, the calendar's changes and entering results are actions on
    // those screens, not screens of their own.
    for (const action of ["lottery.manage", "lottery.results"] as const)
      expect(allowedRoutes(ROUTES, [action]).map((route) => route.path)).toEqual(["permissions", "kit"]);
    const sections = menuSections(menuRoutes(ROUTES, ROLE_PERMISSIONS.support));
    const lotteries = sections.filter((section) => section.group === "lotteries");
    expect(lotteries).toHaveLength(1);
    expect(lotteries[0]?.routes.map((route) => route.path)).toEqual([...LOTTERY_SCREENS]);
    expect(menuFor("content")).not.toContain("lottery-markets");
  });

  it("keeps brand creation away from admins, who lack brands.create", () => {
    const adminPaths = allowedRoutes(ROUTES, ROLE_PERMISSIONS.admin).map((route) => route.path);
    expect(adminPaths).toContain("brands/:brandId");
    expect(adminPaths).not.toContain("brands/new");
  });

  it("lets every operator open the UI kit showcase, even one granted nothing", () => {
    expect(menuRoutes(ROUTES, []).map((route) => route.path)).toEqual(["permissions", "kit"]);
    expect(homePath(ROUTES, [])).toBe("permissions");
  });
});

describe("menuSections", () => {
  const entry = (path: string, group?: string) => ({ path, menu: { labelKey: path, icon: "x", group } });

  it("puts consecutive entries of one group under one heading, in table order", () => {
    const sections = menuSections([
      entry("dashboard"),
      entry("members"),
      entry("lottery-markets", "lotteries"),
      entry("lottery-draws", "lotteries"),
      entry("content"),
    ]);
    expect(sections.map((section) => [section.group, section.routes.map((route) => route.path)])).toEqual([
      [undefined, ["dashboard", "members"]],
      ["lotteries", ["lottery-markets", "lottery-draws"]],
      [undefined, ["content"]],
    ]);
  });

  it("starts a new section when a group is interrupted, and has none for an empty menu", () => {
    const sections = menuSections([entry("a", "g"), entry("b"), entry("c", "g")]);
    expect(sections.map((section) => section.group)).toEqual(["g", undefined, "g"]);
    expect(menuSections([])).toEqual([]);
  });
});

describe("listPathAfterBrandChange", () => {
  it("leaves a brand's detail page for its list, and stays anywhere else", () => {
    expect(listPathAfterBrandChange("/members/83de29ff")).toBe("/members");
    expect(listPathAfterBrandChange("/content/announcements/new")).toBe("/content");
    expect(listPathAfterBrandChange("/agents/tree/83de29ff")).toBe("/agents");
    expect(listPathAfterBrandChange("/contracts/5b0c1d2e")).toBe("/contracts");
    expect(listPathAfterBrandChange("/lottery-draws/5b0c1d2e")).toBe("/lottery-draws");
    expect(listPathAfterBrandChange("/lottery-draws")).toBeUndefined();
    expect(listPathAfterBrandChange("/live-tables/live-baccarat-1")).toBe("/live-tables");
    expect(listPathAfterBrandChange("/contract-runs")).toBeUndefined();
    expect(listPathAfterBrandChange("/members")).toBeUndefined();
    expect(listPathAfterBrandChange("/brands/09f7")).toBeUndefined();
    expect(listPathAfterBrandChange("/dashboard")).toBeUndefined();
    expect(listPathAfterBrandChange("/")).toBeUndefined();
  });
});
