import {
  announcementCreateCall,
  announcementDeleteCall,
  announcementListAdminCall,
  announcementUpdateCall,
  brandCreateCall,
  brandGetCall,
  brandListCall,
  brandUpdateCall,
  dashboardCall,
  helpAdminListCall,
  helpArticleCreateCall,
  helpArticleDeleteCall,
  helpArticleUpdateCall,
  helpCategoryCreateCall,
  helpCategoryDeleteCall,
  helpCategoryUpdateCall,
  maintenanceUpdateCall,
  memberGetCall,
  memberLoginHistoryCall,
  memberPasswordResetCall,
  memberSearchCall,
  memberSessionRevokeCall,
  memberSessionsCall,
  memberStatusCall,
  memberUpdateCall,
  outboxListCall,
  reconcileStatusCall,
  regionRulesUpdateCall,
  regionTestCall,
  registerRulesUpdateCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { MemberAdmin } from "../accounts";
import type { ContentAdmin } from "../content";
import type { FinanceAdmin } from "../payments";
import type { Reports } from "../reports";
import type { BrandAdmin } from "../system";
import { latestReconcileRun } from "../wallet";
import { registerFinanceRoutes } from "./finance.routes";
import { registerReportRoutes } from "./reports.routes";

/** The back office's HTTP binding; the work is done by each domain's admin service. */
/** The admin services app.ts built, one per domain. */
export interface BackofficeServices {
  brands: BrandAdmin;
  content: ContentAdmin;
  members: MemberAdmin;
  finance: FinanceAdmin;
  reports: Reports;
}

export function registerBackofficeRoutes(
  app: FastifyInstance,
  platform: Platform,
  services: BackofficeServices,
): void {
  const { brands, content, members } = services;
  const brandIdOf = (params: Record<string, string>) => params.brandId ?? "";
  const idOf = (params: Record<string, string>) => params.id ?? "";
  const requireBrand = (brand: Brand | undefined): Brand => {
    if (!brand) throw new AppError("not_found");
    return brand;
  };

  bindOperatorCall(app, platform, brandListCall, {
    permission: "brands.view",
    handler: async ({ operator }) => brands.list(operator),
  });
  bindOperatorCall(app, platform, brandCreateCall, {
    permission: "brands.create",
    handler: async ({ operator, body, ip }) => brands.create(operator, body, ip),
  });
  // The site-state and registration-rule screens read the brand they edit.
  bindOperatorCall(app, platform, brandGetCall, {
    permission: ["brands.view", "site.edit", "register.edit"],
    handler: async ({ params }) => brands.get(brandIdOf(params)),
  });
  bindOperatorCall(app, platform, brandUpdateCall, {
    permission: "brands.edit",
    handler: async ({ operator, params, body, ip }) => brands.update(operator, brandIdOf(params), body, ip),
  });
  bindOperatorCall(app, platform, maintenanceUpdateCall, {
    permission: "site.edit",
    handler: async ({ operator, params, body, ip }) =>
      brands.maintenance(operator, brandIdOf(params), body, ip),
  });
  bindOperatorCall(app, platform, regionRulesUpdateCall, {
    permission: "site.edit",
    handler: async ({ operator, params, body, ip }) =>
      brands.regionRules(operator, brandIdOf(params), body, ip),
  });
  bindOperatorCall(app, platform, regionTestCall, {
    permission: "site.edit",
    handler: async ({ params, query }) => brands.regionTest(brandIdOf(params), query.ip),
  });
  bindOperatorCall(app, platform, registerRulesUpdateCall, {
    permission: "register.edit",
    handler: async ({ operator, params, body, ip }) =>
      brands.registerRules(operator, brandIdOf(params), body, ip),
  });

  bindOperatorCall(app, platform, announcementListAdminCall, {
    permission: "content.edit",
    handler: async ({ params }) => content.listAnnouncements(brandIdOf(params)),
  });
  bindOperatorCall(app, platform, announcementCreateCall, {
    permission: "content.edit",
    handler: async ({ operator, params, body, ip }) =>
      content.createAnnouncement(operator, brandIdOf(params), body, ip),
  });
  bindOperatorCall(app, platform, announcementUpdateCall, {
    permission: "content.edit",
    handler: async ({ operator, params, body, ip }) =>
      content.updateAnnouncement(operator, brandIdOf(params), idOf(params), body, ip),
  });
  bindOperatorCall(app, platform, announcementDeleteCall, {
    permission: "content.edit",
    handler: async ({ operator, params, ip }) =>
      content.withdrawAnnouncement(operator, brandIdOf(params), idOf(params), ip),
  });
  bindOperatorCall(app, platform, helpAdminListCall, {
    permission: "content.edit",
    handler: async ({ params }) => content.helpTree(brandIdOf(params)),
  });
  bindOperatorCall(app, platform, helpCategoryCreateCall, {
    permission: "content.edit",
    handler: async ({ operator, params, body, ip }) =>
      content.createCategory(operator, brandIdOf(params), body, ip),
  });
  bindOperatorCall(app, platform, helpCategoryUpdateCall, {
    permission: "content.edit",
    handler: async ({ operator, params, body, ip }) =>
      content.updateCategory(operator, brandIdOf(params), idOf(params), body, ip),
  });
  bindOperatorCall(app, platform, helpCategoryDeleteCall, {
    permission: "content.edit",
    handler: async ({ operator, params, ip }) =>
      content.deleteCategory(operator, brandIdOf(params), idOf(params), ip),
  });
  bindOperatorCall(app, platform, helpArticleCreateCall, {
    permission: "content.edit",
    handler: async ({ operator, params, body, ip }) =>
      content.createArticle(operator, brandIdOf(params), body, ip),
  });
  bindOperatorCall(app, platform, helpArticleUpdateCall, {
    permission: "content.edit",
    handler: async ({ operator, params, body, ip }) =>
      content.updateArticle(operator, brandIdOf(params), idOf(params), body, ip),
  });
  bindOperatorCall(app, platform, helpArticleDeleteCall, {
    permission: "content.edit",
    handler: async ({ operator, params, ip }) =>
      content.deleteArticle(operator, brandIdOf(params), idOf(params), ip),
  });

  bindOperatorCall(app, platform, dashboardCall, {
    permission: "dashboard.view",
    handler: async ({ brand }) => members.dashboard(requireBrand(brand)),
  });
  bindOperatorCall(app, platform, memberSearchCall, {
    permission: "members.view",
    handler: async ({ operator, params, query }) => members.search(operator, brandIdOf(params), query),
  });
  bindOperatorCall(app, platform, memberGetCall, {
    permission: "members.view",
    handler: async ({ operator, params }) => members.get(operator, brandIdOf(params), idOf(params)),
  });
  bindOperatorCall(app, platform, memberSessionsCall, {
    permission: "members.sessions",
    handler: async ({ params }) => members.sessions(brandIdOf(params), idOf(params)),
  });
  bindOperatorCall(app, platform, memberSessionRevokeCall, {
    permission: "members.sessions",
    handler: async ({ operator, params, ip }) =>
      members.revokeSession(operator, brandIdOf(params), idOf(params), params.sessionId ?? "", ip),
  });
  bindOperatorCall(app, platform, memberLoginHistoryCall, {
    permission: "members.view",
    handler: async ({ params, query }) =>
      members.logins(brandIdOf(params), idOf(params), query.page, query.pageSize),
  });
  bindOperatorCall(app, platform, memberStatusCall, {
    permission: "members.edit",
    handler: async ({ operator, params, body, ip }) =>
      members.setStatus(operator, brandIdOf(params), idOf(params), body, ip),
  });
  bindOperatorCall(app, platform, memberPasswordResetCall, {
    permission: "members.edit",
    handler: async ({ operator, params, body, ip }) =>
      members.resetPassword(operator, brandIdOf(params), idOf(params), body, ip),
  });
  bindOperatorCall(app, platform, memberUpdateCall, {
    permission: "members.edit",
    handler: async ({ operator, params, body, ip }) =>
      members.update(operator, brandIdOf(params), idOf(params), body, ip),
  });

  bindOperatorCall(app, platform, reconcileStatusCall, {
    permission: ["wallet.view", "audit.view"],
    handler: async () => ({ latest: await latestReconcileRun(platform) }),
  });

  bindOperatorCall(app, platform, outboxListCall, {
    permission: "outbox.view",
    handler: async ({ params, query }) =>
      platform.messaging.list(
        brandIdOf(params),
        { channel: query.channel, recipient: query.recipient },
        query.page,
        query.pageSize,
      ),
  });

  registerFinanceRoutes(app, platform, services.finance);
  registerReportRoutes(app, platform, services.reports);
}
