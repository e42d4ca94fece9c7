import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { wordStartPattern } from '@contracts/text';

/**
 * The typed word at the start of a word of the folded `column`
 * (contracts/text.ts wordStartPattern), folded as the column is. One regular
 * expression, which the column's trigram index serves: pg_trgm reads the
 * word's own trigrams out of it.
 */
export const startsAWord = (column: SQLWrapper, word: string): SQL => sql`${column} ~ khibra_search_fold(${wordStartPattern(word)})`;
