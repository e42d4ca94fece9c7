/**
 * jsdom has HTMLDialogElement but not showModal()/show()/close(). Tests only:
 * the product relies on the browser's own. Follows the HTML spec as far as the
 * tests can observe: showModal() refuses a disconnected or already-open
 * non-modal dialog, sets `open`, enters the top layer and focuses the dialog;
 * Escape fires a cancelable `cancel` at the topmost modal dialog and closes it
 * unless cancelled; close() removes `open` and fires `close`.
 */
const topLayer: HTMLDialogElement[] = [];
const modal = new WeakSet<HTMLDialogElement>();

function removeFromTopLayer(dialog: HTMLDialogElement): void {
  const index = topLayer.indexOf(dialog);
  if (index !== -1) topLayer.splice(index, 1);
}

export function installDialogPolyfill(): void {
  const proto = window.HTMLDialogElement?.prototype;
  if (!proto || typeof proto.showModal === 'function') return;

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open && modal.has(this)) return;
    if (this.open) throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    modal.add(this);
    topLayer.push(this);
    this.focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    modal.delete(this);
    removeFromTopLayer(this);
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = topLayer.filter((dialog) => dialog.isConnected).pop();
    if (!top) return;
    const proceed = top.dispatchEvent(new Event('cancel', { cancelable: true }));
    if (proceed) top.close();
  });
}

/** Dialogs a test left open (its tree unmounted) leave the top layer. */
export function resetTopLayer(): void {
  topLayer.length = 0;
}
