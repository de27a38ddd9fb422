import DOMPurify from "dompurify";
import { useLayoutEffect, useRef } from "react";

// Links that open elsewhere must not hand the opener to the other page.
DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  if (node instanceof HTMLAnchorElement && node.target === "_blank") node.rel = "noopener noreferrer";
});

const ADD_ATTR = ["target"];
const FORBID_TAGS = ["style", "form", "input", "button", "textarea", "select"];

/** The one sanitizer of the console: every piece of rich text reaches the page through RichText. */
function sanitizedFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, ADD_ATTR, FORBID_TAGS });
}

/**
 * Renders rich text (announcements, help articles) the way the site does: sanitized by DOMPurify
 * into a DOM fragment, never assigned as an HTML string (DESIGN §6).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizedFragment(html));
  }, [html]);
  return <div ref={ref} className={`rich-text${className ? ` ${className}` : ""}`} />;
}
