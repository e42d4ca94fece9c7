import { useId } from 'react';
import { Link } from 'react-router';
import { useFormikContext, type FormikHelpers } from 'formik';
import { ALERT_FREQUENCIES, PROPOSAL_MAILS, type AlertSettings } from '@contracts/alerts';
import { isBusinessOnly } from '@contracts/user';
import { useGetMyFreelancerQuery } from '@/entities/freelancer';
import { noticesT as t, type NoticesKey } from '@/shared/i18n';
import { FormCheckbox, FormShell, FormSubmit, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { paths } from '@/shared/routes';
import { Alert, EmptyState, FormCard, Spinner } from '@/shared/ui';
import { useGetAlertSettingsQuery, useUpdateAlertSettingsMutation } from '../api/alertsApi';
import styles from './Alerts.module.css';

/** A choice of one among a few, as radio buttons under a legend, bound to a field of the form. */
function Choices<Value extends string>({ name, legend, hint, options }: { name: 'vacancies' | 'proposals'; legend: string; hint: string; options: readonly { value: Value; label: NoticesKey }[] }) {
  const form = useFormikContext<AlertSettings>();
  const hintId = useId();
  return (
    <fieldset className={styles.choices} aria-describedby={hintId}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input type="radio" name={name} value={option.value} checked={form.values[name] === option.value} onChange={() => void form.setFieldValue(name, option.value)} />
          {t(option.label)}
        </label>
      ))}
    </fieldset>
  );
}

const VACANCY_CHOICES = ALERT_FREQUENCIES.map((value) => ({ value, label: `notices.frequency.${value}` as const }));
const PROPOSAL_CHOICES = PROPOSAL_MAILS.map((value) => ({ value, label: `notices.alerts.proposals.${value}` as const }));

/**
 * My Account's alerts, beside the e-mail switches: a freelancer's vacancy alerts (how often) and whether businesses
 * may invite them; a business's new-proposal e-mails (at once or a daily summary). Only the fields that apply are sent.
 */
export function AlertsForm({ iam }: { iam: readonly string[] }) {
  const business = isBusinessOnly(iam);
  const { data, isLoading, isError } = useGetAlertSettingsQuery();
  // A freelancer's alerts live on the profile: none yet, nothing to set.
  const { data: profile, isLoading: profileLoading } = useGetMyFreelancerQuery(undefined, { skip: business });
  const [save] = useUpdateAlertSettingsMutation();
  const noProfile = !business && !profileLoading && profile === null;

  const submit = async (values: AlertSettings, helpers: FormikHelpers<AlertSettings>) => {
    const body = business ? { proposals: values.proposals } : { vacancies: values.vacancies, invitations: values.invitations };
    try {
      const saved = await save(body).unwrap();
      helpers.resetForm({ values: saved });
      notify(t('notices.alerts.saved'), 'success');
    } catch (error) {
      if (showServerError(error, helpers, {}, t('notices.alerts.failed')) === 'form') notify(t('notices.alerts.failed'), 'error');
    }
  };

  return (
    <FormCard level={2} width="wide" title={t('notices.alerts.heading')} intro={t('notices.alerts.intro')}>
      {isLoading && <Spinner />}
      {isError && <EmptyState title={t('notices.alerts.loadFailed')} />}
      {noProfile && (
        <Alert tone="info">
          {t('notices.alerts.needProfile')} <Link to={paths.freelancerProfile}>{t('notices.alerts.profileLink')}</Link>
        </Alert>
      )}
      {data && !noProfile && (
        <FormShell initialValues={data} onSubmit={submit} enableReinitialize keptAs="alerts">
          {(form) => (
            <>
              {!business && <Choices name="vacancies" legend={t('notices.alerts.vacancies.label')} hint={t('notices.alerts.vacancies.hint')} options={VACANCY_CHOICES} />}
              {!business && <FormCheckbox name="invitations" label={t('notices.alerts.invitations.label')} hint={t('notices.alerts.invitations.hint')} />}
              {business && <Choices name="proposals" legend={t('notices.alerts.proposals.label')} hint={t('notices.alerts.proposals.hint')} options={PROPOSAL_CHOICES} />}
              <div className={styles.actions}>
                <FormSubmit disabled={!form.dirty}>{t('notices.alerts.save')}</FormSubmit>
              </div>
            </>
          )}
        </FormShell>
      )}
    </FormCard>
  );
}
