/**
 * Open dialogs, innermost last. Only the top one answers Escape and keeps focus; while any is
 * open the page behind is inert.
 */
const stack: symbol[] = [];

function pageRoot(): HTMLElement | null {
  return document.getElementById("root");
}

export function pushModal(): symbol {
  const id = Symbol("modal");
  stack.push(id);
  if (stack.length === 1) {
    const root = pageRoot();
    if (root) root.inert = true;
  }
  return id;
}

export function popModal(id: symbol): void {
  const index = stack.indexOf(id);
  if (index >= 0) stack.splice(index, 1);
  if (stack.length === 0) {
    const root = pageRoot();
    if (root) root.inert = false;
  }
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}
