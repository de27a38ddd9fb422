import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";
import { LAZY_IMAGE_MAX_RETRIES, LAZY_IMAGE_MIN_RETRIES, LAZY_IMAGE_THROTTLE_MS } from "../../lib/constants";

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt"> {
  src: string;
  alt: string;
  /** Retries after a failed load, 1 to 3 (SPEC §9). */
  retries?: number;
  /** Loaded at once, at high priority: the first screen's largest image (issue #10, LCP). */
  eager?: boolean;
}

/**
 * Starts loading an image the page is about to show, at high priority, before the element that shows
 * it exists (the browser hands the loaded image to the element with the same URL).
 */
export function preloadImage(src: string): void {
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = src;
  link.fetchPriority = "high";
  document.head.append(link);
}

/** Same URL with a retry marker, so the browser asks the server again instead of reusing the failure. */
function retryUrl(src: string, attempt: number): string {
  const fetched = /^(https?:)?\/\//.test(src) || src.startsWith("/");
  if (attempt === 0 || !fetched) return src;
  return `${src}${src.includes("?") ? "&" : "?"}retry=${attempt}`;
}

/**
 * Image loaded when it nears the viewport (visibility checks throttled to 200 ms), retried on
 * failure with a growing pause; after the last retry the alt text stays in its place.
 */
export function LazyImage({
  src,
  alt,
  retries = LAZY_IMAGE_MAX_RETRIES,
  eager = false,
  className,
  ...img
}: LazyImageProps) {
  const maxRetries = Math.min(LAZY_IMAGE_MAX_RETRIES, Math.max(LAZY_IMAGE_MIN_RETRIES, retries));
  const holderRef = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(eager);
  // Retry state belongs to one src; a new src starts over.
  const [tries, setTries] = useState({ src, attempt: 0, failed: false });
  const { attempt, failed } = tries.src === src ? tries : { attempt: 0, failed: false };

  useEffect(() => {
    const holder = holderRef.current;
    if (!holder || visible) return;
    if (typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || timer) return;
        // Throttled: a fast scroll past the image does not start its download.
        timer = setTimeout(() => {
          timer = undefined;
          const rect = holder.getBoundingClientRect();
          if (rect.bottom >= -200 && rect.top <= window.innerHeight + 200) setVisible(true);
        }, LAZY_IMAGE_THROTTLE_MS);
      },
      { rootMargin: "200px" },
    );
    observer.observe(holder);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [visible]);

  const onError = () => {
    if (attempt >= maxRetries) {
      setTries({ src, attempt, failed: true });
      return;
    }
    setTimeout(
      () => setTries({ src, attempt: attempt + 1, failed: false }),
      LAZY_IMAGE_THROTTLE_MS * (attempt + 1),
    );
  };

  return (
    <span ref={holderRef} className={`lazy-image${className ? ` ${className}` : ""}`}>
      {visible && !failed ? (
        <img
          {...img}
          src={retryUrl(src, attempt)}
          alt={alt}
          onError={onError}
          fetchPriority={eager ? "high" : img.fetchPriority}
        />
      ) : (
        // A decorative image (alt="") stays hidden from assistive technology while it loads too.
        <span
          className="lazy-image__placeholder"
          {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        >
          {failed ? alt : null}
        </span>
      )}
    </span>
  );
}
