/** The few glyphs the kit's own controls draw; each app keeps its own icon set for features. */
const PATHS = {
  close: "M6 6l12 12M18 6L6 18",
  check: "M5 12l5 5 9-10",
  copy: "M9 9h11v11H9zM5 15H4V4h11v1",
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  eyeOff:
    "M3 3l18 18M10.6 6.1A9.7 9.7 0 0 1 12 6c6.4 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.6 6.7C3.8 8.5 2 12 2 12s3.6 7 10 7a9.5 9.5 0 0 0 5.4-1.7M9.9 9.9a3 3 0 0 0 4.2 4.2",
  warning: "M12 3l10 18H2zM12 10v4M12 17.5h.01",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5h.01",
} as const;

export type KitIconName = keyof typeof PATHS;

/**
 * A 24 × 24 line glyph drawn from one path: the shape every icon of both apps shares, each app
 * keeping its own set of paths. Decorative: the control around it carries the accessible name.
 */
export function LineIcon({
  path,
  size = 18,
  className,
}: {
  path: string;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export function KitIcon({ name, size }: { name: KitIconName; size?: number }) {
  return <LineIcon path={PATHS[name]} size={size} />;
}
