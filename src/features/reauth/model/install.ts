import { askPassword } from '../ui/askPassword';
import { reauthFetch } from './reauthRule';

/**
 * From now on a write answered 403 reauthRequired asks for the password and
 * is sent once more when it was right (the page's fetch, which the API's base
 * query uses, is wrapped once). Called by the lazy page that holds the
 * sensitive actions (My Account), so nothing of it is in the first load.
 * Returns the undoing.
 */
export function installReauthPrompt(): () => void {
  const original = globalThis.fetch;
  if (wrapped.has(original)) return () => undefined;
  const wrapper = reauthFetch(original.bind(globalThis), askPassword);
  wrapped.add(wrapper);
  globalThis.fetch = wrapper;
  return () => {
    if (globalThis.fetch === wrapper) globalThis.fetch = original;
  };
}

const wrapped = new WeakSet<typeof fetch>();
