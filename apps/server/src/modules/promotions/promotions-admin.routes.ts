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
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { PromotionsAdmin } from "./promotions.admin";
import { readUpload } from "./promotions.routes";

/** The back office's promotion screens (`/backoffice/api/brands/:brandId/promotions…`). */
export function registerPromotionAdminRoutes(
  app: FastifyInstance,
  platform: Platform,
  admin: PromotionsAdmin,
): void {
  const brandOf = (brand: Brand | undefined): Brand => {
    if (!brand) throw new AppError("not_found");
    return brand;
  };
  const view = "promotions.view" as const;
  const manage = "promotions.manage" as const;

  bindOperatorCall(app, platform, promotionListAdminCall, {
    permission: view,
    handler: async ({ brand, query }) => admin.list(brandOf(brand), query),
  });
  bindOperatorCall(app, platform, promotionCostsCall, {
    permission: view,
    handler: async ({ brand }) => admin.costs(brandOf(brand)),
  });
  bindOperatorCall(app, platform, promotionApplicationsCall, {
    permission: view,
    handler: async ({ brand, query }) => admin.applications(brandOf(brand), query),
  });
  bindOperatorCall(app, platform, promotionGetAdminCall, {
    permission: view,
    handler: async ({ brand, params }) => admin.get(brandOf(brand), params.id ?? ""),
  });
  bindOperatorCall(app, platform, promotionMatchesCall, {
    permission: view,
    handler: async ({ brand, params }) => admin.matches(brandOf(brand), params.id ?? ""),
  });
  bindOperatorCall(app, platform, promotionCreateCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, body }) => admin.create(brandOf(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, promotionUpdateCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.update(brandOf(brand), { operator, ip }, params.id ?? "", body),
  });
  bindOperatorCall(app, platform, promotionStatusCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.setStatus(brandOf(brand), { operator, ip }, params.id ?? "", body.status),
  });
  bindOperatorCall(app, platform, promotionBannerUploadCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, request }) =>
      admin.uploadBanner(brandOf(brand), { operator, ip }, await readUpload(request)),
  });
  bindOperatorCall(app, platform, promotionApplicationApproveCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.approve(brandOf(brand), { operator, ip }, params.id ?? "", body.reason),
  });
  bindOperatorCall(app, platform, promotionApplicationRejectCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.reject(brandOf(brand), { operator, ip }, params.id ?? "", body.reason),
  });
}
