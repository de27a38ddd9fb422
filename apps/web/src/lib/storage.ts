/**
 * Storage access that never throws: private browsing, disabled storage and test runs without a
 * DOM all degrade to "nothing stored" instead of breaking the site.
 */
type Area = "local" | "session";

function area(kind: Area): Storage | undefined {
  try {
    return kind === "local" ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota or disabled storage: the value simply is not kept.
  }
}

export function removeItem(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function clearArea(kind: Area): void {
  try {
    area(kind)?.clear();
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
