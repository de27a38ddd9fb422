import DOMPurify from "dompurify";
import { useLayoutEffect, useRef } from "react";

// Links that open elsewhere must not hand the opener to the other page.
DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  if (node instanceof HTMLAnchorElement && node.target === "_blank") node.rel = "noopener noreferrer";
});

/**
 * The one place rich text (notices, help articles, promotions) reaches the page: sanitized by
 * DOMPurify into a DOM fragment, never assigned as an HTML string (DESIGN §6).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const fragment = DOMPurify.sanitize(html, {
      RETURN_DOM_FRAGMENT: true,
      ADD_ATTR: ["target"],
      FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
    });
    container.replaceChildren(fragment);
  }, [html]);
  return <div ref={ref} className={`rich-text${className ? ` ${className}` : ""}`} />;
}
