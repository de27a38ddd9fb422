import { isEmbedded, postToSite } from "../model/site-messages";

/** A house play page's close button: drawn only inside the site's frame, which it asks to close. */
export function SiteCloseButton({ className, label }: { className: string; label: string }) {
  if (!isEmbedded()) return null;
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={() => postToSite({ type: "lotus:close" })}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M18 6 6 18M6 6l12 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
