import { Link, useSearchParams } from 'react-router';
import { UNSUBSCRIBE_TOKEN_PARAM, type MailCategory } from '@contracts/notifications';
import { accountsT as t, type AccountsKey as MessageKey } from '@/shared/i18n';
import { readServerError } from '@/shared/lib/form';
import { paths } from '@/shared/routes';
import { Alert, Button, FormCard } from '@/shared/ui';
import { useUnsubscribeMutation } from '../api/unsubscribeApi';
import { categoryOfToken } from '../lib/token';
import styles from './UnsubscribePage.module.css';

/** Each category as the question names it ("Stop e-mails about {category}?"). */
const CATEGORY: Record<MailCategory, MessageKey> = {
  messages: 'accounts.unsubscribe.category.messages',
  applications: 'accounts.unsubscribe.category.applications',
  bookings: 'accounts.unsubscribe.category.bookings',
  news: 'accounts.unsubscribe.category.news',
  vacancyAlerts: 'accounts.unsubscribe.category.vacancyAlerts',
};

/** My Account's notification settings, where every category can be turned on again. */
const settingsLink = () => <Link to={`${paths.profile}#notifications`}>{t('accounts.unsubscribe.settings')}</Link>;

/**
 * /unsubscribe?token=… — the address in a notification e-mail's List-Unsubscribe header and footer. Opening it changes
 * nothing (mail scanners follow links): it asks, and only the button unsubscribes (POST /unsubscribe { token }),
 * without a login. A mail provider's one-click POST goes to the same address on the server.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get(UNSUBSCRIBE_TOKEN_PARAM) ?? '';
  const category = categoryOfToken(token);
  const [unsubscribe, { data: done, error, isLoading }] = useUnsubscribeMutation();

  if (!category) {
    return (
      <FormCard title={t('accounts.unsubscribe.submit')} footer={settingsLink()}>
        <Alert tone="warning">{t('accounts.unsubscribe.invalid')}</Alert>
      </FormCard>
    );
  }
  const named = t(CATEGORY[done?.category ?? category]);
  if (done) {
    return (
      <FormCard title={t('accounts.unsubscribe.submit')} footer={settingsLink()}>
        <Alert tone="success">{t('accounts.unsubscribe.done', { category: named })}</Alert>
      </FormCard>
    );
  }
  const failure = error ? (readServerError(error).message ?? t('accounts.unsubscribe.failed')) : null;
  return (
    <FormCard title={t('accounts.unsubscribe.question', { category: named })} intro={t('accounts.unsubscribe.intro')} footer={settingsLink()}>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <div className={styles.actions}>
        <Button type="button" size="lg" fullWidth loading={isLoading} onClick={() => void unsubscribe(token)}>
          {t('accounts.unsubscribe.submit')}
        </Button>
      </div>
    </FormCard>
  );
}
