import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from "@lotus/contracts";
import sanitizeHtml from "sanitize-html";

/**
 * Rich text is sanitized when saved (DESIGN §6): formatting, links and images only, as the shared
 * allow-list in contracts says (the back-office editor emits nothing outside it).
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
    allowedStyles: {
      "*": { color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(/], "text-align": [/^(left|right|center)$/] },
    },
    transformTags: { a: sanitizeHtml.simpleTransform("a", { ...RICH_TEXT_LINK_ATTRIBUTES }) },
  });
}
