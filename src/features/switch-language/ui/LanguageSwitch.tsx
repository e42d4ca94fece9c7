import type { MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { currentLocale, type Locale } from '@contracts/locale';
import { useSetLanguageMutation } from '@/entities/user';
import { selectIsLoggedIn } from '@/shared/auth';
import { leaveForOtherLanguage, pageInLocale } from '@/shared/i18n';
import { opensHere } from '../model/opensHere';
import styles from './LanguageSwitch.module.css';

/** Each language's name in itself, so a reader of either finds theirs (shipped, not the runtime's Intl: the server's and the browser's must agree). */
const OWN_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/**
 * English / العربية: a link to this page in the other language (it works
 * without script, and the server renders that language from the first
 * byte). A member's choice is saved on the account first, so their e-mails
 * follow it. What was typed goes along, so an unsaved form does not ask
 * "Leave site?".
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const location = useLocation();
  const loggedIn = useSelector(selectIsLoggedIn);
  const [saveLanguage] = useSetLanguageMutation();
  const other: Locale = currentLocale() === 'ar' ? 'en' : 'ar';
  const href = pageInLocale(location, other);

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    // Another tab or window: this page stays, and its guard with it.
    if (!opensHere(event)) return;
    if (!loggedIn) {
      leaveForOtherLanguage();
      return;
    }
    event.preventDefault();
    // The page changes language even if saving fails; the account keeps its language until the next try.
    await saveLanguage(other);
    leaveForOtherLanguage();
    window.location.assign(href);
  };

  return (
    <a href={href} hrefLang={other} lang={other} className={className ?? styles.switch} onClick={(event) => void onClick(event)}>
      {OWN_NAMES[other]}
    </a>
  );
}
