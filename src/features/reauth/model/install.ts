import { setRefusalRule } from '@/shared/api';
import { reauthRule } from './reauthRule';

/**
 * From now on a write answered 403 reauthRequired asks for the password and
 * is sent once more when it was right. The dialog is its own chunk, loaded
 * the first time it is needed.
 */
export function installReauthPrompt(): void {
  setRefusalRule(reauthRule((prove) => import('../ui/askPassword').then(({ askPassword }) => askPassword(prove))));
}
