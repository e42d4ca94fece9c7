/**
 * Form drafts kept when a session ends during a save: the user logs
 * in again and finds what they typed. Kept in session storage (this tab only,
 * gone when it closes), keyed by user id and page, and read back only for the
 * same user. Passwords are never written.
 */
const PREFIX = 'draft:';

const keyOf = (userId: string, path: string) => `${PREFIX}${userId}:${path}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, path: string, values: unknown): void {
  try {
    storage()?.setItem(keyOf(userId, path), JSON.stringify(values));
  } catch {
    // Full or unavailable storage: the draft is lost, the save error still shows.
  }
}

/** The draft of `userId` for `path`, or null (none, another user's, or unreadable). */
export function readDraft<T>(userId: string, path: string): T | null {
  const raw = storage()?.getItem(keyOf(userId, path));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function clearDraft(userId: string, path: string): void {
  storage()?.removeItem(keyOf(userId, path));
}

/**
 * Drafts a long form keeps while it is typed (the vacancy form), in
 * local storage so that they outlive the tab, keyed by user id and form, and
 * read back only for the same user.
 */
const KEPT_PREFIX = 'keptDraft:';

const keptKeyOf = (userId: string, form: string) => `${KEPT_PREFIX}${userId}:${form}`;

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function saveKeptDraft(userId: string, form: string, values: unknown): void {
  try {
    localStore()?.setItem(keptKeyOf(userId, form), JSON.stringify(values));
  } catch {
    // Full or unavailable storage: no draft, the form still works.
  }
}

export function readKeptDraft<T>(userId: string, form: string): T | null {
  const raw = localStore()?.getItem(keptKeyOf(userId, form));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function clearKeptDraft(userId: string, form: string): void {
  localStore()?.removeItem(keptKeyOf(userId, form));
}

function removeKeys(store: Storage | null, prefix: string): void {
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => Boolean(key?.startsWith(prefix)));
  for (const key of keys) store.removeItem(key);
}

/** A deliberate logout leaves nothing behind: neither the session's drafts nor the kept ones. */
export function clearAllDrafts(): void {
  removeKeys(storage(), PREFIX);
  removeKeys(localStore(), KEPT_PREFIX);
}
