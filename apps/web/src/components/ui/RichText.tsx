import { useLayoutEffect, useRef } from "react";
import { sanitizeRichText } from "./sanitize-rich-text";

/**
 * The one place rich text (notices, help articles, promotions) reaches the page: sanitised against
 * the contracts' allow-list into a DOM fragment, never assigned as an HTML string (DESIGN §6).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeRichText(html));
  }, [html]);
  return <div ref={ref} className={`rich-text${className ? ` ${className}` : ""}`} />;
}
