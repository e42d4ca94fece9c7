import { useCallback, useEffect, useState } from 'react';
import { currentLocale, isLocale, LOCALE_COOKIE, type Locale } from '@contracts/locale';
import { rememberLocale } from '@/shared/i18n';

const FOLLOWED = 'khibra.followedAccountLanguage';
const ANSWERED = 'khibra.accountLanguageAnswered';

/** Whether this browser chose the page's language (the switcher's or a `?lang=` link's cookie), rather than its own language settings. */
const chosenHere = (): boolean => document.cookie.split(';').some((part) => part.trim().startsWith(`${LOCALE_COOKIE}=`));

/**
 * The account's language against the page's. A language chosen in this
 * browser is kept for the session (signing in never switches it): the
 * account's other language is returned, for the page to offer saving the
 * page's on the account or switching, until answered in this tab. A page
 * whose language only came from the browser's settings follows the account
 * (remembered, then loaded again in it — once per language and tab, so a
 * browser that refuses cookies does not reload forever).
 */
export function useAccountLanguage(language: string | undefined): { offered: Locale | null; answer: () => void } {
  const [answered, setAnswered] = useState(() => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(ANSWERED) !== null);
  const differs = isLocale(language) && language !== currentLocale();
  const follow = differs && !chosenHere();
  useEffect(() => {
    if (!follow || !isLocale(language) || sessionStorage.getItem(FOLLOWED) === language) return;
    sessionStorage.setItem(FOLLOWED, language);
    rememberLocale(language);
    window.location.reload();
  }, [follow, language]);
  const answer = useCallback(() => {
    sessionStorage.setItem(ANSWERED, '1');
    setAnswered(true);
  }, []);
  return { offered: differs && !follow && !answered && isLocale(language) ? language : null, answer };
}
