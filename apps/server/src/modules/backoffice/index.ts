export { registerBackofficeRoutes as registerBackoffice } from "./backoffice.routes";
