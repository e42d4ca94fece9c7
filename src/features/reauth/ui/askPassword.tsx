import { createRoot } from 'react-dom/client';
import type { PasswordProver } from '../model/reauthRule';
import { loadMessages } from '@/shared/i18n';
import { ReauthDialog } from './ReauthDialog';

let asking: Promise<boolean> | null = null;

/**
 * Shows the re-ask dialog in a root of its own (above whatever page is open)
 * until the password is proved or the member gives up. Writes refused
 * together share one dialog.
 */
export function askPassword(prove: PasswordProver): Promise<boolean> {
  asking ??= loadMessages().then(
    () =>
      new Promise<boolean>((resolve) => {
        const host = document.createElement('div');
        document.body.append(host);
        const root = createRoot(host);
        const done = (proved: boolean) => {
          root.unmount();
          host.remove();
          asking = null;
          resolve(proved);
        };
        root.render(<ReauthDialog prove={prove} onDone={done} />);
      }),
  );
  return asking;
}
