import { useEffect, useRef } from 'react';
import type { FormikHelpers } from 'formik';
import { useLocation } from 'react-router';
import { NOTIFICATION_CATEGORIES, notificationPreferencesSchema, type NotificationCategory, type NotificationPreferences } from '@contracts/notifications';
import { accountsT as t, type AccountsKey as MessageKey } from '@/shared/i18n';
import { FormCheckbox, FormShell, FormSubmit, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { EmptyState, FormCard, Spinner } from '@/shared/ui';
import { useGetNotificationPreferencesQuery, useUpdateNotificationPreferencesMutation } from '../api/notificationsApi';
import styles from './ProfilePage.module.css';

/** The anchor of this section: the e-mails' footer and the unsubscribe page link to /profile#notifications. */
export const NOTIFICATIONS_ANCHOR = 'notifications';

/** Each category's checkbox and the e-mails it covers (docs/decisions.md lists every e-mail's category). */
const SWITCHES: Record<NotificationCategory, { label: MessageKey; hint: MessageKey }> = {
  messages: { label: 'accounts.notifications.messages.label', hint: 'accounts.notifications.messages.hint' },
  applications: { label: 'accounts.notifications.applications.label', hint: 'accounts.notifications.applications.hint' },
  bookings: { label: 'accounts.notifications.bookings.label', hint: 'accounts.notifications.bookings.hint' },
  news: { label: 'accounts.notifications.news.label', hint: 'accounts.notifications.news.hint' },
};

/**
 * My Account's e-mail notifications: one checkbox per category. E-mails about the account's security
 * (verification, password, address changes) are not among them: they always go.
 */
export function NotificationsForm() {
  const { data, isLoading, isError } = useGetNotificationPreferencesQuery();
  const [save] = useUpdateNotificationPreferencesMutation();
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);

  // Arriving from an e-mail's footer or the unsubscribe page: the section is in view once it has its switches.
  useEffect(() => {
    if (data && hash === `#${NOTIFICATIONS_ANCHOR}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [data, hash]);

  const submit = async (values: NotificationPreferences, helpers: FormikHelpers<NotificationPreferences>) => {
    try {
      const saved = await save(values).unwrap();
      helpers.resetForm({ values: saved });
      notify(t('accounts.notifications.saved'), 'success');
    } catch (error) {
      if (showServerError(error, helpers, {}, t('accounts.notifications.failed')) === 'form') notify(t('accounts.notifications.failed'), 'error');
    }
  };

  return (
    <div id={NOTIFICATIONS_ANCHOR} ref={section} className={styles.anchor}>
      <FormCard level={2} width="wide" title={t('accounts.notifications.heading')} intro={t('accounts.notifications.intro')}>
        {isLoading && <Spinner />}
        {isError && <EmptyState title={t('accounts.notifications.loadFailed')} />}
        {data && (
          <FormShell initialValues={data} validationSchema={notificationPreferencesSchema} onSubmit={submit} enableReinitialize>
            {(form) => (
              <>
                <fieldset className={styles.switches}>
                  <legend className="visually-hidden">{t('accounts.notifications.heading')}</legend>
                  {NOTIFICATION_CATEGORIES.map((category) => (
                    <FormCheckbox key={category} name={category} label={t(SWITCHES[category].label)} hint={t(SWITCHES[category].hint)} />
                  ))}
                </fieldset>
                <p className={styles.note}>{t('accounts.notifications.security')}</p>
                <div className={styles.actions}>
                  <FormSubmit disabled={!form.dirty}>{t('accounts.notifications.save')}</FormSubmit>
                </div>
              </>
            )}
          </FormShell>
        )}
      </FormCard>
    </div>
  );
}
