export { createBrandAdmin } from "./brands.admin";
export { registerSystemRoutes as registerSystem } from "./system.routes";
export { registerRulesView, whitelabelView } from "./system.service";
