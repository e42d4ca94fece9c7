import { localizeRule } from '@/shared/i18n';
import { cx } from '../cx';
import type { TagPickerText } from './tags';
import styles from './TagPicker.module.css';

/** The chosen tags as chips, each with its remove button. */
export function TagChips({ value, text, onRemove }: { value: readonly string[]; text: TagPickerText; onRemove: (tag: string) => void }) {
  return (
    <ul className={styles.chips} aria-label={text.selected}>
      {value.map((tag) => (
        <li key={tag} className={styles.chip}>
          <span dir="auto">{localizeRule(tag)}</span>
          <button type="button" className={styles.chipRemove} aria-label={text.remove(localizeRule(tag))} onClick={() => onRemove(tag)}>
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m6 6 8 8M14 6l-8 8" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}

interface TagPanelProps {
  /** The picker's id: the panel is `${id}-panel`, its options `${id}-options`. */
  id: string;
  text: TagPickerText;
  letters: readonly string[];
  letter: string | null;
  onLetter: (letter: string | null) => void;
  /** What the filter shows, and what was typed (for the no-match message). */
  matches: readonly string[];
  query: string;
  selected: ReadonlySet<string>;
  toggle: (tag: string) => void;
}

/** The open list: the letter bar (All, then the letters), then the matching options as toggle buttons. */
export function TagPanel({ id, text, letters, letter, onLetter, matches, query, selected, toggle }: TagPanelProps) {
  return (
    <div id={`${id}-panel`} className={styles.panel}>
      <div className={styles.letters} role="group" aria-label={text.letters}>
        <button type="button" className={cx(styles.letter, letter === null && styles.letterActive)} aria-pressed={letter === null} onClick={() => onLetter(null)}>
          {text.allLetters}
        </button>
        {letters.map((item) => (
          <button key={item} type="button" className={cx(styles.letter, letter === item && styles.letterActive)} aria-pressed={letter === item} onClick={() => onLetter(item)}>
            {item}
          </button>
        ))}
      </div>
      {matches.length === 0 ? (
        <p className={styles.noMatch}>{text.noMatch(query.trim() || letter || '')}</p>
      ) : (
        <ul id={`${id}-options`} className={styles.options} aria-label={text.options}>
          {matches.map((option) => {
            const isOn = selected.has(option);
            return (
              <li key={option}>
                <button type="button" className={cx(styles.option, isOn && styles.optionOn)} aria-pressed={isOn} onClick={() => toggle(option)}>
                  <span className={styles.check} aria-hidden="true">
                    {isOn ? '✓' : '+'}
                  </span>
                  {localizeRule(option)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
