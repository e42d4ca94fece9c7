import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { accountsT as t } from '@/shared/i18n';
import { Button, Checkbox, Spinner, cx } from '@/shared/ui';
import { useGetRobotConfigQuery } from '../api/robotApi';
import { LOCAL_ROBOT_TOKEN } from '../model/robotRule';
import { useRobotVerification, type RobotCheckStatus } from '../model/useRobotVerification';
import styles from './RobotCheck.module.css';

/** Loaded only when a form shows the Google widget, so it stays out of the home page bundle. */
const ReCaptcha = lazy(() => import(/* webpackChunkName: "recaptcha" */ 'react-google-recaptcha'));

export interface RobotCheckProps {
  /** Called with the single-use proof once verified, and with '' whenever it is not (any more). */
  onChange: (proof: string) => void;
  /** The form's message, e.g. "Please select I'm not a robot". */
  error?: string;
  /** Changing it puts the check back to unchecked (a proof is spent by every submit). */
  resetKey?: string | number;
}

/**
 * The robot check of docs/reference.md#states: unchecked → loading → verified once the server
 * answers success. Renders the reCAPTCHA checkbox when the server says so,
 * else an accessible native checkbox "I'm not a robot".
 */
export function RobotCheck({ onChange, error, resetKey = 0 }: RobotCheckProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const report = useCallback((proof: string) => onChangeRef.current(proof), []);

  const lastKey = useRef(resetKey);
  useEffect(() => {
    if (lastKey.current === resetKey) return;
    lastKey.current = resetKey;
    report('');
  }, [resetKey, report]);

  return <RobotCheckControl key={String(resetKey)} report={report} error={error} />;
}

function RobotCheckControl({ report, error }: { report: (proof: string) => void; error?: string }) {
  const config = useGetRobotConfigQuery();
  const { status, failed, widgetKey, check, uncheck } = useRobotVerification(report);
  const errorId = useId();

  const message = failed ? t('accounts.robot.failed') : error;

  if (config.isLoading) {
    // The local check's box, as high as it will be: the form's button does not move down when the check arrives.
    return (
      <div className={styles.robot}>
        <div className={cx(styles.box, styles.pending)}>
          <Spinner size="sm" />
        </div>
      </div>
    );
  }

  if (config.isError || !config.data) {
    return (
      <div className={styles.robot} role="group" aria-label={t('accounts.robot.group')}>
        <p className={styles.error} role="alert">
          {t('accounts.robot.unavailable')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void config.refetch()}>
          {t('accounts.robot.retry')}
        </Button>
      </div>
    );
  }

  if (config.data.provider === 'recaptcha' && config.data.siteKey) {
    return (
      <div className={styles.robot} role="group" aria-label={t('accounts.robot.group')} aria-describedby={message ? errorId : undefined} data-state={status}>
        <Suspense fallback={<Spinner size="sm" />}>
          <ReCaptcha
            key={widgetKey}
            sitekey={config.data.siteKey}
            onChange={(token) => (token ? void check(token) : uncheck())}
            onExpired={uncheck}
          />
        </Suspense>
        <RobotStatus status={status} />
        {message && (
          <p id={errorId} className={styles.error}>
            {message}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className={styles.robot} data-state={status}>
      <div className={styles.box}>
        <Checkbox
          label={t('accounts.robot.label')}
          checked={status !== 'unchecked'}
          disabled={status === 'loading'}
          aria-busy={status === 'loading' || undefined}
          error={message}
          onChange={(event) => (event.target.checked ? void check(LOCAL_ROBOT_TOKEN) : uncheck())}
          className={styles.checkbox}
        />
        <RobotStatus status={status} />
      </div>
    </div>
  );
}

/** Says "Checking…" and "Verified" aloud (polite live region), with a spinner while checking. */
function RobotStatus({ status }: { status: RobotCheckStatus }) {
  return (
    <p className={styles.status} role="status">
      {status === 'loading' && (
        <>
          <Spinner size="sm" decorative />
          {t('accounts.robot.verifying')}
        </>
      )}
      {status === 'verified' && (
        <>
          <svg className={styles.tick} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="m4.5 10.5 3.5 3.5 7.5-8" />
          </svg>
          {t('accounts.robot.verified')}
        </>
      )}
    </p>
  );
}
