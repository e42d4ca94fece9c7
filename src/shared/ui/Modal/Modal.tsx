import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { t } from '@/shared/i18n';
import { cx } from '../cx';
import { focusableIn, isTopModal, lockBodyScroll, pushModal, removeModal, subscribeModals, topModalElement } from './focus';
import styles from './Modal.module.css';

/** The modal whose content we are in, so a nested modal opens above it. */
const ParentModal = createContext<ParentModalValue | null>(null);

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the dialog; it names the dialog (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** Fills the viewport (e.g. the photo cropper on a phone). */
  fullScreen?: boolean;
  /** Element to focus on open; by default the first focusable element of the content, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Focus the close button on open (long content, e.g. a full profile, is then read from its start). */
  focusClose?: boolean;
  /** Id of an element inside the content that describes the dialog (aria-describedby). */
  descriptionId?: string;
  /** Class for the dialog box. */
  className?: string;
}

/** Whether a click on the <dialog> element itself landed on its ::backdrop, outside the box. */
function onBackdrop(dialog: HTMLDialogElement, event: { clientX: number; clientY: number }): boolean {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

type ParentModalValue = { token: symbol; dialog: RefObject<HTMLDialogElement | null> };

interface ModalElements {
  dialogRef: RefObject<HTMLDialogElement | null>;
  bodyRef: RefObject<HTMLDivElement | null>;
  closeRef: RefObject<HTMLButtonElement | null>;
}

/**
 * While open: the <dialog> shown with showModal() (a nested one's parent first), registered as the topmost modal,
 * body scrolling locked and the focus moved in; Escape and the browser's own close call the latest onClose. On
 * closing, the focus goes back to what had it.
 */
function useShowModal(open: boolean, token: symbol, parent: ParentModalValue | null, { dialogRef, bodyRef, closeRef }: ModalElements, latest: Pick<ModalProps, 'onClose' | 'initialFocusRef' | 'focusClose'>) {
  const latestRef = useRef(latest);
  useEffect(() => {
    latestRef.current = latest;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A nested modal mounted together with its parent runs this first: the parent goes into the top layer first, below it.
    const parentDialog = parent?.dialog.current;
    if (parentDialog && !parentDialog.open) parentDialog.showModal();
    if (!dialog.open) dialog.showModal();
    pushModal(token, parent?.token ?? null, dialog);
    const unlockScroll = lockBodyScroll();

    // A nested modal that opened together with this one keeps the focus.
    if (isTopModal(token)) {
      const target =
        (latestRef.current.focusClose ? closeRef.current : null) ??
        latestRef.current.initialFocusRef?.current ??
        (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined) ??
        closeRef.current ??
        dialog;
      target.focus();
    }

    // Escape: the browser asks the topmost modal dialog to cancel; the owner decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      latestRef.current.onClose();
    };
    // The browser may still close it (a second Escape without user activation in between): keep the owner in step.
    let closingHere = false;
    const onNativeClose = () => {
      if (!closingHere) latestRef.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      closingHere = true;
      if (dialog.open) dialog.close();
      removeModal(token);
      unlockScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, token, parent, dialogRef, bodyRef, closeRef]);
}

/** Mouse handlers for the <dialog>: a click closes only when the press both starts and ends on the backdrop. */
function useBackdropClose(onClose: () => void) {
  const pressStartedOnBackdrop = useRef(false);
  return {
    onMouseDown: (event: MouseEvent<HTMLDialogElement>) => {
      pressStartedOnBackdrop.current = event.target === event.currentTarget && onBackdrop(event.currentTarget, event);
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      // So selecting text inside the dialog and releasing outside does not close it.
      if (pressStartedOnBackdrop.current && event.target === event.currentTarget && onBackdrop(event.currentTarget, event)) onClose();
      pressStartedOnBackdrop.current = false;
    },
  };
}

/**
 * An accessible modal dialog: the native <dialog> opened with showModal(), so
 * the browser makes the rest of the page inert and sends Escape to the topmost
 * one (its cancel event). Closes on Escape, a backdrop click and the close
 * button; gives focus back to what had it before; locks body scrolling while open.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  fullScreen = false,
  initialFocusRef,
  focusClose = false,
  descriptionId,
  className,
}: ModalProps) {
  const titleId = useId();
  const [token] = useState(() => Symbol('modal'));
  const parent = useContext(ParentModal);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const asParent = useMemo(() => ({ token, dialog: dialogRef }), [token]);
  useShowModal(open, token, parent, { dialogRef, bodyRef, closeRef }, { onClose, initialFocusRef, focusClose });
  const backdrop = useBackdropClose(onClose);

  if (!open) return null;

  return createPortal(
    // The dialog element handles Escape itself (its cancel event); a click on it outside its box is a click on the backdrop.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cx(styles.dialog, fullScreen && styles.fullScreen, className)}
      onMouseDown={backdrop.onMouseDown}
      onClick={backdrop.onClick}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button ref={closeRef} type="button" className={styles.close} aria-label={t('ui.modal.close')} onClick={onClose}>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m5 5 10 10M15 5 5 15" />
          </svg>
        </button>
      </div>
      {/* Toasts shown while this is the topmost modal: a strip of their own under the title, so they never cover its controls. */}
      <div className={styles.toasts} data-toast-outlet="" />
      <div ref={bodyRef} className={styles.body}>
        <ParentModal.Provider value={asParent}>{children}</ParentModal.Provider>
      </div>
    </dialog>,
    document.body,
  );
}

const toastOutletOf = (dialog: HTMLDialogElement | null): HTMLElement | null => dialog?.querySelector<HTMLElement>(':scope > [data-toast-outlet]') ?? null;

/**
 * Where toasts go while a modal is open, or null: the topmost open modal <dialog>'s
 * strip between its title and its content (everything outside it is under its
 * backdrop and inert; in the strip they push the content down instead of covering it).
 */
export function useToastOutlet(): HTMLElement | null {
  return useSyncExternalStore(subscribeModals, () => toastOutletOf(topModalElement()), () => null);
}
