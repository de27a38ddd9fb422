export { createContentAdmin } from "./content.admin";
export { registerContentRoutes as registerContent } from "./content.routes";
export { sanitizeRichText } from "./rich-text";
