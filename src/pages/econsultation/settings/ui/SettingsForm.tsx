import { useMemo, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { SETTINGS_LIMITS } from '@contracts/econsultation/schema';
import type { BookingOnBlockedDate } from '@contracts/econsultation/types';
import { useSaveEConsultationSettingsMutation, type EConsultationSettings } from '@/entities/booking';
import { errorMessage } from '@/shared/api';
import { econsultationT as t } from '@/shared/i18n';
import { clearDraft } from '@/shared/auth';
import { FormCheckbox, FormNumberField, FormShell, FormSubmit, FormTextArea, keepDraftIfSessionEnded, RestoreDraft, UnsavedChangesGuard, withSaveToasts } from '@/shared/lib/form';
import { paths } from '@/shared/routes';
import { notify } from '@/shared/lib/notify';
import { Alert, Checkbox, FormSection } from '@/shared/ui';
import { buildSettingsFormData, toFormValues, validateSettings, type SettingsFormValues } from '../model/settingsForm';
import { AvailabilitySection, RulesSection, SendDetailsSection } from './SettingsSections';
import { BlockedDatesSection, BookingsOnBlockedDates, SpecialHoursSection } from './PeriodsSections';
import styles from './SettingsForm.module.css';

export interface SettingsFormProps {
  /** The stored settings, or null before the first save. */
  settings: EConsultationSettings | null;
  /** The freelancer's current roles (Iam), to add or remove 'E-Consultant'. */
  iam: readonly string[] | undefined;
  /** IANA zones to choose from (reference data). */
  timezones: readonly string[];
  /** The zone a new setting starts with: the browser's. */
  defaultZone: string;
  /** The account's id: a draft kept when the session ended during a save is restored for this user only. */
  userId: string;
  /** Live bookings on blocked dates, listed with the blocked dates. */
  onBlockedDates?: readonly BookingOnBlockedDate[];
}

/** Where drafts of this form are kept (with the user id). */
const DRAFT_PATH = paths.econsultationSettings;

/**
 * The e-consultation settings of docs/reference.md#screens–§5: weekday windows, blocked dates and special hours, participation
 * (E-Consultant in Iam), time zone, rate, the three messages, and the
 * conference and payment details shown only when their send box is ticked.
 * Rules: econsultationSettingsSchema (the server checks the same).
 */
export function SettingsForm({ settings, iam, timezones, defaultZone, userId, onBlockedDates = [] }: SettingsFormProps) {
  const [save] = useSaveEConsultationSettingsMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const initialValues = useMemo(() => toFormValues(settings, iam, defaultZone), [settings, iam, defaultZone]);

  const submit = async (values: SettingsFormValues, helpers: FormikHelpers<SettingsFormValues>) => {
    setServerError(null);
    try {
      await withSaveToasts({ pending: t('econsultation.settings.saving'), done: t('econsultation.settings.saved') }, () =>
        save(buildSettingsFormData(values, iam)).unwrap(),
      );
      clearDraft(userId, DRAFT_PATH);
      helpers.resetForm({ values });
    } catch (error) {
      if (keepDraftIfSessionEnded(error, userId, DRAFT_PATH, values)) return;
      notify(t('econsultation.settings.saveFailed'), 'error');
      setServerError(errorMessage(error as Parameters<typeof errorMessage>[0]) ?? null);
    }
  };

  return (
    <FormShell className={styles.form} initialValues={initialValues} validate={validateSettings} onSubmit={submit} enableReinitialize>
      {(form) => {
        const { values, setFieldValue } = form;
        return (
          <>
            <RestoreDraft<SettingsFormValues> userId={userId} path={DRAFT_PATH} />
            <FormSection title={t('econsultation.settings.participateTitle')}>
              <FormCheckbox name="participate" label={t('econsultation.settings.participate')} hint={t('econsultation.settings.participateHint')} />
            </FormSection>

            <AvailabilitySection timezones={timezones} />
            <BlockedDatesSection />
            <BookingsOnBlockedDates bookings={onBlockedDates} />
            <SpecialHoursSection />

            <FormSection title={t('econsultation.settings.rateTitle')}>
              <div className={styles.rateRow}>
                <div className={styles.rateField}>
                  <FormNumberField
                    label={t('econsultation.settings.rate')}
                    hint={t('econsultation.settings.rateHint')}
                    decimal
                    placeholder={t('econsultation.settings.ratePlaceholder')}
                    required={!values.negotiable}
                    disabled={values.negotiable}
                    name="rate"
                  />
                </div>
                <Checkbox
                  className={styles.negotiable}
                  label={t('econsultation.settings.negotiable')}
                  checked={values.negotiable}
                  onChange={(event) => {
                    void setFieldValue('negotiable', event.target.checked);
                    if (event.target.checked) void setFieldValue('rate', '');
                  }}
                />
              </div>
            </FormSection>

            <FormSection title={t('econsultation.settings.messagesTitle')}>
              <FormTextArea
                label={t('econsultation.settings.welcome')}
                hint={t('econsultation.settings.welcomeHint')}
                required
                rows={5}
                maxLength={SETTINGS_LIMITS.message}
                enforceMaxLength={false}
                name="WelcomeMessage"
              />
            </FormSection>

            <SendDetailsSection kind="Conference" />
            <SendDetailsSection kind="Payment" />
            <RulesSection />

            {serverError && <Alert tone="danger">{serverError}</Alert>}
            <UnsavedChangesGuard when={form.dirty} />
            <div className={styles.actions}>
              <FormSubmit size="lg">
                {t('econsultation.settings.save')}
              </FormSubmit>
            </div>
          </>
        );
      }}
    </FormShell>
  );
}
