import type { ReactNode } from 'react';
import styles from './DialogActions.module.css';

/** A dialog's buttons, at its end: side by side from 480 px, full width and the main one on top below. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
