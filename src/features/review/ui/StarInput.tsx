import { useId } from 'react';
import { useFormikContext } from 'formik';
import { fieldError } from '@/shared/lib/form';
import { freelancersT as t } from '@/shared/i18n';
import { cx, visuallyHidden } from '@/shared/ui';
import type { ReviewValues } from '../model/reviewForm';
import styles from './Review.module.css';

export interface StarInputProps {
  name: keyof ReviewValues;
  legend: string;
  /** An aspect may be left unrated: a "Not rated" choice first. */
  optional?: boolean;
}

/** Stars to choose, as radio buttons ("4 stars"): arrow keys move between them; the chosen one and those before it are filled. */
export function StarInput({ name, legend, optional = false }: StarInputProps) {
  const form = useFormikContext<ReviewValues>();
  const value = form.values[name];
  const error = fieldError(form, name);
  const group = useId();
  const errorId = `${group}-error`;
  const choose = (next: string) => {
    void form.setFieldValue(name, next);
    void form.setFieldTouched(name, true, false);
  };
  return (
    <fieldset className={styles.stars} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {optional && (
          <label className={cx(styles.none, value === '' && styles.noneChosen)}>
            <input type="radio" className={visuallyHidden} name={group} value="" checked={value === ''} onChange={() => choose('')} />
            {t('freelancers.review.notRated')}
          </label>
        )}
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={cx(styles.star, value !== '' && n <= Number(value) && styles.filled)}>
            <input type="radio" className={visuallyHidden} name={group} value={n} checked={value === String(n)} onChange={() => choose(String(n))} />
            <span aria-hidden="true">★</span>
            <span className={visuallyHidden}>{t('freelancers.review.star', { count: n })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
