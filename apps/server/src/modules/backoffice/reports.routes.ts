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
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import { bindOperatorCall, bindOperatorFile } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { Reports } from "../reports";

/** The report screens (`/backoffice/api/brands/:brandId/reports/…`); the work is the reports module's. */
export function registerReportRoutes(app: FastifyInstance, platform: Platform, reports: Reports): void {
  const requireBrand = (brand: Brand | undefined): Brand => {
    if (!brand) throw new AppError("not_found");
    return brand;
  };
  const permission = "reports.view" as const;

  bindOperatorCall(app, platform, reportsDashboardCall, {
    permission,
    handler: async ({ brand }) => reports.dashboard(requireBrand(brand)),
  });
  bindOperatorCall(app, platform, reportDailyCall, {
    permission,
    handler: async ({ brand, query }) => reports.daily(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, reportGamesCall, {
    permission,
    handler: async ({ brand, query, language }) => reports.games(requireBrand(brand), query, language),
  });
  bindOperatorCall(app, platform, reportMembersCall, {
    permission,
    handler: async ({ brand, query }) => reports.members(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, reportFinanceCall, {
    permission,
    handler: async ({ brand, query }) => reports.finance(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, reportRegistrationsCall, {
    permission,
    handler: async ({ brand, query }) => reports.registrations(requireBrand(brand), query),
  });
  bindOperatorFile(app, platform, reportCsvCall, {
    permission,
    handler: async ({ brand, params, query, language }) => {
      // The route's params schema already refused any other name.
      const report = REPORT_NAMES.find((name) => name === params.report);
      if (!report) throw new AppError("not_found");
      const content = await reports.csv(requireBrand(brand), report, query, language);
      return {
        fileName: `${report}-${query.from}-${query.to}.csv`,
        contentType: "text/csv; charset=utf-8",
        content,
      };
    },
  });
}
