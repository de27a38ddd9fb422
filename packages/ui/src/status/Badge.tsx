import type { ReactNode } from "react";

/** The colours a status may take; what each domain status means is the feature's decision. */
export const BADGE_TONES = ["neutral", "info", "success", "warning", "danger", "muted"] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

/** A domain's statuses mapped to tones, e.g. `{ pending: "warning", confirmed: "success" }`. */
export type StatusTones<S extends string = string> = Partial<Record<S, BadgeTone>>;

/** The tone of a status; statuses the map does not know (a newer server) stay neutral. */
export function toneOf<S extends string>(tones: StatusTones<S>, status: S | string): BadgeTone {
  return (tones as Record<string, BadgeTone | undefined>)[status] ?? "neutral";
}

interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  title?: string;
}

/** A short coloured label; the text carries the meaning, the colour only helps. */
export function Badge({ tone = "neutral", children, title }: BadgeProps) {
  return (
    <span className={`badge badge--${tone}`} title={title}>
      {children}
    </span>
  );
}

interface StatusBadgeProps<S extends string> {
  status: S | string;
  tones: StatusTones<S>;
  /** The translated name of the status, chosen by the feature. */
  label: ReactNode;
}

/** A record's status: the feature gives the tone map and the translated label, the kit renders. */
export function StatusBadge<S extends string>({ status, tones, label }: StatusBadgeProps<S>) {
  return (
    <span className={`badge badge--${toneOf(tones, status)}`} data-status={status}>
      {label}
    </span>
  );
}
