export { type BackofficeServices, registerBackofficeRoutes as registerBackoffice } from "./backoffice.routes";
export { registerGamesAdminRoutes } from "./games.routes";
