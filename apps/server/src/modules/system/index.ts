export { type BrandAdmin, createBrandAdmin } from "./brands.admin";
export { createSiteBoot, type SiteBootHead } from "./site-boot";
export { registerSystemRoutes as registerSystem } from "./system.routes";
export { createSystemService, registerRulesView, type SystemService, whitelabelView } from "./system.service";
