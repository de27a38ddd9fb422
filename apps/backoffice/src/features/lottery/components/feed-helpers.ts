import type { StatusTones } from "@lotus/ui/status/Badge";
import type { FeedBody, FeedView } from "../api/feed-api";

/**
 * The results-feed screen's pure rules: how a region's feed stands (for its badge), and the
 * settings form's values to and from the update call's body.
 */

/** off: not asked; ok: the last fetch was read; failing: the last fetch failed; new: never asked yet. */
export type FeedHealth = "off" | "ok" | "failing" | "new";

export const FEED_HEALTH_TONES: StatusTones<FeedHealth> = {
  off: "muted",
  ok: "success",
  failing: "danger",
  new: "info",
};

export function feedHealth(feed: FeedView): FeedHealth {
  if (!feed.enabled) return "off";
  if (feed.status.lastError !== null) return "failing";
  return feed.status.lastSuccessAt === null ? "new" : "ok";
}

export interface FeedFormValues {
  enabled: boolean;
  url: string;
  authHeader: string;
  /** Blank keeps the stored value (when one is stored). */
  secret: string;
  confirmation: "manual" | "auto";
  reason: string;
}

export function feedToForm(feed: FeedView): FeedFormValues {
  return {
    enabled: feed.enabled,
    url: feed.url ?? "",
    authHeader: feed.authHeader ?? "",
    secret: "",
    confirmation: feed.autoConfirm ? "auto" : "manual",
    reason: "",
  };
}

/** The body: blanks are "none"; a blank secret keeps the stored one; no header sends no secret. */
export function feedFormToBody(values: FeedFormValues): FeedBody {
  const url = values.url.trim();
  const authHeader = values.authHeader.trim();
  return {
    enabled: values.enabled,
    url: url === "" ? null : url,
    authHeader: authHeader === "" ? null : authHeader,
    ...(authHeader !== "" && values.secret !== "" ? { secret: values.secret } : {}),
    autoConfirm: values.confirmation === "auto",
    reason: values.reason,
  };
}

export type FeedFormProblem = "urlRequired" | "secretRequired";

/** What the schema cannot know: a header needs a value unless one is stored; a feed that is on needs its address. */
export function feedFormProblems(
  values: FeedFormValues,
  secretStored: boolean,
): Partial<Record<"url" | "secret", FeedFormProblem>> {
  return {
    ...(values.enabled && values.url.trim() === "" ? { url: "urlRequired" as const } : {}),
    ...(values.authHeader.trim() !== "" && values.secret === "" && !secretStored
      ? { secret: "secretRequired" as const }
      : {}),
  };
}
