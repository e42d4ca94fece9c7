/**
 * Open modals, bottom to top. The browser keeps its own top layer; this list
 * lets a modal know whether a nested one that opened in the same commit sits
 * above it (and so keeps the focus), and lets the toasts follow the topmost
 * dialog: whatever is not inside a modal <dialog> is inert and under its backdrop.
 */
const openModals: Array<{ token: symbol; parent: symbol | null; element: HTMLDialogElement }> = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** A modal rendered inside another one's content (`parent`) always sits above it, even when both mount together and the inner effect runs first. */
export function pushModal(token: symbol, parent: symbol | null, element: HTMLDialogElement): void {
  const firstChild = openModals.findIndex((entry) => entry.parent === token);
  if (firstChild === -1) openModals.push({ token, parent, element });
  else openModals.splice(firstChild, 0, { token, parent, element });
  changed();
}

export function removeModal(token: symbol): void {
  const index = openModals.findIndex((entry) => entry.token === token);
  if (index !== -1) openModals.splice(index, 1);
  changed();
}

export function isTopModal(token: symbol): boolean {
  return openModals[openModals.length - 1]?.token === token;
}

/** The topmost open modal dialog, or null: content meant to stay usable above it (toasts) renders inside it. */
export function topModalElement(): HTMLDialogElement | null {
  return openModals[openModals.length - 1]?.element ?? null;
}

export function subscribeModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Body scroll lock shared by nested modals (a modal <dialog> does not stop the page behind it from scrolling): the first locks, the last unlocks. */
let locks = 0;
let savedOverflow = '';

export function lockBodyScroll(): () => void {
  if (locks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = savedOverflow;
  };
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `root` that take focus with Tab, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}
