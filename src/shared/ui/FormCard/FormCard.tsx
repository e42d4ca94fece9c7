import { useId, type ReactNode } from 'react';
import { cx } from '../cx';
import { PageHeader } from '../PageHeader/PageHeader';
import styles from './FormCard.module.css';

export interface FormCardProps {
  /** The page heading (h1 by default). */
  title: ReactNode;
  /** A short line under the title. */
  intro?: ReactNode;
  /** narrow: about 480px (auth forms); wide: about 880px (account pages). */
  width?: 'narrow' | 'wide';
  /** Heading level of the title; pages use 1, sections inside a page 2. */
  level?: 1 | 2;
  /** Links under the form (e.g. "New to Khibra? Sign up"). */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A centred card with a heading, holding one form. Labelled by its title. */
export function FormCard({ title, intro, width = 'narrow', level = 1, footer, className, children }: FormCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx(styles.card, styles[width], className)}>
      {level === 1 ? (
        <PageHeader compact titleId={titleId} title={title} intro={intro} />
      ) : (
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
      )}
      {children}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </section>
  );
}

export interface FormRowProps {
  /** Columns once the card is wide enough (one column on a phone). */
  columns?: 2 | 3;
  className?: string;
  children: ReactNode;
}

/**
 * Fields side by side inside a FormCard, by the card's own width (a container
 * query), so the same row is one column in a narrow card or on a phone.
 */
export function FormRow({ columns = 2, className, children }: FormRowProps) {
  return <div className={cx(styles.row, columns === 3 ? styles.row3 : styles.row2, className)}>{children}</div>;
}
