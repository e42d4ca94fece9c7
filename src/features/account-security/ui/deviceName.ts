import type { DeviceName } from '@contracts/security';
import { isolate, securityT as t } from '@/shared/i18n';

/** 'Chrome on Windows': product names as the server read them from the user agent, never translated. */
export function deviceName({ browser, system }: DeviceName): string {
  if (browser && system) return t('security.sessions.device', { browser: isolate(browser), system: isolate(system) });
  const known = browser ?? system;
  return known ? isolate(known) : t('security.sessions.unknownBrowser');
}
