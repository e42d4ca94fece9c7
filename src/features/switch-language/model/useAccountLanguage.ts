import { useEffect } from 'react';
import { currentLocale, isLocale } from '@contracts/locale';
import { rememberLocale } from '@/shared/i18n';

const FOLLOWED = 'khibra.followedAccountLanguage';

/**
 * A member sees their account's language: when the profile says another
 * language than the page's (a login in a browser set to the other one), the
 * choice is remembered and the page loads again in it — once per language
 * and tab, so a browser that refuses cookies does not reload forever.
 */
export function useAccountLanguage(language: string | undefined): void {
  useEffect(() => {
    if (!isLocale(language) || language === currentLocale()) return;
    if (sessionStorage.getItem(FOLLOWED) === language) return;
    sessionStorage.setItem(FOLLOWED, language);
    rememberLocale(language);
    window.location.reload();
  }, [language]);
}
