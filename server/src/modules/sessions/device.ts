import Bowser from 'bowser';
import type { DeviceName } from '@contracts/security';

/** The browser and system a user agent names (product names as bowser spells them); nulls when it names none. */
export function deviceOf(userAgent: string | null | undefined): DeviceName {
  if (!userAgent) return { browser: null, system: null };
  try {
    const parsed = Bowser.parse(userAgent);
    return { browser: parsed.browser.name || null, system: parsed.os.name || null };
  } catch {
    return { browser: null, system: null };
  }
}
