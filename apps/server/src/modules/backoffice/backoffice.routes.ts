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
  type LegalKind,
  legalAdminListCall,
  legalAdminUpdateCall,
  maintenanceUpdateCall,
  memberGetCall,
  memberLoginHistoryCall,
  memberPasswordResetCall,
  memberPayoutIdentityCall,
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
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { MemberAdmin } from "../accounts";
import type { AgentsAdmin } from "../agents";
import type { ContentAdmin } from "../content";
import type { FinanceAdmin } from "../payments";
import type { Reports } from "../reports";
import type { BrandAdmin } from "../system";
import { latestReconcileRun } from "../wallet";
import { registerAgentsAdminRoutes } from "./agents.routes";
import { brandCallBinder } from "./brand-calls";
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
  agents: AgentsAdmin;
}

export function registerBackofficeRoutes(
  app: FastifyInstance,
  platform: Platform,
  services: BackofficeServices,
): void {
  const { brands, content, members } = services;
  const bind = brandCallBinder(app, platform);

  bindOperatorCall(app, platform, brandListCall, {
    permission: "brands.view",
    handler: async ({ operator }) => brands.list(operator),
  });
  bindOperatorCall(app, platform, brandCreateCall, {
    permission: "brands.create",
    handler: async ({ operator, body, ip }) => brands.create(operator, body, ip),
  });
  // The site-state and registration-rule screens read the brand they edit.
  bind(brandGetCall, ["brands.view", "site.edit", "register.edit"], async ({ brand }) =>
    brands.get(brand.id),
  );
  bind(brandUpdateCall, "brands.edit", async ({ brand, operator, body, ip }) =>
    brands.update(operator, brand.id, body, ip),
  );
  bind(maintenanceUpdateCall, "site.edit", async ({ brand, operator, body, ip }) =>
    brands.maintenance(operator, brand.id, body, ip),
  );
  bind(regionRulesUpdateCall, "site.edit", async ({ brand, operator, body, ip }) =>
    brands.regionRules(operator, brand.id, body, ip),
  );
  bind(regionTestCall, "site.edit", async ({ brand, query }) => brands.regionTest(brand.id, query.ip));
  bind(registerRulesUpdateCall, "register.edit", async ({ brand, operator, body, ip }) =>
    brands.registerRules(operator, brand.id, body, ip),
  );

  bind(announcementListAdminCall, "content.edit", async ({ brand }) => content.listAnnouncements(brand.id));
  bind(announcementCreateCall, "content.edit", async ({ brand, operator, body, ip }) =>
    content.createAnnouncement(operator, brand.id, body, ip),
  );
  bind(announcementUpdateCall, "content.edit", async ({ brand, operator, id, body, ip }) =>
    content.updateAnnouncement(operator, brand.id, id, body, ip),
  );
  bind(announcementDeleteCall, "content.edit", async ({ brand, operator, id, ip }) =>
    content.withdrawAnnouncement(operator, brand.id, id, ip),
  );
  bind(helpAdminListCall, "content.edit", async ({ brand }) => content.helpTree(brand.id));
  bind(helpCategoryCreateCall, "content.edit", async ({ brand, operator, body, ip }) =>
    content.createCategory(operator, brand.id, body, ip),
  );
  bind(helpCategoryUpdateCall, "content.edit", async ({ brand, operator, id, body, ip }) =>
    content.updateCategory(operator, brand.id, id, body, ip),
  );
  bind(helpCategoryDeleteCall, "content.edit", async ({ brand, operator, id, ip }) =>
    content.deleteCategory(operator, brand.id, id, ip),
  );
  bind(helpArticleCreateCall, "content.edit", async ({ brand, operator, body, ip }) =>
    content.createArticle(operator, brand.id, body, ip),
  );
  bind(helpArticleUpdateCall, "content.edit", async ({ brand, operator, id, body, ip }) =>
    content.updateArticle(operator, brand.id, id, body, ip),
  );
  bind(helpArticleDeleteCall, "content.edit", async ({ brand, operator, id, ip }) =>
    content.deleteArticle(operator, brand.id, id, ip),
  );
  bind(legalAdminListCall, "content.edit", async ({ brand }) => content.legalList(brand.id));
  bind(legalAdminUpdateCall, "content.edit", async ({ brand, operator, params, body, ip, language }) =>
    content.saveLegal(operator, brand.id, params.kind as LegalKind, body, ip, language),
  );

  bind(dashboardCall, "dashboard.view", async ({ brand }) => members.dashboard(brand));
  bind(memberSearchCall, "members.view", async ({ brand, operator, query }) =>
    members.search(operator, brand.id, query),
  );
  bind(memberGetCall, "members.view", async ({ brand, operator, id }) => members.get(operator, brand.id, id));
  bind(memberSessionsCall, "members.sessions", async ({ brand, id }) => members.sessions(brand.id, id));
  bind(memberSessionRevokeCall, "members.sessions", async ({ brand, operator, id, params, ip }) =>
    members.revokeSession(operator, brand.id, id, params.sessionId ?? "", ip),
  );
  bind(memberLoginHistoryCall, "members.view", async ({ brand, id, query }) =>
    members.logins(brand.id, id, query.page, query.pageSize),
  );
  bind(memberStatusCall, "members.edit", async ({ brand, operator, id, body, ip }) =>
    members.setStatus(operator, brand.id, id, body, ip),
  );
  bind(memberPasswordResetCall, "members.edit", async ({ brand, operator, id, body, ip }) =>
    members.resetPassword(operator, brand.id, id, body, ip),
  );
  bind(memberUpdateCall, "members.edit", async ({ brand, operator, id, body, ip }) =>
    members.update(operator, brand.id, id, body, ip),
  );
  bind(memberPayoutIdentityCall, "members.edit", async ({ brand, operator, id, body, ip, language }) =>
    members.setPayoutIdentity(operator, brand, id, body, ip, language),
  );

  bindOperatorCall(app, platform, reconcileStatusCall, {
    permission: ["wallet.view", "audit.view"],
    handler: async () => ({ latest: await latestReconcileRun(platform) }),
  });

  bind(outboxListCall, "outbox.view", async ({ brand, query }) =>
    platform.messaging.list(
      brand.id,
      { channel: query.channel, recipient: query.recipient },
      query.page,
      query.pageSize,
    ),
  );

  registerFinanceRoutes(app, platform, services.finance);
  registerReportRoutes(app, platform, services.reports);
  registerAgentsAdminRoutes(app, platform, services.agents);
}
