/** Page buttons with SPEC §9's paginator: 3 pages around the current one, 1 at each end, gaps between. */
export type PageItem = number | "gap-start" | "gap-end";

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

export function pageItems(page: number, count: number, range = 3, margin = 1): PageItem[] {
  if (count <= range + margin * 2 + 2) return Array.from({ length: count }, (_, index) => index + 1);
  const half = Math.floor(range / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(count, start + range - 1);
  start = Math.max(1, end - range + 1);
  const items: PageItem[] = [];
  for (let value = 1; value <= margin; value++) items.push(value);
  if (start > margin + 2) items.push("gap-start");
  else for (let value = margin + 1; value < start; value++) items.push(value);
  for (let value = Math.max(start, margin + 1); value <= Math.min(end, count - margin); value++)
    items.push(value);
  if (end < count - margin - 1) items.push("gap-end");
  else for (let value = Math.max(end + 1, margin + 1); value <= count - margin; value++) items.push(value);
  for (let value = count - margin + 1; value <= count; value++) items.push(value);
  return items;
}

/** "Showing 21–40 of 134": the first and last row numbers of a page. */
export function rowRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const first = (page - 1) * pageSize + 1;
  return { first: Math.min(first, total), last: Math.min(page * pageSize, total) };
}
