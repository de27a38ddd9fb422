import type { ReactNode } from "react";

export function Spinner({ label, size = 28 }: { label: string; size?: number }) {
  return (
    <span className="spinner" role="status" style={{ width: size, height: size }}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Covers an area while its data loads (SPEC §4 "loading cover while hot games load"). */
export function LoadingCover({
  label,
  loading,
  children,
}: {
  label: string;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <div className="loading-cover" aria-busy={loading}>
      {children}
      {loading && (
        <div className="loading-cover__overlay">
          <Spinner label={label} />
        </div>
      )}
    </div>
  );
}
