import {
  adminCategoryListsCall,
  adminCategoryListsUpdateCall,
  adminGameCreateCall,
  adminGameListCall,
  adminGameListImportCall,
  adminGameListPreviewCall,
  adminGameUpdateCall,
  adminHouseSlotsCall,
  adminRoundDetailCall,
  adminRoundListCall,
  adminVendorCreateCall,
  adminVendorListCall,
  adminVendorRotateSecretCall,
  adminVendorTransfersCall,
  adminVendorUpdateCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { GamesAdmin } from "../games";

/** The games screens (`/backoffice/api/brands/:brandId/games/…`); the work is the games module's admin. */
export function registerGamesAdminRoutes(app: FastifyInstance, platform: Platform, admin: GamesAdmin): void {
  const requireBrand = (brand: Brand | undefined): Brand => {
    if (!brand) throw new AppError("not_found");
    return brand;
  };
  const idOf = (params: Record<string, string>) => params.id ?? "";

  bindOperatorCall(app, platform, adminVendorListCall, {
    permission: "games.view",
    handler: async ({ brand }) => admin.vendors(requireBrand(brand)),
  });
  // Adding a vendor issues its signing secret, so it needs the secrets permission.
  bindOperatorCall(app, platform, adminVendorCreateCall, {
    permission: "games.secrets",
    handler: async ({ brand, operator, ip, body }) =>
      admin.createVendor(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, adminVendorUpdateCall, {
    permission: "games.edit",
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.updateVendor(requireBrand(brand), { operator, ip }, idOf(params), body),
  });
  bindOperatorCall(app, platform, adminVendorRotateSecretCall, {
    permission: "games.secrets",
    handler: async ({ brand, operator, ip, params }) =>
      admin.rotateSecret(requireBrand(brand), { operator, ip }, idOf(params)),
  });
  bindOperatorCall(app, platform, adminGameListCall, {
    permission: "games.view",
    handler: async ({ brand, query }) => admin.games(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, adminGameUpdateCall, {
    permission: "games.edit",
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.updateGame(requireBrand(brand), { operator, ip }, idOf(params), body),
  });
  bindOperatorCall(app, platform, adminGameCreateCall, {
    permission: "games.edit",
    handler: async ({ brand, operator, ip, body }) =>
      admin.createGame(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, adminGameListPreviewCall, {
    permission: "games.edit",
    handler: async ({ brand, params, body, language }) =>
      admin.previewGameList(requireBrand(brand), idOf(params), body, language),
  });
  bindOperatorCall(app, platform, adminGameListImportCall, {
    permission: "games.edit",
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.importGameList(requireBrand(brand), { operator, ip }, idOf(params), body),
  });
  bindOperatorCall(app, platform, adminHouseSlotsCall, {
    permission: "games.view",
    handler: async () => admin.houseSlots(),
  });
  bindOperatorCall(app, platform, adminCategoryListsCall, {
    permission: "games.view",
    handler: async ({ brand }) => admin.categoryLists(requireBrand(brand)),
  });
  bindOperatorCall(app, platform, adminCategoryListsUpdateCall, {
    permission: "games.edit",
    handler: async ({ brand, operator, ip, body }) =>
      admin.updateCategoryLists(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, adminRoundListCall, {
    permission: "games.view",
    handler: async ({ brand, query }) => admin.rounds(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, adminRoundDetailCall, {
    permission: "games.view",
    handler: async ({ brand, params }) => admin.round(requireBrand(brand), idOf(params)),
  });
  bindOperatorCall(app, platform, adminVendorTransfersCall, {
    permission: "games.view",
    handler: async ({ brand, query }) => admin.transfers(requireBrand(brand), query),
  });
}
