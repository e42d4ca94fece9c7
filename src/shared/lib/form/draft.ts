import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { readDraft, readToken, saveDraft } from '@/shared/auth';
import { readServerError } from './serverError';

/**
 * Whether a failed save failed because the session ended: the call answered
 * 401, or was aborted as the app dropped the session, and no token is left.
 * (A 401 the app handles already says so in a toast and goes to /login?next=….)
 */
export function sessionEndedBy(failure: unknown): boolean {
  const aborted = (failure as { name?: unknown } | undefined)?.name === 'AbortError';
  return (readServerError(failure).status === 401 || aborted) && readToken() === null;
}

/**
 * After a failed save: when the session ended, keeps `draft` (never passwords
 * or files) for `userId` on `path` and returns true, so the form can be filled
 * again after the next login. Returns false for any other failure.
 */
export function keepDraftIfSessionEnded(failure: unknown, userId: string, path: string, draft: unknown): boolean {
  if (!sessionEndedBy(failure)) return false;
  saveDraft(userId, path, draft);
  return true;
}

/** Once, when the form opens for `userId`: hands the draft kept for that user on `path` (if any) to `restore`. */
function useRestoreDraft<T>(userId: string | undefined, path: string, restore: (draft: T) => void): void {
  const apply = useRef(restore);
  apply.current = restore;
  useEffect(() => {
    if (!userId) return;
    const draft = readDraft<T>(userId, path);
    if (draft) apply.current(draft);
  }, [userId, path]);
}

export interface RestoreDraftProps<Values, Draft> {
  userId: string;
  /** The page the draft was kept for. */
  path: string;
  /** How the draft goes into the form's values; by default over them. */
  merge?: (current: Values, draft: Draft) => Values;
}

/** Inside a FormShell: once, puts back what this user typed before the session ended during a save (the draft is keyed by user id). */
export function RestoreDraft<Values, Draft = Partial<Values>>({ userId, path, merge }: RestoreDraftProps<Values, Draft>) {
  const { setValues } = useFormikContext<Values>();
  useRestoreDraft<Draft>(userId, path, (draft) => void setValues((current) => (merge ? merge(current, draft) : { ...current, ...draft }), false));
  return null;
}
