/**
 * Web storage that never throws: disabled storage, private browsing and unit tests without a DOM
 * all behave as "nothing stored".
 */
export type StorageArea = "local" | "session";

function area(kind: StorageArea): Storage | undefined {
  try {
    return kind === "local" ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: StorageArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value is simply not kept.
  }
}

export function removeItem(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}

export function clearArea(kind: StorageArea): void {
  try {
    area(kind)?.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
