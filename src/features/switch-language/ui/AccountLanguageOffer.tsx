import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { currentLocale, type Locale } from '@contracts/locale';
import { useSetLanguageMutation } from '@/entities/user';
import { accountsT as t, leaveForOtherLanguage, loadMessages, pageInLocale } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Alert, Button } from '@/shared/ui';
import { opensHere } from '../model/opensHere';
import { useAccountLanguage } from '../model/useAccountLanguage';
import styles from './LanguageSwitch.module.css';

const languageIn = (locale: Locale): string => t(locale === 'ar' ? 'layout.language.ar' : 'layout.language.en');

/**
 * When a member's account has the other language than the one chosen in
 * this browser (an Arabic visitor signing in to an English account), the
 * page keeps its language and offers to save it on the account (so e-mails
 * follow it) or to switch to the account's; either answer, or "keep as it
 * is", closes the offer for this tab.
 */
export function AccountLanguageOffer({ language }: { language: string | undefined }) {
  const { offered, answer } = useAccountLanguage(language);
  const location = useLocation();
  const [saveLanguage, { isLoading }] = useSetLanguageMutation();
  // Its words (the accounts group) in the page's language first: a page of another group (e.g. /messages) has not loaded them.
  const [worded, setWorded] = useState(() => currentLocale() === 'en');
  useEffect(() => {
    void loadMessages().then(() => setWorded(true));
  }, []);
  if (!offered || !worded) return null;
  const page = currentLocale();
  const names = { account: languageIn(offered), page: languageIn(page) };

  const save = async () => {
    const result = await saveLanguage(page);
    if ('error' in result) return;
    answer();
    notify(t('layout.accountLanguage.saved', names), 'success');
  };

  // This page in the account's language: what was typed goes along, so an unsaved form does not ask "Leave site?".
  const switchLanguage = (event: MouseEvent<HTMLAnchorElement>) => {
    answer();
    if (opensHere(event)) leaveForOtherLanguage();
  };

  return (
    <Alert className={styles.offer}>
      <p>{t('layout.accountLanguage.offer', names)}</p>
      <div className={styles.offerActions}>
        <Button size="sm" onClick={() => void save()} disabled={isLoading}>
          {t('layout.accountLanguage.save', names)}
        </Button>
        <a className={styles.switch} href={pageInLocale(location, offered)} hrefLang={offered} onClick={switchLanguage}>
          {t('layout.accountLanguage.switch', names)}
        </a>
        <Button size="sm" variant="secondary" onClick={answer}>
          {t('layout.accountLanguage.dismiss')}
        </Button>
      </div>
    </Alert>
  );
}
