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

/**
 * A fetch for one sensitive call, read or write, that asks for the password when the server answers 403
 * reauthRequired and sends the call once more once it is proved (a download such as the audit log's CSV).
 */
export const fetchAskingPassword: typeof fetch = (input, init) => reauthFetch(globalThis.fetch.bind(globalThis), askPassword, { reads: true })(input, init);
