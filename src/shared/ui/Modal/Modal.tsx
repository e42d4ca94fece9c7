import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { t } from '@/shared/i18n';
import { cx } from '../cx';
import { focusableIn, isTopModal, lockBodyScroll, pushModal, removeModal } from './focus';
import styles from './Modal.module.css';

/** The token of the modal whose content we are in, so a nested modal stacks above it. */
const ParentModal = createContext<symbol | null>(null);

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

/**
 * An accessible modal dialog rendered into document.body. Closes on Escape,
 * backdrop click and the close button; traps Tab inside; restores focus to
 * what had it before; locks body scrolling while open.
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
  const parentToken = useContext(ParentModal);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  const initialFocusRefRef = useRef(initialFocusRef);
  const focusCloseRef = useRef(focusClose);
  useEffect(() => {
    onCloseRef.current = onClose;
    initialFocusRefRef.current = initialFocusRef;
    focusCloseRef.current = focusClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(token, parentToken);
    const unlockScroll = lockBodyScroll();

    // A nested modal that opened together with this one keeps the focus.
    if (isTopModal(token)) {
      const target =
        (focusCloseRef.current ? closeRef.current : null) ??
        initialFocusRefRef.current?.current ??
        (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined) ??
        closeRef.current ??
        dialogRef.current;
      target?.focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(token)) return;
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = focusableIn(dialog);
      if (focusables.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const active = document.activeElement;
      const outside = !(active instanceof Node) || !dialog.contains(active) || active === dialog;
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      removeModal(token);
      unlockScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, token, parentToken]);

  if (!open) return null;

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that both starts and ends on the backdrop closes, so
    // selecting text inside the dialog and releasing outside does not.
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    <div
      className={cx(styles.backdrop, fullScreen && styles.backdropFullScreen)}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={cx(styles.dialog, fullScreen && styles.fullScreen, className)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={t('ui.modal.close')}
            onClick={onClose}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                d="m5 5 10 10M15 5 5 15"
              />
            </svg>
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          <ParentModal.Provider value={token}>{children}</ParentModal.Provider>
        </div>
      </div>
    </div>,
    document.body,
  );
}
