import { useEffect, useState, useSyncExternalStore, type PointerEvent, type Ref } from 'react';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider, type CustomContentProps, type SnackbarKey } from 'notistack';
import { MOBILE_BREAKPOINT_PX, TOAST_AUTO_HIDE_MS, toastAnchor } from '@/shared/config';
import { t } from '@/shared/i18n';
import { useToastOutlet } from '@/shared/ui';
import { registerToasts } from '@/shared/lib/notify';
import styles from './Toaster.module.css';

/** docs/reference.md#limits: a toast dragged sideways by 80 percent of its width is dismissed. */
const SWIPE_DISMISS_RATIO = 0.8;

const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
const phoneMedia = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

function subscribePhone(onChange: () => void): () => void {
  const list = phoneMedia();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Under the 768 px breakpoint, where the header's buttons would sit under a toast at the top. */
const useIsPhone = () => useSyncExternalStore(subscribePhone, () => phoneMedia()?.matches ?? false);

function CloseButton({ toastKey }: { toastKey: SnackbarKey }) {
  return (
    // The catalog's 'Close' (also the dialogs'): no second copy of the word in the first load.
    <button type="button" className={styles.close} aria-label={t('ui.modal.close')} onClick={() => closeSnackbar(toastKey)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * A toast that follows a horizontal drag (touch, pen or mouse) towards the
 * edge it sits at, the inline end, and is dismissed when let go past 80
 * percent of its width; it springs back otherwise. The transition moves the
 * outer element (`ref`), the drag the inner one, so neither undoes the other.
 */
function SwipeableToast({ ref, ...props }: CustomContentProps & { ref?: Ref<HTMLDivElement> }) {
  const [drag, setDrag] = useState<{ pointerId: number; startX: number; width: number; offset: number } | null>(null);
  // Towards the edge the toast sits at (and leaves through): right in English, left in Arabic.
  const towardsEdge = props.anchorOrigin.horizontal === 'left' ? -1 : 1;
  const along = (event: PointerEvent<HTMLDivElement>, startX: number) => Math.max(0, (event.clientX - startX) * towardsEdge);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    setDrag({ pointerId: event.pointerId, startX: event.clientX, width: event.currentTarget.getBoundingClientRect().width, offset: 0 });
    // The drag keeps following the finger when it leaves the toast (not in every test DOM).
    if (typeof event.currentTarget.setPointerCapture === 'function') event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag?.pointerId === event.pointerId) setDrag({ ...drag, offset: along(event, drag.startX) });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    const offset = along(event, drag.startX);
    if (drag.width > 0 && offset >= drag.width * SWIPE_DISMISS_RATIO) {
      // Stays where it was let go while it leaves.
      setDrag({ ...drag, pointerId: -1, offset });
      closeSnackbar(props.id);
    } else setDrag(null);
  };

  const offset = drag?.offset ?? 0;
  return (
    <div ref={ref} className={styles.toast} data-anchor={`${props.anchorOrigin.vertical}-${props.anchorOrigin.horizontal}`}>
      <div
        className={styles.swipe}
        style={drag && offset > 0 ? { transform: `translateX(${offset * towardsEdge}px)`, opacity: Math.max(0.2, 1 - offset / (drag.width || 1)) } : undefined}
        data-dragging={drag ? 'true' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
      >
        <MaterialDesignContent {...props} />
      </div>
    </div>
  );
}

const TOASTS = { default: SwipeableToast, success: SwipeableToast, error: SwipeableToast, warning: SwipeableToast, info: SwipeableToast };

/**
 * Toasts of docs/reference.md#limits: top-right (top-left, the inline end, in Arabic),
 * auto-close after 5000 ms, a close button on each and drag to dismiss.
 * On phones they come from the bottom, clear of the header's buttons.
 * Its own chunk, loaded after the first render.
 */
export default function Toaster() {
  // The provider below exists by now: notistack's functions work from here on.
  useEffect(() => {
    registerToasts({ enqueueSnackbar, closeSnackbar });
    return () => registerToasts(null);
  }, []);
  const phone = useIsPhone();
  const anchor = toastAnchor();
  // Outside an open modal <dialog> everything is inert and under its backdrop: toasts then render in the topmost one's own strip.
  const outlet = useToastOutlet();
  return (
    <SnackbarProvider
      domRoot={outlet ?? undefined}
      maxSnack={4}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={phone ? { ...anchor, vertical: 'bottom' } : anchor}
      action={(key) => <CloseButton toastKey={key} />}
      Components={TOASTS}
    />
  );
}
