import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DisclosureButton } from '../DisclosureButton/DisclosureButton';
import { cx } from '../cx';
import { SearchFilters, type SearchFilter } from './SearchFilters';
import styles from './SearchForm.module.css';

export interface SearchFormText {
  title: string;
  submit: string;
  clear: string;
  /** The toggle of the folded filters: closed, closed with some set, open. */
  more: string;
  moreCount: (count: number) => string;
  fewer: string;
}

export interface SearchFormProps {
  text: SearchFormText;
  onSubmit: (event: FormEvent) => void;
  /** The form's id, for a control elsewhere that shows it. */
  id?: string;
  /** Before the filters, e.g. a skills picker. */
  lead?: ReactNode;
  /** The filters always in view. */
  fields: ReactNode;
  /** The narrowing filters, folded behind a toggle on phones. */
  more: readonly SearchFilter[];
  /** How many narrowing filters are set: the toggle counts them, and they start unfolded when any is. */
  narrowing: number;
  /** After the filters, e.g. a warning. */
  notice?: ReactNode;
  /** Results are loading: Search shows it is busy. */
  busy: boolean;
  /** Clears every filter; no Clear button without it. */
  onClear?: () => void;
  /** Hidden on phones (a summary stands for it); from 768 px always in view. */
  folded?: boolean;
  className?: string;
  /** Placement of the filters in the grid from 768 px. */
  gridClassName?: string;
}

/**
 * A search panel (role search, named by its title): the filters in a grid whose narrowing part folds behind "More
 * filters" on phones, then Search and, when there is something to clear, Clear.
 */
export function SearchForm({ text, onSubmit, id, lead, fields, more, narrowing, notice, busy, onClear, folded = false, className, gridClassName }: SearchFormProps) {
  const [moreOpen, setMoreOpen] = useState(narrowing > 0);
  const titleId = useId();
  const moreId = useId();
  return (
    <form id={id} className={cx(styles.form, folded && styles.folded, className)} onSubmit={onSubmit} aria-labelledby={titleId} role="search" noValidate>
      <h2 id={titleId} className={styles.title}>
        {text.title}
      </h2>
      {lead}
      <div className={cx(styles.grid, gridClassName)}>
        {fields}
        <DisclosureButton className={styles.moreToggle} expanded={moreOpen} controls={moreId} onClick={() => setMoreOpen(!moreOpen)}>
          {moreOpen ? text.fewer : narrowing ? text.moreCount(narrowing) : text.more}
        </DisclosureButton>
        <div id={moreId} className={cx(styles.more, moreOpen && styles.moreOpen)}>
          <SearchFilters filters={more} />
        </div>
      </div>
      {notice}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {text.submit}
        </Button>
        {onClear && (
          <Button variant="secondary" onClick={onClear}>
            {text.clear}
          </Button>
        )}
      </div>
    </form>
  );
}
