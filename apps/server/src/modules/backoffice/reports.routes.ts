import {
  REPORT_NAMES,
  reportCsvCall,
  reportDailyCall,
  reportFinanceCall,
  reportGamesCall,
  reportMembersCall,
  reportRegistrationsCall,
  reportsDashboardCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors";
import { bindOperatorFile } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { Reports } from "../reports";
import { brandCallBinder } from "./brand-calls";

/** The report screens (`/backoffice/api/brands/:brandId/reports/…`); the work is the reports module's. */
export function registerReportRoutes(app: FastifyInstance, platform: Platform, reports: Reports): void {
  const bind = brandCallBinder(app, platform);
  const permission = "reports.view" as const;

  bind(reportsDashboardCall, permission, async ({ brand }) => reports.dashboard(brand));
  bind(reportDailyCall, permission, async ({ brand, query }) => reports.daily(brand, query));
  bind(reportGamesCall, permission, async ({ brand, query, language }) =>
    reports.games(brand, query, language),
  );
  bind(reportMembersCall, permission, async ({ brand, query }) => reports.members(brand, query));
  bind(reportFinanceCall, permission, async ({ brand, query }) => reports.finance(brand, query));
  bind(reportRegistrationsCall, permission, async ({ brand, query }) => reports.registrations(brand, query));
  bindOperatorFile(app, platform, reportCsvCall, {
    permission,
    handler: async ({ brand, params, query, language }) => {
      // The route's params schema already refused any other name.
      const report = REPORT_NAMES.find((name) => name === params.report);
      // The operator gate has already answered 404 for a brand that does not exist.
      if (!report || !brand) throw new AppError("not_found");
      const content = await reports.csv(brand, report, query, language);
      return {
        fileName: `${report}-${query.from}-${query.to}.csv`,
        contentType: "text/csv; charset=utf-8",
        content,
      };
    },
  });
}
