import type { ReactNode } from 'react';
import { cx } from '../cx';
import styles from './Alert.module.css';

export type AlertTone = 'success' | 'info' | 'warning' | 'danger';

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}

/**
 * A message box inside the page (not a toast). Warnings and errors are
 * announced at once (role="alert"), success and info politely (role="status").
 */
export function Alert({ tone = 'info', children, className }: AlertProps) {
  const urgent = tone === 'warning' || tone === 'danger';
  return (
    <div role={urgent ? 'alert' : 'status'} className={cx(styles.alert, styles[tone], className)}>
      {children}
    </div>
  );
}
