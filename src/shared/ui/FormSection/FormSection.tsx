import type { ReactNode } from 'react';
import { cx } from '../cx';
import styles from './FormSection.module.css';

export interface FormSectionProps {
  /** The group's name: the fieldset's legend, shown as the card's heading. */
  title: ReactNode;
  /** A short line under the title. */
  intro?: ReactNode;
  /** stack: one field under the other; grid: two columns from 640px (`fullClassName` spans both). */
  layout?: 'stack' | 'grid';
  className?: string;
  children: ReactNode;
}

/** One titled group of a long form: a card holding a fieldset whose legend names the fields inside. */
export function FormSection({ title, intro, layout = 'stack', className, children }: FormSectionProps) {
  return (
    <fieldset className={cx(styles.section, className)}>
      <legend className={styles.title}>{title}</legend>
      {intro && <p className={styles.intro}>{intro}</p>}
      <div className={layout === 'grid' ? styles.grid : styles.stack}>{children}</div>
    </fieldset>
  );
}

/** Class for a child of a grid section that spans both columns. */
export const formSectionFull = styles.full;
