import '../i18n';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers, type FormikProps } from 'formik';
import { BUFFER_CHOICES, DEFAULT_FROM, DEFAULT_TO, SCHEDULING_LIMITS, SETTINGS_LIMITS, type AvailabilityEntry } from '@contracts/econsultation';
import { WEEKDAYS, type Weekday } from '@contracts/reference';
import { useSaveEConsultationSettingsMutation, type EConsultationSettings } from '@/entities/booking';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { clearDraft } from '@/shared/auth';
import { fieldError, fieldProps, FocusFirstError, keepDraftIfSessionEnded, useRestoreDraft } from '@/shared/lib/form';
import { paths } from '@/shared/routes';
import { dismissToast, notify } from '@/shared/lib/notify';
import { Alert, Button, Checkbox, Select, TextArea, TextField, TimeZoneSelect, cx, visuallyHidden, type SelectOption } from '@/shared/ui';
import {
  FROM_CHOICES,
  buildSettingsFormData,
  toChoices,
  toFormValues,
  toggleDay,
  validateSettings,
  withFrom,
  type SettingsFormValues,
} from '../model/settingsForm';
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
}

/** Where drafts of this form are kept (with the user id). */
const DRAFT_PATH = paths.econsultationSettings;

/** Puts back the settings typed before the session ended, once, for the same user. */
function RestoreDraft({ userId }: { userId: string }) {
  const { setValues } = useFormikContext<SettingsFormValues>();
  useRestoreDraft<SettingsFormValues>(userId, DRAFT_PATH, (draft) => void setValues((current) => ({ ...current, ...draft }), false));
  return null;
}

const MESSAGE_MAX = SETTINGS_LIMITS.message;
const slotOptions = (slots: readonly { label: string }[]): SelectOption[] => slots.map((slot) => ({ value: slot.label, label: slot.label }));
const FROM_OPTIONS = slotOptions(FROM_CHOICES);

function Section({ title, intro, children, className }: { title: string; intro?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cx(styles.section, className)}>
      <legend className={styles.sectionTitle}>{title}</legend>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      <div className={styles.sectionBody}>{children}</div>
    </fieldset>
  );
}

/** One weekday: its tick enables its from and to selectors (SPEC §2). */
function DayRow({ day, entry, form, errorId }: { day: Weekday; entry: AvailabilityEntry | undefined; form: FormikProps<SettingsFormValues>; errorId?: string }) {
  const { values, setFieldValue, setFieldTouched } = form;
  const index = values.availability.findIndex((item) => item.day === day);
  const dayName = t(`econsultation.weekday.${day}`);
  const shown = entry ?? { day, from: DEFAULT_FROM, to: DEFAULT_TO };
  const toOptions = useMemo(() => slotOptions(toChoices(shown.from)), [shown.from]);

  const setAvailability = (next: AvailabilityEntry[]) => {
    void setFieldValue('availability', next);
    void setFieldTouched('availability', true, false);
  };
  const replace = (changed: AvailabilityEntry) => setAvailability(values.availability.map((item) => (item.day === day ? changed : item)));
  const rowError = index >= 0 ? fieldError(form, `availability[${index}].to`) ?? fieldError(form, `availability[${index}].from`) : undefined;

  return (
    <li className={cx(styles.day, entry && styles.dayOn)}>
      <Checkbox
        className={styles.dayTick}
        label={dayName}
        checked={Boolean(entry)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => setAvailability(toggleDay(values.availability, day, event.target.checked))}
      />
      <Select
        className={styles.time}
        label={
          <>
            <span className={visuallyHidden}>{dayName} </span>
            {t('econsultation.settings.from')}
          </>
        }
        options={FROM_OPTIONS}
        value={shown.from}
        disabled={!entry}
        onChange={(event) => entry && replace(withFrom(entry, event.target.value))}
      />
      <Select
        className={styles.time}
        label={
          <>
            <span className={visuallyHidden}>{dayName} </span>
            {t('econsultation.settings.to')}
          </>
        }
        options={toOptions}
        value={shown.to}
        disabled={!entry}
        error={rowError}
        onChange={(event) => entry && replace({ ...entry, to: event.target.value })}
      />
    </li>
  );
}

