/**
 * What rich text (notices, help articles) may hold, DESIGN §6. The server's sanitiser keeps exactly
 * this when content is saved, and the back-office editor emits nothing outside it, so what an
 * operator writes is stored unchanged.
 */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "span",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "blockquote",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "hr",
] as const;

/** Attributes kept per tag; "*" applies to every tag. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "target", "rel", "title"],
  img: ["src", "alt", "width", "height"],
  ol: ["start"],
  span: ["style"],
  p: ["style"],
  "*": ["class"],
};

/** URL schemes a link may use, and those an image source may use. */
export const RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;
export const RICH_TEXT_IMAGE_SCHEMES = ["http", "https", "data"] as const;

/** Every link opens in a new tab without handing the opener to the other page. */
export const RICH_TEXT_LINK_ATTRIBUTES = { target: "_blank", rel: "noopener noreferrer" } as const;
