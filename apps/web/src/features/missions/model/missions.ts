import type { MissionKind } from "@lotus/contracts";

/** Mission groups in the order the page shows them. */
export const MISSION_GROUPS: readonly MissionKind[] = ["onboarding", "daily", "weekly", "event"];

/** How far a mission is, 0–100, for its progress bar (a completed one shows full). */
export function progressPercent(mission: {
  progress: number;
  target: number;
  completed: number;
  limitPerPeriod: number;
}) {
  if (mission.completed >= mission.limitPerPeriod) return 100;
  if (!(mission.target > 0)) return 0;
  const within = mission.progress - mission.completed * mission.target;
  return Math.max(0, Math.min(100, Math.floor((within / mission.target) * 100)));
}

/** Where a mission stands for the member now. */
export type MissionState = "claimable" | "done" | "auto" | "inProgress";

export function missionState(mission: {
  claimable: number;
  completed: number;
  limitPerPeriod: number;
  claimMode: "claim" | "auto";
}): MissionState {
  if (mission.claimable > 0) return "claimable";
  if (mission.completed >= mission.limitPerPeriod) return "done";
  return mission.claimMode === "auto" ? "auto" : "inProgress";
}

/** The side-menu badge text: nothing at 0 (SPEC §2: shown above 0), 99+ beyond 99. */
export function badgeText(count: number): string | undefined {
  if (!(count > 0)) return undefined;
  return count > 99 ? "99+" : String(count);
}

/** Waiting milliseconds as h:mm:ss (the raffle's countdown to its next session). */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}
