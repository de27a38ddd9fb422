export { registerSystemRoutes as registerSystem } from "./system.routes";
export { registerRulesView, whitelabelView } from "./system.service";
