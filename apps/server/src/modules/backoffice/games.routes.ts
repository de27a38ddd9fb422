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
import type { Platform } from "../../platform/platform";
import type { GamesAdmin } from "../games";
import { brandCallBinder } from "./brand-calls";

/** The games screens (`/backoffice/api/brands/:brandId/games/…`); the work is the games module's admin. */
export function registerGamesAdminRoutes(app: FastifyInstance, platform: Platform, admin: GamesAdmin): void {
  const bind = brandCallBinder(app, platform);

  bind(adminVendorListCall, "games.view", async ({ brand }) => admin.vendors(brand));
  // Adding a vendor issues its signing secret, so it needs the secrets permission.
  bind(adminVendorCreateCall, "games.secrets", async ({ brand, who, body }) =>
    admin.createVendor(brand, who, body),
  );
  bind(adminVendorUpdateCall, "games.edit", async ({ brand, who, id, body }) =>
    admin.updateVendor(brand, who, id, body),
  );
  bind(adminVendorRotateSecretCall, "games.secrets", async ({ brand, who, id }) =>
    admin.rotateSecret(brand, who, id),
  );
  bind(adminGameListCall, "games.view", async ({ brand, query }) => admin.games(brand, query));
  bind(adminGameUpdateCall, "games.edit", async ({ brand, who, id, body }) =>
    admin.updateGame(brand, who, id, body),
  );
  bind(adminGameCreateCall, "games.edit", async ({ brand, who, body }) => admin.createGame(brand, who, body));
  bind(adminGameListPreviewCall, "games.edit", async ({ brand, id, body, language }) =>
    admin.previewGameList(brand, id, body, language),
  );
  bind(adminGameListImportCall, "games.edit", async ({ brand, who, id, body }) =>
    admin.importGameList(brand, who, id, body),
  );
  bind(adminHouseSlotsCall, "games.view", async () => admin.houseSlots());
  bind(adminCategoryListsCall, "games.view", async ({ brand }) => admin.categoryLists(brand));
  bind(adminCategoryListsUpdateCall, "games.edit", async ({ brand, who, body }) =>
    admin.updateCategoryLists(brand, who, body),
  );
  bind(adminRoundListCall, "games.view", async ({ brand, query }) => admin.rounds(brand, query));
  bind(adminRoundDetailCall, "games.view", async ({ brand, id, language }) =>
    admin.round(brand, id, language),
  );
  bind(adminVendorTransfersCall, "games.view", async ({ brand, query }) => admin.transfers(brand, query));
}
