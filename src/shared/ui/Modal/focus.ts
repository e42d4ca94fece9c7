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

/**
 * Modals open on top of each other; only the topmost one handles keys. A modal
 * rendered inside another one's content (`parent`) always sits above it, even
 * when both mount together and the inner effect runs first.
 */
const openModals: Array<{ token: symbol; parent: symbol | null }> = [];

export function pushModal(token: symbol, parent: symbol | null): void {
  const firstChild = openModals.findIndex((entry) => entry.parent === token);
  if (firstChild === -1) openModals.push({ token, parent });
  else openModals.splice(firstChild, 0, { token, parent });
}

export function removeModal(token: symbol): void {
  const index = openModals.findIndex((entry) => entry.token === token);
  if (index !== -1) openModals.splice(index, 1);
}

export function isTopModal(token: symbol): boolean {
  return openModals[openModals.length - 1]?.token === token;
}

/** Body scroll lock shared by nested modals: the first locks, the last unlocks. */
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
