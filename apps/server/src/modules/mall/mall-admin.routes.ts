import {
  mallExchangeCompleteCall,
  mallExchangeRejectCall,
  mallExchangesCall,
  mallGiftCreateCall,
  mallGiftsCall,
  mallGiftUpdateCall,
  mallImageUploadCall,
  mallMemberPointsCall,
  mallPointsAdjustCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { requireBrand } from "../../platform/brand-context";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { readUploadedFile } from "../../platform/uploads";
import type { MallAdmin } from "./mall.admin";

/** The back office's points mall (`/backoffice/api/brands/:brandId/mall/…`, permissions mall.view / mall.manage). */
export function registerMallAdminRoutes(app: FastifyInstance, platform: Platform, admin: MallAdmin): void {
  const view = "mall.view" as const;
  const manage = "mall.manage" as const;

  bindOperatorCall(app, platform, mallGiftsCall, {
    permission: view,
    handler: async ({ brand }) => admin.gifts(requireBrand(brand)),
  });
  bindOperatorCall(app, platform, mallGiftCreateCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, body }) =>
      admin.createGift(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, mallGiftUpdateCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.updateGift(requireBrand(brand), { operator, ip }, params.id ?? "", body),
  });
  bindOperatorCall(app, platform, mallImageUploadCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, request }) =>
      admin.uploadImage(requireBrand(brand), { operator, ip }, await readUploadedFile(request)),
  });
  bindOperatorCall(app, platform, mallExchangesCall, {
    permission: view,
    handler: async ({ brand, query, language }) => admin.exchanges(requireBrand(brand), query, language),
  });
  bindOperatorCall(app, platform, mallExchangeCompleteCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body, language }) =>
      admin.complete(requireBrand(brand), { operator, ip }, params.id ?? "", body.remark, language),
  });
  bindOperatorCall(app, platform, mallExchangeRejectCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body, language }) =>
      admin.reject(requireBrand(brand), { operator, ip }, params.id ?? "", body.reason, language),
  });
  bindOperatorCall(app, platform, mallMemberPointsCall, {
    permission: view,
    handler: async ({ brand, query }) => admin.memberPoints(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, mallPointsAdjustCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, body }) =>
      admin.adjust(requireBrand(brand), { operator, ip }, body),
  });
}
