/**
 * The tab a key press moves to in a tab list (WAI-ARIA tabs pattern): arrows wrap around, Home
 * and End jump to the ends; in a right-to-left page the horizontal arrows swap. Undefined for any
 * other key.
 */
export function tabAfterKey<K>(ids: readonly K[], active: K, key: string, rtl = false): K | undefined {
  if (ids.length === 0) return undefined;
  const index = Math.max(0, ids.indexOf(active));
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const backward = rtl ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return ids[(index + 1) % ids.length];
  if (key === backward) return ids[(index - 1 + ids.length) % ids.length];
  if (key === "Home") return ids[0];
  if (key === "End") return ids[ids.length - 1];
  return undefined;
}

/** The tab named in the URL when it is one of the tabs, else the fallback. */
export function tabFromParam<K extends string>(ids: readonly K[], param: string | null, fallback: K): K {
  return ids.find((id) => id === param) ?? fallback;
}
