import { Link, type To } from 'react-router';
import styles from './FilterSuggestions.module.css';

export interface FilterSuggestion {
  key: string;
  /** What the link does, e.g. 'Remove country: Oman'. */
  text: string;
  /** How many results it leads to, e.g. '12 results'. */
  count: string;
  /** The same search without that filter. */
  to: To;
}

export interface FilterSuggestionsProps {
  /** The accessible name of the group of links. */
  label: string;
  intro: string;
  items: FilterSuggestion[];
}

/**
 * A search that found nothing: links to the same search without one of its
 * filters, each with how many results that finds. The list keeps its scroll
 * position (the results are right there).
 */
export function FilterSuggestions({ label, intro, items }: FilterSuggestionsProps) {
  return (
    <nav className={styles.suggestions} aria-label={label}>
      <p>{intro}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <Link className={styles.link} to={item.to} preventScrollReset>
              <span>{item.text}</span>
              <span className={styles.count}>{item.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
