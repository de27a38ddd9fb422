export { registerContentRoutes as registerContent } from "./content.routes";
export { sanitizeRichText } from "./rich-text";
