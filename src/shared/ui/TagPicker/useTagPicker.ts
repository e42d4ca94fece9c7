import { useMemo, useState, type KeyboardEvent } from 'react';
import { currentLocale } from '@contracts/locale';
import { localizeRule } from '@/shared/i18n';
import { browseLetters, filterTags } from './tags';

interface TagPickerState {
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  max: number;
}

/** The picker's filter, letter, browse state and limit message, and what choosing, typing and closing do to them. */
export function useTagPicker({ options, value, onChange, max }: TagPickerState) {
  const [query, setQuery] = useState('');
  const [letter, setLetter] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const [limitHit, setLimitHit] = useState(false);
  const open = browsing || query.trim() !== '' || letter !== null;
  const matches = useMemo(() => filterTags(options, query, letter, localizeRule), [options, query, letter]);
  const letters = useMemo(() => browseLetters(options.map(localizeRule), currentLocale()), [options]);
  const selected = new Set(value);

  const toggle = (tag: string) => {
    if (selected.has(tag)) {
      setLimitHit(false);
      onChange(value.filter((item) => item !== tag));
      return;
    }
    if (value.length >= max) {
      setLimitHit(true);
      return;
    }
    setLimitHit(false);
    onChange([...value, tag]);
  };

  const close = () => {
    setQuery('');
    setLetter(null);
    setBrowsing(false);
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter picks the best match instead of submitting the surrounding form.
      event.preventDefault();
      if (query.trim() && matches[0] && !selected.has(matches[0])) {
        toggle(matches[0]);
        setQuery('');
      }
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  const type = (text: string) => {
    setQuery(text);
    setLetter(null);
  };
  const chooseLetter = (next: string | null) => {
    setLetter(next);
    setQuery('');
  };
  const toggleBrowse = () => (open ? close() : setBrowsing(true));

  return { query, letter, open, matches, letters, selected, limitHit, toggle, onInputKey, type, chooseLetter, toggleBrowse };
}
