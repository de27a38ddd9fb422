import type { Permission } from "@lotus/contracts";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { IconName } from "../components/ui/icon-names";
import type enCommon from "../locales/en/common.json";

export type NavLabelKey = keyof (typeof enCommon)["nav"];
export type NavGroupKey = keyof (typeof enCommon)["navGroups"];

export interface ScreenRoute {
  /** Path under /backoffice/, without a leading slash. */
  path: string;
  /** Permission needed to open the screen; null: every operator. */
  permission: Permission | null;
  component: LazyExoticComponent<ComponentType>;
  /**
   * Side-menu entry (label key under common:nav); screens without one are reached from another
   * screen. Consecutive entries of one `group` are listed under its heading (common:navGroups).
   */
  menu?: {
    labelKey: NavLabelKey;
    icon: IconName;
    group?: NavGroupKey;
    /** A count beside the entry (new tickets): a lazy component that reads it and draws nothing at 0. */
    badge?: LazyExoticComponent<ComponentType>;
  };
  /** Works on the brand chosen in the header. */
  brandScoped?: boolean;
}

/**
 * Every screen of the console. Adding a screen: one line here (and its permission in
 * packages/contracts PERMISSIONS, and its label under nav in the locale files).
 */
export const ROUTES: readonly ScreenRoute[] = [
  {
    path: "dashboard",
    permission: "dashboard.view",
    component: lazy(() => import("../features/dashboard/components/DashboardPage")),
    menu: { labelKey: "dashboard", icon: "dashboard" },
    brandScoped: true,
  },
  {
    path: "brands",
    permission: "brands.view",
    component: lazy(() => import("../features/brands/components/BrandListPage")),
    menu: { labelKey: "brands", icon: "brands" },
  },
  {
    path: "brands/new",
    permission: "brands.create",
    component: lazy(() => import("../features/brands/components/BrandCreatePage")),
  },
  {
    path: "brands/:brandId",
    permission: "brands.view",
    component: lazy(() => import("../features/brands/components/BrandEditPage")),
  },
  {
    path: "site",
    permission: "site.edit",
    component: lazy(() => import("../features/site-state/components/SiteStatePage")),
    menu: { labelKey: "site", icon: "site" },
    brandScoped: true,
  },
  {
    path: "register-rules",
    permission: "register.edit",
    component: lazy(() => import("../features/register-rules/components/RegisterRulesPage")),
    menu: { labelKey: "registerRules", icon: "rules" },
    brandScoped: true,
  },
  {
    path: "members",
    permission: "members.view",
    component: lazy(() => import("../features/members/components/MemberSearchPage")),
    menu: { labelKey: "members", icon: "members" },
    brandScoped: true,
  },
  {
    path: "members/:memberId",
    permission: "members.view",
    component: lazy(() => import("../features/members/components/MemberProfilePage")),
    brandScoped: true,
  },
  {
    path: "agents",
    permission: "agents.view",
    component: lazy(() => import("../features/agents/components/AgentsPage")),
    menu: { labelKey: "agents", icon: "tree" },
    brandScoped: true,
  },
  {
    path: "agents/tree/:memberId",
    permission: "agents.view",
    component: lazy(() => import("../features/agents/components/AgentTreePage")),
    brandScoped: true,
  },
  {
    path: "finance/deposits",
    permission: "finance.deposits",
    component: lazy(() => import("../features/finance/components/DepositsPage")),
    menu: { labelKey: "deposits", icon: "deposit" },
    brandScoped: true,
  },
  {
    path: "finance/withdrawals",
    permission: "finance.withdrawals",
    component: lazy(() => import("../features/finance/components/WithdrawalsPage")),
    menu: { labelKey: "withdrawals", icon: "withdrawal" },
    brandScoped: true,
  },
  {
    path: "finance/channels",
    permission: "finance.channels",
    component: lazy(() => import("../features/finance/components/ChannelsPage")),
    menu: { labelKey: "channels", icon: "card" },
    brandScoped: true,
  },
  {
    path: "finance/adjustments",
    permission: "finance.adjust",
    component: lazy(() => import("../features/finance/components/AdjustmentsPage")),
    menu: { labelKey: "adjustments", icon: "scale" },
    brandScoped: true,
  },
  {
    path: "games/vendors",
    permission: "games.view",
    component: lazy(() => import("../features/games/components/VendorsPage")),
    menu: { labelKey: "gameVendors", icon: "vendor" },
    brandScoped: true,
  },
  {
    path: "games/list",
    permission: "games.view",
    component: lazy(() => import("../features/games/components/GamesPage")),
    menu: { labelKey: "games", icon: "gamepad" },
    brandScoped: true,
  },
  {
    path: "games/category-lists",
    permission: "games.view",
    component: lazy(() => import("../features/games/components/CategoryListsPage")),
    menu: { labelKey: "gameLanes", icon: "rules" },
    brandScoped: true,
  },
  {
    path: "games/rounds",
    permission: "games.view",
    component: lazy(() => import("../features/games/components/RoundsPage")),
    menu: { labelKey: "gameRounds", icon: "dice" },
    brandScoped: true,
  },
  {
    path: "games/transfers",
    permission: "games.view",
    component: lazy(() => import("../features/games/components/TransfersPage")),
    menu: { labelKey: "vendorTransfers", icon: "transfer" },
    brandScoped: true,
  },
  {
    path: "lottery-markets",
    permission: "lottery.view",
    component: lazy(() => import("../features/lottery/components/MarketsPage")),
    menu: { labelKey: "lotteryMarkets", icon: "ticket", group: "lotteries" },
    brandScoped: true,
  },
  {
    path: "lottery-draws",
    permission: "lottery.view",
    component: lazy(() => import("../features/lottery/components/DrawsPage")),
    menu: { labelKey: "lotteryDraws", icon: "ball", group: "lotteries" },
    brandScoped: true,
  },
  {
    path: "lottery-draws/:drawId",
    permission: "lottery.view",
    component: lazy(() => import("../features/lottery/components/DrawDetailPage")),
    brandScoped: true,
  },
  {
    path: "lottery-calendar",
    permission: "lottery.view",
    component: lazy(() => import("../features/lottery/components/CalendarPage")),
    menu: { labelKey: "lotteryCalendar", icon: "calendar", group: "lotteries" },
    brandScoped: true,
  },
  {
    path: "lottery-chains",
    permission: "lottery.view",
    component: lazy(() => import("../features/lottery/components/ChainsPage")),
    menu: { labelKey: "lotteryChains", icon: "link", group: "lotteries" },
    brandScoped: true,
  },
  {
    path: "live-tables",
    permission: "live.view",
    component: lazy(() => import("../features/live/components/LiveTablesPage")),
    menu: { labelKey: "liveTables", icon: "dice", group: "liveCasino" },
    brandScoped: true,
  },
  {
    path: "live-tables/:tableCode",
    permission: "live.view",
    component: lazy(() => import("../features/live/components/LiveTablePage")),
    brandScoped: true,
  },
  {
    path: "content",
    permission: "content.edit",
    component: lazy(() => import("../features/content/components/ContentPage")),
    menu: { labelKey: "content", icon: "content" },
    brandScoped: true,
  },
  {
    path: "content/announcements/:announcementId",
    permission: "content.edit",
    component: lazy(() => import("../features/content/components/AnnouncementEditorPage")),
    brandScoped: true,
  },
  {
    path: "content/help/articles/:articleId",
    permission: "content.edit",
    component: lazy(() => import("../features/content/components/HelpArticleEditorPage")),
    brandScoped: true,
  },
  {
    path: "content/legal/:legalKind",
    permission: "content.edit",
    component: lazy(() => import("../features/content/components/LegalPageEditorPage")),
    brandScoped: true,
  },
  {
    path: "messages",
    permission: "messages.view",
    component: lazy(() => import("../features/messages/components/MessagesPage")),
    menu: { labelKey: "messages", icon: "inbox" },
    brandScoped: true,
  },
  {
    path: "messages/new",
    permission: "messages.send",
    component: lazy(() => import("../features/messages/components/ComposeMessagePage")),
    brandScoped: true,
  },
  {
    path: "messages/:campaignId",
    permission: "messages.view",
    component: lazy(() => import("../features/messages/components/CampaignDetailPage")),
    brandScoped: true,
  },
  {
    path: "reports",
    permission: "reports.view",
    component: lazy(() => import("../features/reports/components/DailyReportPage")),
    menu: { labelKey: "reports", icon: "chart" },
    brandScoped: true,
  },
  {
    path: "reports/games",
    permission: "reports.view",
    component: lazy(() => import("../features/reports/components/GamesReportPage")),
    brandScoped: true,
  },
  {
    path: "reports/members",
    permission: "reports.view",
    component: lazy(() => import("../features/reports/components/MembersReportPage")),
    brandScoped: true,
  },
  {
    path: "reports/finance",
    permission: "reports.view",
    component: lazy(() => import("../features/reports/components/FinanceReportPage")),
    brandScoped: true,
  },
  {
    path: "reports/registrations",
    permission: "reports.view",
    component: lazy(() => import("../features/reports/components/RegistrationsReportPage")),
    brandScoped: true,
  },
  {
    path: "contracts",
    permission: "contracts.view",
    component: lazy(() => import("../features/contracts/components/ContractsPage")),
    menu: { labelKey: "contracts", icon: "contract" },
    brandScoped: true,
  },
  {
    path: "contracts/:contractId",
    permission: "contracts.view",
    component: lazy(() => import("../features/contracts/components/ContractDetailPage")),
    brandScoped: true,
  },
  {
    path: "contract-runs",
    permission: "contracts.view",
    component: lazy(() => import("../features/contracts/components/SettlementRunsPage")),
    menu: { labelKey: "contractRuns", icon: "calendar" },
    brandScoped: true,
  },
  {
    path: "contract-settlements",
    permission: "contracts.view",
    component: lazy(() => import("../features/contracts/components/SettlementsPage")),
    menu: { labelKey: "contractSettlements", icon: "coins" },
    brandScoped: true,
  },
  {
    path: "contract-policies",
    permission: "contracts.view",
    component: lazy(() => import("../features/contracts/components/ContractPoliciesPage")),
    menu: { labelKey: "contractPolicies", icon: "sliders" },
    brandScoped: true,
  },
  {
    path: "vip/levels",
    permission: "vip.view",
    component: lazy(() => import("../features/vip/components/VipLevelsPage")),
    menu: { labelKey: "vipLevels", icon: "layers", group: "vip" },
    brandScoped: true,
  },
  {
    path: "vip/members",
    permission: "vip.view",
    component: lazy(() => import("../features/vip/components/VipMembersPage")),
    menu: { labelKey: "vipMembers", icon: "members", group: "vip" },
    brandScoped: true,
  },
  {
    path: "vip/runs",
    permission: "vip.view",
    component: lazy(() => import("../features/vip/components/VipRunsPage")),
    menu: { labelKey: "vipRuns", icon: "calendar", group: "vip" },
    brandScoped: true,
  },
  {
    path: "promotions",
    permission: "promotions.view",
    component: lazy(() => import("../features/promotions/components/PromotionsPage")),
    menu: { labelKey: "promotions", icon: "ticket", group: "promotions" },
    brandScoped: true,
  },
  {
    path: "promotions/:promotionId",
    permission: "promotions.view",
    component: lazy(() => import("../features/promotions/components/PromotionEditorPage")),
    brandScoped: true,
  },
  {
    path: "promotions/:promotionId/matches",
    permission: "promotions.view",
    component: lazy(() => import("../features/promotions/components/PromotionMatchesRoute")),
    brandScoped: true,
  },
  {
    path: "promotion-applications",
    permission: "promotions.view",
    component: lazy(() => import("../features/promotions/components/ApplicationsPage")),
    menu: { labelKey: "promotionApplications", icon: "check", group: "promotions" },
    brandScoped: true,
  },
  {
    path: "promotion-costs",
    permission: "promotions.view",
    component: lazy(() => import("../features/promotions/components/PromotionReportsPages")),
    menu: { labelKey: "promotionCosts", icon: "chart", group: "promotions" },
    brandScoped: true,
  },
  {
    path: "rewards",
    permission: "rewards.view",
    component: lazy(() => import("../features/rewards/components/RewardsPage")),
    menu: { labelKey: "rewards", icon: "coins", group: "promotions" },
    brandScoped: true,
  },
  {
    path: "missions",
    permission: "missions.view",
    component: lazy(() => import("../features/missions/components/MissionsPage")),
    menu: { labelKey: "missions", icon: "check", group: "promotions" },
    brandScoped: true,
  },
  {
    path: "raffles",
    permission: "missions.view",
    component: lazy(() => import("../features/missions/components/RafflesPage")),
    menu: { labelKey: "raffles", icon: "ticket", group: "promotions" },
    brandScoped: true,
  },
  {
    path: "referrals",
    permission: "missions.view",
    component: lazy(() => import("../features/missions/components/ReferralsPage")),
    menu: { labelKey: "referrals", icon: "members", group: "promotions" },
    brandScoped: true,
  },
  {
    path: "mall/gifts",
    permission: "mall.view",
    component: lazy(() => import("../features/mall/components/GiftsPage")),
    menu: { labelKey: "mallGifts", icon: "layers", group: "pointsMall" },
    brandScoped: true,
  },
  {
    path: "mall/exchanges",
    permission: "mall.view",
    component: lazy(() => import("../features/mall/components/ExchangesPage")),
    menu: { labelKey: "mallExchanges", icon: "transfer", group: "pointsMall" },
    brandScoped: true,
  },
  {
    path: "mall/points",
    permission: "mall.view",
    component: lazy(() => import("../features/mall/components/PointsPage")),
    menu: { labelKey: "mallPoints", icon: "coins", group: "pointsMall" },
    brandScoped: true,
  },
  {
    path: "tickets",
    permission: "tickets.view",
    component: lazy(() => import("../features/support/components/TicketQueuePage")),
    menu: {
      labelKey: "tickets",
      icon: "support",
      badge: lazy(() => import("../features/support/components/TicketNavBadge")),
    },
    brandScoped: true,
  },
  {
    path: "tickets/:ticketId",
    permission: "tickets.view",
    component: lazy(() => import("../features/support/components/TicketPage")),
    brandScoped: true,
  },
  {
    path: "chat",
    permission: "support.chat",
    component: lazy(() => import("../features/chat/components/ChatConsolePage")),
    menu: {
      labelKey: "chat",
      icon: "chat",
      badge: lazy(() => import("../features/chat/components/ChatNavBadge")),
    },
    brandScoped: true,
  },
  {
    path: "chat-history",
    permission: "support.chat",
    component: lazy(() => import("../features/chat/components/ChatHistoryPage")),
    menu: { labelKey: "chatHistory", icon: "audit" },
    brandScoped: true,
  },
  {
    path: "outbox",
    permission: "outbox.view",
    component: lazy(() => import("../features/outbox/components/OutboxPage")),
    menu: { labelKey: "outbox", icon: "outbox" },
    brandScoped: true,
  },
  {
    path: "operators",
    permission: "operators.manage",
    component: lazy(() => import("../features/operators/components/OperatorsPage")),
    menu: { labelKey: "operators", icon: "operators" },
  },
  {
    path: "permissions",
    permission: null,
    component: lazy(() => import("../features/permissions/components/PermissionMatrixPage")),
    menu: { labelKey: "permissions", icon: "permissions" },
  },
  {
    path: "audit",
    permission: "audit.view",
    component: lazy(() => import("../features/audit/components/AuditPage")),
    menu: { labelKey: "audit", icon: "audit" },
  },
  {
    path: "kit",
    permission: null,
    component: lazy(() => import("../features/kit/components/KitShowcasePage")),
    menu: { labelKey: "kit", icon: "layers" },
  },
];
