import { lazy, Suspense } from 'react';
import { currentLocale, isLocale } from '@contracts/locale';

// Loaded only for a member whose account has the other language: the first page's JavaScript stays in its budget.
const AccountLanguageOffer = lazy(() => import('./AccountLanguageOffer').then((module) => ({ default: module.AccountLanguageOffer })));

/** The account-language offer (AccountLanguageOffer), rendered only when the account's language differs from the page's. */
export function AccountLanguageNotice({ language }: { language: string | undefined }) {
  if (!isLocale(language) || language === currentLocale()) return null;
  return (
    <Suspense fallback={null}>
      <AccountLanguageOffer language={language} />
    </Suspense>
  );
}
