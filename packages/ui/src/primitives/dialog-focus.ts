/**
 * Which control a dialog focuses when it opens: one marked `data-autofocus`, else its first
 * enabled text input, else the dialog itself, so the close button in the header is not where the
 * keyboard lands (the platform's default would pick it).
 */
const ENTRY_FIELDS =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

export function initialFocusTarget(dialog: HTMLElement): HTMLElement {
  const marked = dialog.querySelector<HTMLElement>("[data-autofocus]");
  if (marked) return marked;
  const field = [...dialog.querySelectorAll<HTMLElement>(ENTRY_FIELDS)].find(
    (element) => element.getClientRects().length > 0,
  );
  return field ?? dialog;
}

/**
 * A click closes the dialog as a backdrop click only when it both started and ended on the
 * `<dialog>` element itself (its ::backdrop): a text selection dragged out of the panel does not.
 */
export function isBackdropClick(dialog: EventTarget, pressedOn: EventTarget | null, releasedOn: EventTarget) {
  return pressedOn === dialog && releasedOn === dialog;
}
