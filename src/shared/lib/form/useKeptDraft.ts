import { useCallback, useEffect, useRef, useState } from 'react';
import { clearKeptDraft, readKeptDraft, saveKeptDraft } from '@/shared/auth';

/** How long typing must pause before the draft is written. */
export const KEPT_DRAFT_DELAY_MS = 600;

export interface KeptDraftOptions<T> {
  /** The user the draft belongs to; without one nothing is read or kept. */
  userId: string | undefined;
  /** Which form, e.g. 'vacancy-create'. */
  form: string;
  /** What to keep now (never passwords or files). */
  draft: T;
  /** Whether the form differs from its start; an unchanged form keeps no draft. */
  dirty: boolean;
  /** False once the form is saved (or must not keep drafts). */
  enabled: boolean;
  /** Once, when the form opens with a draft kept for this user: fill the form with it. */
  restore: (draft: T) => void;
}

export interface KeptDraft {
  /** Whether the form was filled from a kept draft (to say so, with a way to discard it). */
  restored: boolean;
  /** Forgets the draft (after a successful save, or "Discard draft"). */
  clear: () => void;
}

/**
 * A long form's draft, kept while it is typed (debounced, in local storage,
 * per user) and given back when the form opens again.
 */
export function useKeptDraft<T>({ userId, form, draft, dirty, enabled, restore }: KeptDraftOptions<T>): KeptDraft {
  const [restored, setRestored] = useState(false);
  const apply = useRef(restore);
  const latest = useRef({ draft, dirty, enabled });
  /** A change waits to be written. */
  const pending = useRef(false);
  const opened = useRef(false);
  useEffect(() => {
    apply.current = restore;
    latest.current = { draft, dirty, enabled };
  });

  const write = useCallback(() => {
    if (!pending.current || !userId) return;
    pending.current = false;
    const now = latest.current;
    if (!now.enabled) return;
    if (now.dirty) saveKeptDraft(userId, form, now.draft);
    else clearKeptDraft(userId, form);
  }, [userId, form]);

  // Opening: give back what was kept.
  useEffect(() => {
    if (!userId) return;
    const kept = readKeptDraft<T>(userId, form);
    opened.current = true;
    if (!kept) return;
    apply.current(kept);
    setRestored(true);
  }, [userId, form]);

  // Typing: write once it pauses.
  const serialized = JSON.stringify(draft);
  useEffect(() => {
    if (!opened.current || !enabled) return undefined;
    pending.current = true;
    const timer = setTimeout(write, KEPT_DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [serialized, dirty, enabled, write]);

  // Leaving the page within the pause: write what is pending now.
  useEffect(() => write, [write]);

  const clear = useCallback(() => {
    pending.current = false;
    if (userId) clearKeptDraft(userId, form);
    setRestored(false);
  }, [userId, form]);

  return { restored, clear };
}
