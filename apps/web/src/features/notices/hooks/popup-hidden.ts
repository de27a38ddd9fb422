import { readItem, writeItem } from "@lotus/ui/browser/storage";

/** "Hide today" for the popup notice: local storage keyed by the brand-time-zone date. */
const HIDDEN_KEY = "lotus.popupNoticeHidden";

export function isHiddenToday(today: string): boolean {
  return readItem("local", HIDDEN_KEY) === today;
}

export function hideToday(today: string): void {
  writeItem("local", HIDDEN_KEY, today);
}

/**
 * Shown once per page load. Kept in memory rather than session storage because logout clears
 * session storage, and a visitor who just logged out should not get the popup again.
 */
let shownThisLoad = false;

export function wasShownThisVisit(): boolean {
  return shownThisLoad;
}

export function markShownThisVisit(): void {
  shownThisLoad = true;
}
