import { useId, useMemo } from 'react';
import { getIn, useFormikContext } from 'formik';
import type { AvailabilityEntry } from '@contracts/econsultation/types';
import { DEFAULT_FROM, DEFAULT_TO, SESSION_LENGTHS } from '@contracts/econsultation/slots';
import { formatDuration } from '@contracts/format-time';
import { BUFFER_CHOICES, SETTINGS_LIMITS } from '@contracts/econsultation/schema';
import { WEEKDAYS, type Weekday } from '@contracts/reference';
import { slotOptions } from '@/entities/booking';
import { econsultationT as t } from '@/shared/i18n';
import { fieldError, FormCheckbox, FormNumberField, FormSelect, FormTextArea, FormTextField, FormTimeZoneSelect } from '@/shared/lib/form';
import { Checkbox, FormSection, Select, cx, visuallyHidden } from '@/shared/ui';
import { FROM_CHOICES, toChoices, toggleDay, toggleLength, withFrom, type SettingsFormValues } from '../model/settingsForm';
import styles from './SettingsForm.module.css';

/** One weekday of the windows at `name`: its tick enables its from and to selectors (see docs/reference.md#screens). */
function DayRow({ name, day, entry, errorId, context }: { name: string; day: Weekday; entry: AvailabilityEntry | undefined; errorId?: string; context?: string }) {
  const form = useFormikContext<SettingsFormValues>();
  const { values, setFieldValue, setFieldTouched } = form;
  const list: AvailabilityEntry[] = getIn(values, name) ?? [];
  const index = list.findIndex((item) => item.day === day);
  const dayName = t(`econsultation.weekday.${day}`);
  const shown = entry ?? { day, from: DEFAULT_FROM, to: DEFAULT_TO };
  // Built when shown (not at load), so the labels follow the page's language.
  const fromOptions = useMemo(() => slotOptions(FROM_CHOICES), []);
  const toOptions = useMemo(() => slotOptions(toChoices(shown.from)), [shown.from]);

  const setAvailability = (next: AvailabilityEntry[]) => {
    void setFieldValue(name, next);
    void setFieldTouched(name, true, false);
  };
  const replace = (changed: AvailabilityEntry) => setAvailability(list.map((item) => (item.day === day ? changed : item)));
  const rowError = index >= 0 ? fieldError(form, `${name}[${index}].to`) ?? fieldError(form, `${name}[${index}].from`) : undefined;
  // Each control names its weekday (and its period, when there are several editors) for screen readers.
  const label = (text: string) => (
    <>
      <span className={visuallyHidden}>{context ? `${context}, ` : ''}{dayName} </span>
      {text}
    </>
  );

  return (
    <li className={cx(styles.day, entry && styles.dayOn)}>
      <Checkbox
        className={styles.dayTick}
        label={
          context ? (
            <>
              <span className={visuallyHidden}>{context}, </span>
              {dayName}
            </>
          ) : (
            dayName
          )
        }
        checked={Boolean(entry)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => setAvailability(toggleDay(list, day, event.target.checked))}
      />
      <Select
        className={styles.time}
        label={label(t('econsultation.settings.from'))}
        options={fromOptions}
        value={shown.from}
        disabled={!entry}
        onChange={(event) => entry && replace(withFrom(entry, event.target.value))}
      />
      <Select
        className={styles.time}
        label={label(t('econsultation.settings.to'))}
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
 * The weekly hours editor for the windows at `name` (the weekly availability, or a special-hours period's): a row per
 * weekday, and the list's own error. `context` names the period for screen readers.
 */
export function WeekdayWindows({ name, context }: { name: string; context?: string }) {
  const form = useFormikContext<SettingsFormValues>();
  const errorId = useId();
  const list: AvailabilityEntry[] = getIn(form.values, name) ?? [];
  const listError = typeof getIn(form.errors, name) === 'string' ? fieldError(form, name) : undefined;
  return (
    <>
      <ul className={styles.days}>
        {WEEKDAYS.map((day) => (
          <DayRow key={day} name={name} day={day} context={context} entry={list.find((entry) => entry.day === day)} errorId={listError ? errorId : undefined} />
        ))}
      </ul>
      {listError && (
        <p id={errorId} className={styles.error} role="alert">
          {listError}
        </p>
      )}
    </>
  );
}

/** The weekday windows and the time zone. */
export function AvailabilitySection({ timezones }: { timezones: readonly string[] }) {
  return (
    <FormSection title={t('econsultation.settings.availabilityTitle')} intro={t('econsultation.settings.availabilityIntro')}>
      <WeekdayWindows name="availability" />
      <FormTimeZoneSelect
        name="timezone"
        label={t('econsultation.settings.timezone')}
        hint={t('econsultation.settings.timezoneHint')}
        required
        zones={timezones}
      />
    </FormSection>
  );
}

/** Conference or payment details: a send box, and when ticked the platform, the link and the message. */
export function SendDetailsSection({ kind }: { kind: 'Conference' | 'Payment' }) {
  const form = useFormikContext<SettingsFormValues>();
  const key = kind === 'Conference' ? 'conference' : 'payment';
  const send = kind === 'Conference' ? 'sendConferenceInfo' : 'sendPaymentInfo';
  return (
    <FormSection title={t(`econsultation.settings.${key}Title`)}>
      <FormCheckbox
        name={send}
        label={t(kind === 'Conference' ? 'econsultation.settings.sendConference' : 'econsultation.settings.sendPayment')}
        hint={t(kind === 'Conference' ? 'econsultation.settings.sendConferenceHint' : 'econsultation.settings.sendPaymentHint')}
      />
      {form.values[send] && (
        <div className={styles.details}>
          <div className={styles.pair}>
            <FormTextField
              label={t(`econsultation.settings.${key}Platform`)}
              placeholder={t(`econsultation.settings.${key}PlatformPlaceholder`)}
              required
              maxLength={SETTINGS_LIMITS.platform}
              name={`${kind}Platform`}
            />
            <FormTextField
              label={t(`econsultation.settings.${key}Link`)}
              placeholder={t('econsultation.settings.linkPlaceholder')}
              type="url"
              inputMode="url"
              required
              maxLength={SETTINGS_LIMITS.link}
              name={`${kind}Link`}
            />
          </div>
          <FormTextArea
            label={t(`econsultation.settings.${key}Message`)}
            hint={t('econsultation.settings.messageHint')}
            required
            maxLength={SETTINGS_LIMITS.message}
            enforceMaxLength={false}
            name={`${kind}Message`}
          />
        </div>
      )}
    </FormSection>
  );
}

/** The session lengths a client chooses from (at least one). */
function SessionLengths() {
  const form = useFormikContext<SettingsFormValues>();
  const errorId = useId();
  const error = fieldError(form, 'sessionLengths');
  const lengths = form.values.sessionLengths;
  return (
    <fieldset className={styles.lengths} aria-describedby={error ? errorId : undefined}>
      <legend>{t('econsultation.settings.sessionLengths')}</legend>
      <p className={styles.hint}>{t('econsultation.settings.sessionLengthsHint')}</p>
      <div className={styles.lengthChoices}>
        {SESSION_LENGTHS.map((length) => (
          <Checkbox
            key={length}
            label={formatDuration(length)}
            checked={lengths.includes(length)}
            onChange={(event) => {
              void form.setFieldValue('sessionLengths', toggleLength(lengths, length, event.target.checked));
              void form.setFieldTouched('sessionLengths', true, false);
            }}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Session lengths, notice, horizon, buffer and cancellation notice of the booking rules. */
export function RulesSection() {
  return (
    <FormSection title={t('econsultation.settings.rulesTitle')}>
      <SessionLengths />
      <div className={styles.pair}>
        <FormNumberField
          label={t('econsultation.settings.minNotice')}
          hint={t('econsultation.settings.minNoticeHint')}
          name="minNoticeHours"
        />
        <FormNumberField
          label={t('econsultation.settings.horizon')}
          hint={t('econsultation.settings.horizonHint')}
          name="horizonDays"
        />
      </div>
      <div className={styles.pair}>
        <FormSelect
          label={t('econsultation.settings.buffer')}
          hint={t('econsultation.settings.bufferHint')}
          options={BUFFER_CHOICES.map((minutes) => ({ value: String(minutes), label: t('econsultation.settings.bufferMinutes', { minutes }) }))}
          name="bufferMinutes"
        />
        <FormNumberField
          label={t('econsultation.settings.cancellationNotice')}
          hint={t('econsultation.settings.cancellationNoticeHint')}
          name="cancellationNoticeHours"
        />
      </div>
    </FormSection>
  );
}
