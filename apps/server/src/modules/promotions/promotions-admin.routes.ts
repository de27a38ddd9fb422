import {
  promotionApplicationApproveCall,
  promotionApplicationRejectCall,
  promotionApplicationsCall,
  promotionBannerUploadCall,
  promotionCostsCall,
  promotionCreateCall,
  promotionGetAdminCall,
  promotionListAdminCall,
  promotionMatchesCall,
  promotionStatusCall,
  promotionUpdateCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { requireBrand } from "../../platform/brand-context";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { readUploadedFile } from "../../platform/uploads";
import type { PromotionsAdmin } from "./promotions.admin";

/** The back office's promotion screens (`/backoffice/api/brands/:brandId/promotions…`). */
export function registerPromotionAdminRoutes(
  app: FastifyInstance,
  platform: Platform,
  admin: PromotionsAdmin,
): void {
  const view = "promotions.view" as const;
  const manage = "promotions.manage" as const;

  bindOperatorCall(app, platform, promotionListAdminCall, {
    permission: view,
    handler: async ({ brand, query }) => admin.list(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, promotionCostsCall, {
    permission: view,
    handler: async ({ brand }) => admin.costs(requireBrand(brand)),
  });
  bindOperatorCall(app, platform, promotionApplicationsCall, {
    permission: view,
    handler: async ({ brand, query }) => admin.applications(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, promotionGetAdminCall, {
    permission: view,
    handler: async ({ brand, params }) => admin.get(requireBrand(brand), params.id ?? ""),
  });
  bindOperatorCall(app, platform, promotionMatchesCall, {
    permission: view,
    handler: async ({ brand, params }) => admin.matches(requireBrand(brand), params.id ?? ""),
  });
  bindOperatorCall(app, platform, promotionCreateCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, body }) =>
      admin.create(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, promotionUpdateCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.update(requireBrand(brand), { operator, ip }, params.id ?? "", body),
  });
  bindOperatorCall(app, platform, promotionStatusCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.setStatus(requireBrand(brand), { operator, ip }, params.id ?? "", body.status),
  });
  bindOperatorCall(app, platform, promotionBannerUploadCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, request }) =>
      admin.uploadBanner(requireBrand(brand), { operator, ip }, await readUploadedFile(request)),
  });
  bindOperatorCall(app, platform, promotionApplicationApproveCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.approve(requireBrand(brand), { operator, ip }, params.id ?? "", body.reason),
  });
  bindOperatorCall(app, platform, promotionApplicationRejectCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.reject(requireBrand(brand), { operator, ip }, params.id ?? "", body.reason),
  });
}
