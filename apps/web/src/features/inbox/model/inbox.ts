/** The badge's text: nothing at 0, the count up to 99, then "99+". */
export function badgeText(count: number): string | undefined {
  if (!(count > 0)) return undefined;
  return count > 99 ? "99+" : String(Math.floor(count));
}

/** The page to show after a change: a page emptied by deletions steps back to the last one left. */
export function pageAfter(page: number, total: number, pageSize: number): number {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(Math.max(1, page), last);
}
