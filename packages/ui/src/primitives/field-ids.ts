/** Ids of a field's message elements, and the aria-describedby that points at the visible one. */
export function errorId(id: string): string {
  return `${id}-error`;
}

export function hintId(id: string): string {
  return `${id}-hint`;
}

/** An error replaces the hint under the field, so the control is described by whichever shows. */
export function describedBy(id: string, error?: string, hint?: unknown): string | undefined {
  if (error) return errorId(id);
  return hint ? hintId(id) : undefined;
}
