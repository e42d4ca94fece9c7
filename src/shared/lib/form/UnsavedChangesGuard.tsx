import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router';
import { readToken } from '@/shared/auth';
import { isLeavingForOtherLanguage, t } from '@/shared/i18n';
import { ConfirmDialog } from '@/shared/ui';

export interface UnsavedChangesGuardProps {
  /**
   * Whether leaving now would lose changes. A function is asked at the moment
   * of leaving, so a form that saved and navigates at once (a ref set before
   * navigate) is not stopped by a value from its last render.
   */
  when: boolean | (() => boolean);
  /** The dialog's question; "Leave this page?" by default. */
  title?: ReactNode;
  /** The line under it; "Your changes are not saved." by default. */
  hint?: ReactNode;
  /** Labels of the two answers; Stay and Leave by default. */
  stayLabel?: string;
  leaveLabel?: string;
  /** Instead of going where the user was going, Leave calls this (the profile page goes to /profile, docs/reference.md#reading-19). */
  onLeave?: () => void;
}

const ask = (when: UnsavedChangesGuardProps['when']) => (typeof when === 'function' ? when() : when);

/** The latest `when`, read at the moment of leaving. */
function useLatest(when: UnsavedChangesGuardProps['when']) {
  const latest = useRef(when);
  useEffect(() => {
    latest.current = when;
  });
  return latest;
}

/**
 * Closing or reloading the tab with changes: the browser asks (it shows its
 * own words). Not when the page opens itself in the other language: the
 * changes go along.
 */
function useBeforeUnload(when: UnsavedChangesGuardProps['when']) {
  const latest = useLatest(when);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (ask(latest.current) && !isLeavingForOtherLanguage()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [latest]);
}

/** In-app navigation (links, back/forward) with changes: the app asks, Stay or Leave. Needs a data router. */
function BlockInAppNavigation({ when, title, hint, stayLabel, leaveLabel, onLeave }: UnsavedChangesGuardProps) {
  const leaving = useRef(false);
  const latest = useLatest(when);
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    !leaving.current &&
    ask(latest.current) &&
    // A session that ended (or another tab's logout) goes to /login without asking: what was typed is kept as a draft.
    readToken() !== null &&
    // Query changes of the same page (e.g. ?crop) are not leaving it.
    currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(shouldBlock);

  const leave = () => {
    leaving.current = true;
    if (onLeave) {
      blocker.reset?.();
      onLeave();
    } else blocker.proceed?.();
  };

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title ?? t('ui.unsaved.title')}
      hint={hint ?? t('ui.unsaved.hint')}
      cancelLabel={stayLabel ?? t('ui.unsaved.stay')}
      confirmLabel={leaveLabel ?? t('ui.unsaved.leave')}
      danger
      onCancel={() => blocker.reset?.()}
      onConfirm={leave}
    />
  );
}

/**
 * Put it in a long form: with unsaved changes, closing or reloading the tab
 * asks (the browser's dialog) and in-app navigation asks Stay / Leave (the
 * app's dialog). Under the server's static router and outside a data router
 * (component tests with a plain MemoryRouter) only the tab guard applies:
 * nothing blocks, nothing breaks.
 */
export function UnsavedChangesGuard(props: UnsavedChangesGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useBeforeUnload(props.when);
  // The static (server) router has no navigation to block.
  if (!dataRouter || dataRouter.static) return null;
  return <BlockInAppNavigation {...props} />;
}
