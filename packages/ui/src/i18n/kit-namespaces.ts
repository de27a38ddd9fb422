/**
 * The kit's own namespaces, apart from their loaders: a component naming its namespace, or an SPA
 * starting i18next, brings no loader of any language with it (issue #10: the player site builds
 * its dictionary files itself, and an included loader map emits a file per language).
 */

/** The kit's own texts (Retry, No records, page x of y, …). */
export const UI_NAMESPACE = "ui";

/** The kit primitives' own texts (Close, Cancel, Copied, Show password…). */
export const UI_PRIMITIVES_NS = "uiPrimitives";

/** The kit's namespaces: every screen may show a kit component, so each SPA loads them at start. */
export const KIT_NAMESPACES = [UI_NAMESPACE, UI_PRIMITIVES_NS] as const;