/**
 * The e-consultation settings of SPEC §2–§5: weekday windows, participation
 * (E-Consultant in Iam), time zone, rate, the three messages, and the
 * conference and payment details shown only when their send box is ticked.
 * Rules: econsultationSettingsSchema (the server checks the same).
 */
export function SettingsForm({ settings, iam, timezones, defaultZone, userId }: SettingsFormProps) {
  const [save] = useSaveEConsultationSettingsMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const availabilityErrorId = useId();
  const initialValues = useMemo(() => toFormValues(settings, iam, defaultZone), [settings, iam, defaultZone]);

  const submit = async (values: SettingsFormValues, helpers: FormikHelpers<SettingsFormValues>) => {
    setServerError(null);
    const pending = notify(t('econsultation.settings.saving'), 'info', { persist: true });
    try {
      await save(buildSettingsFormData(values, iam)).unwrap();
      dismissToast(pending);
      clearDraft(userId, DRAFT_PATH);
      notify(t('econsultation.settings.saved'), 'success');
      helpers.resetForm({ values });
    } catch (error) {
      dismissToast(pending);
      if (keepDraftIfSessionEnded(error, userId, DRAFT_PATH, values)) return;
      notify(t('econsultation.settings.saveFailed'), 'error');
      setServerError(errorMessage(error as Parameters<typeof errorMessage>[0]) ?? null);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validateSettings} onSubmit={submit} enableReinitialize>
      {(form) => {
        const { values, setFieldValue } = form;
        const availabilityError = typeof form.errors.availability === 'string' ? fieldError(form, 'availability') : undefined;
        return (
          <Form noValidate className={styles.form}>
            <RestoreDraft userId={userId} />
            <FocusFirstError />
            <Section title={t('econsultation.settings.participateTitle')}>
              <Checkbox
                label={t('econsultation.settings.participate')}
                hint={t('econsultation.settings.participateHint')}
                {...form.getFieldProps({ name: 'participate', type: 'checkbox' })}
              />
            </Section>

            <Section title={t('econsultation.settings.availabilityTitle')} intro={t('econsultation.settings.availabilityIntro')}>
              <ul className={styles.days}>
                {WEEKDAYS.map((day) => (
                  <DayRow
                    key={day}
                    day={day}
                    entry={values.availability.find((entry) => entry.day === day)}
                    form={form}
                    errorId={availabilityError ? availabilityErrorId : undefined}
                  />
                ))}
              </ul>
              {availabilityError && (
                <p id={availabilityErrorId} className={styles.error} role="alert">
                  {availabilityError}
                </p>
              )}
              <TimeZoneSelect
                label={t('econsultation.settings.timezone')}
                hint={t('econsultation.settings.timezoneHint')}
                required
                zones={timezones}
                {...fieldProps(form, 'timezone')}
              />
            </Section>

            <Section title={t('econsultation.settings.rateTitle')}>
              <div className={styles.rateRow}>
                <div className={styles.rateField}>
                  <TextField
                    label={t('econsultation.settings.rate')}
                    hint={t('econsultation.settings.rateHint')}
                    inputMode="decimal"
                    placeholder={t('econsultation.settings.ratePlaceholder')}
                    required={!values.negotiable}
                    disabled={values.negotiable}
                    {...fieldProps(form, 'rate')}
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
            </Section>

            <Section title={t('econsultation.settings.messagesTitle')}>
              <TextArea
                label={t('econsultation.settings.welcome')}
                hint={t('econsultation.settings.welcomeHint')}
                required
                rows={5}
                maxLength={MESSAGE_MAX}
                enforceMaxLength={false}
                {...fieldProps(form, 'WelcomeMessage')}
              />
            </Section>

            <Section title={t('econsultation.settings.conferenceTitle')}>
              <Checkbox
                label={t('econsultation.settings.sendConference')}
                hint={t('econsultation.settings.sendConferenceHint')}
                {...form.getFieldProps({ name: 'sendConferenceInfo', type: 'checkbox' })}
              />
              {values.sendConferenceInfo && (
                <div className={styles.details}>
                  <div className={styles.pair}>
                    <TextField
                      label={t('econsultation.settings.conferencePlatform')}
                      placeholder={t('econsultation.settings.conferencePlatformPlaceholder')}
                      required
                      maxLength={SETTINGS_LIMITS.platform}
                      {...fieldProps(form, 'ConferencePlatform')}
                    />
                    <TextField
                      label={t('econsultation.settings.conferenceLink')}
                      placeholder={t('econsultation.settings.linkPlaceholder')}
                      type="url"
                      inputMode="url"
                      required
                      maxLength={SETTINGS_LIMITS.link}
                      {...fieldProps(form, 'ConferenceLink')}
                    />
                  </div>
                  <TextArea
                    label={t('econsultation.settings.conferenceMessage')}
                    hint={t('econsultation.settings.messageHint')}
                    required
                    maxLength={MESSAGE_MAX}
                    enforceMaxLength={false}
                    {...fieldProps(form, 'ConferenceMessage')}
                  />
                </div>
              )}
            </Section>

            <Section title={t('econsultation.settings.paymentTitle')}>
              <Checkbox
                label={t('econsultation.settings.sendPayment')}
                hint={t('econsultation.settings.sendPaymentHint')}
                {...form.getFieldProps({ name: 'sendPaymentInfo', type: 'checkbox' })}
              />
              {values.sendPaymentInfo && (
                <div className={styles.details}>
                  <div className={styles.pair}>
                    <TextField
                      label={t('econsultation.settings.paymentPlatform')}
                      placeholder={t('econsultation.settings.paymentPlatformPlaceholder')}
                      required
                      maxLength={SETTINGS_LIMITS.platform}
                      {...fieldProps(form, 'PaymentPlatform')}
                    />
                    <TextField
                      label={t('econsultation.settings.paymentLink')}
                      placeholder={t('econsultation.settings.linkPlaceholder')}
                      type="url"
                      inputMode="url"
                      required
                      maxLength={SETTINGS_LIMITS.link}
                      {...fieldProps(form, 'PaymentLink')}
                    />
                  </div>
                  <TextArea
                    label={t('econsultation.settings.paymentMessage')}
                    hint={t('econsultation.settings.messageHint')}
                    required
                    maxLength={MESSAGE_MAX}
                    enforceMaxLength={false}
                    {...fieldProps(form, 'PaymentMessage')}
                  />
                </div>
              )}
            </Section>

            <Section title={t('econsultation.settings.rulesTitle')}>
              <div className={styles.pair}>
                <TextField
                  label={t('econsultation.settings.minNotice')}
                  hint={t('econsultation.settings.minNoticeHint')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={SCHEDULING_LIMITS.minNoticeHours}
                  {...fieldProps(form, 'minNoticeHours')}
                />
                <TextField
                  label={t('econsultation.settings.horizon')}
                  hint={t('econsultation.settings.horizonHint')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={SCHEDULING_LIMITS.horizonDays}
                  {...fieldProps(form, 'horizonDays')}
                />
              </div>
              <div className={styles.pair}>
                <Select
                  label={t('econsultation.settings.buffer')}
                  hint={t('econsultation.settings.bufferHint')}
                  options={BUFFER_CHOICES.map((minutes) => ({ value: String(minutes), label: t('econsultation.settings.bufferMinutes', { minutes }) }))}
                  {...fieldProps(form, 'bufferMinutes')}
                />
                <TextField
                  label={t('econsultation.settings.cancellationNotice')}
                  hint={t('econsultation.settings.cancellationNoticeHint')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={SCHEDULING_LIMITS.cancellationNoticeHours}
                  {...fieldProps(form, 'cancellationNoticeHours')}
                />
              </div>
            </Section>

            {serverError && <Alert tone="danger">{serverError}</Alert>}
            <div className={styles.actions}>
              <Button type="submit" size="lg" loading={form.isSubmitting}>
                {t('econsultation.settings.save')}
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
