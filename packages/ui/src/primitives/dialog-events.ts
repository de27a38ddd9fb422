import { useSyncExternalStore } from "react";

/** Fired on the document when a kit dialog opens or closes, so overlays can follow the top one. */
const DIALOGS_CHANGED = "lotus:dialogs-changed";

export function announceDialogsChanged(): void {
  document.dispatchEvent(new Event(DIALOGS_CHANGED));
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener(DIALOGS_CHANGED, onChange);
  return () => document.removeEventListener(DIALOGS_CHANGED, onChange);
}

/**
 * The element toasts render into: the top open modal dialog (dialogs portal into the body in the
 * order they open), else the body. Everything outside a modal dialog is inert and under its
 * backdrop, so a message shown while one is open must live inside it.
 */
function topLayerHost(): HTMLElement {
  const open = document.querySelectorAll<HTMLDialogElement>("dialog.modal[open]");
  return open[open.length - 1] ?? document.body;
}

export function useOverlayHost(): HTMLElement {
  return useSyncExternalStore(subscribe, topLayerHost);
}
