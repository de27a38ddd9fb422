/** Paging math for every list (SPEC §9: paginator range 3, margin 1). Pure, unit-tested. */
export const PAGINATOR_RANGE = 3;
export const PAGINATOR_MARGIN = 1;

export type PageItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; after: number };

/** Number of pages; 0 when there is nothing to show. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/** A page number from the URL, forced into 1..pages (1 when there are no pages). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isInteger(page) || page < 1) return 1;
  return pages > 0 ? Math.min(page, pages) : 1;
}

/**
 * Paginator items: `margin` pages at each end, a window of `range` pages around the current one,
 * and a gap where pages are left out. A gap that would hide a single page shows that page
 * instead, since the gap takes the same room.
 */
export function paginatorItems(
  current: number,
  pages: number,
  range = PAGINATOR_RANGE,
  margin = PAGINATOR_MARGIN,
): PageItem[] {
  if (pages <= 0) return [];
  const active = clampPage(current, pages);
  const shown = new Set<number>();
  if (pages <= range + 2 * margin) {
    for (let page = 1; page <= pages; page += 1) shown.add(page);
  } else {
    let start = active - Math.floor(range / 2);
    let end = start + range - 1;
    if (start < 1) {
      start = 1;
      end = range;
    }
    if (end > pages) {
      end = pages;
      start = pages - range + 1;
    }
    for (let page = start; page <= end; page += 1) shown.add(page);
    for (let page = 1; page <= margin; page += 1) shown.add(page);
    for (let page = pages - margin + 1; page <= pages; page += 1) shown.add(page);
  }
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push({ kind: "page", page: page - 1, current: page - 1 === active });
    else if (page - previous > 2) items.push({ kind: "gap", after: previous });
    items.push({ kind: "page", page, current: page === active });
    previous = page;
  }
  return items;
}

/** "Showing 21–40 of 134": the first and last row numbers of a page. */
export function rowRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const first = (page - 1) * pageSize + 1;
  return { first: Math.min(first, total), last: Math.min(page * pageSize, total) };
}
