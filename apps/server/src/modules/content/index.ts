export { type ContentAdmin, createContentAdmin } from "./content.admin";
export { registerContentRoutes as registerContent } from "./content.routes";
export { type ContentService, createContentService } from "./content.service";
export { sanitizeRichText } from "./rich-text";
