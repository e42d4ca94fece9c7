import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';

/** One filter of a search form: a select when it has options (its placeholder is the "any" choice), else a text field. */
export interface SearchFilter {
  /** The filter's key (React's too). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options?: SelectOption[];
  placeholder?: string;
  maxLength?: number;
}

/** The filters in their order, each a labelled field. */
export function SearchFilters({ filters }: { filters: readonly SearchFilter[] }) {
  return filters.map(({ name, options, onChange, ...field }) =>
    options ? (
      <Select key={name} options={options} onChange={(event) => onChange(event.target.value)} {...field} />
    ) : (
      <TextField key={name} onChange={(event) => onChange(event.target.value)} {...field} />
    ),
  );
}
