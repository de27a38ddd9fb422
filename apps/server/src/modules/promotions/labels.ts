import type { JoinMode, PromotionAction, PromotionLabel, PromotionType } from "@lotus/contracts";

/** Where the promotion stands for everyone: not shown, not started, running, over. */
export type Phase = "draft" | "coming" | "live" | "closed";

export function phaseOf(
  promotion: { status: string; startsAt: Date; endsAt: Date | null },
  now: number,
): Phase {
  if (promotion.status === "draft") return "draft";
  if (promotion.status === "ended") return "closed";
  if (promotion.endsAt && promotion.endsAt.getTime() <= now) return "closed";
  if (promotion.startsAt.getTime() > now) return "coming";
  return "live";
}

/** The status of the member's latest reward from the promotion (for daily types: today's). */
export interface LatestGrant {
  status: "waiting" | "approval" | "paying" | "paid" | "expired" | "rejected";
  /** Created as a claim reward (the member had to claim it). */
  claimed: boolean;
}

export interface ParticipationFacts {
  phase: Phase;
  type: PromotionType;
  joinMode: JoinMode;
  /** A fixed bonus's event (birthday, zalo, application); null for other types. */
  event: string | null;
  /** The audience or the one-per-person rule keeps the member out. */
  blocked: boolean;
  /** The member's row: joined (opted in or approved), applying, rejected; none for auto promotions. */
  participation: "joined" | "applying" | "rejected" | null;
  /** Zalo bonus: the member bound a number. */
  zaloBound: boolean;
  /** Check-in: already checked in today (brand day). */
  checkedInToday: boolean;
  /** Rewards still open (waiting or in approval/payment), newest first. */
  latest: LatestGrant | null;
}

/**
 * SPEC §4's labels as states of the member's participation, and the button each offers. One pure
 * function, so the site, the tests and the back office preview read the same mapping:
 * - coming soon: published, not started; close: over, or the member may not take part;
 * - claim: a reward waits for the member; process: a reward waits for approval or is being paid;
 * - applying / rejected: the application's review; join: the member may opt in or apply;
 * - signed: checked in today; issued / claimed: the latest reward was paid (automatically / after the
 *   member claimed it); joined: taking part, waiting for the event that pays (a deposit, the birthday).
 */
export function participationLabel(facts: ParticipationFacts): {
  label: PromotionLabel;
  action: PromotionAction;
} {
  const latest = facts.latest;
  // A reward already given stays claimable even after the promotion closed (within its claim window).
  if (latest?.status === "waiting") return { label: "claim", action: "claim" };
  if (latest?.status === "approval" || latest?.status === "paying")
    return { label: "process", action: "none" };
  if (facts.phase === "coming" || facts.phase === "draft") return { label: "coming_soon", action: "none" };
  if (facts.phase === "closed" || facts.blocked) {
    if (latest?.status === "paid") return { label: latest.claimed ? "claimed" : "issued", action: "none" };
    return { label: "close", action: "none" };
  }
  if (facts.type === "raffle") return { label: "join", action: "raffle" };
  if (facts.participation === "applying") return { label: "applying", action: "none" };
  if (facts.participation === "rejected") return { label: "rejected", action: "none" };
  const taking = facts.joinMode === "auto" || facts.participation === "joined";
  if (!taking) return { label: "join", action: facts.joinMode === "apply" ? "apply" : "join" };
  if (facts.type === "checkin") {
    return facts.checkedInToday ? { label: "signed", action: "none" } : { label: "join", action: "checkin" };
  }
  if (facts.type === "event_bonus" && facts.event === "zalo" && !facts.zaloBound) {
    return { label: "join", action: "bind_zalo" };
  }
  if (latest?.status === "paid") return { label: latest.claimed ? "claimed" : "issued", action: "none" };
  return { label: "joined", action: "none" };
}
