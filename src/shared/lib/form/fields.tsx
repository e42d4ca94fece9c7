import type { ChangeEvent } from 'react';
import { useFormikContext, type FieldInputProps } from 'formik';
import { normalizeNumberText } from '@contracts/text';
import {
  Checkbox,
  DateField,
  Select,
  TagPicker,
  TextArea,
  TextField,
  TimeZoneSelect,
  type CheckboxProps,
  type DateFieldProps,
  type SelectProps,
  type TagPickerProps,
  type TextAreaProps,
  type TextFieldProps,
  type TimeZoneSelectProps,
} from '@/shared/ui';
import { fieldError } from './fieldError';

/**
 * A control's props without what the binding fills in from Formik. `onChange`
 * and `onBlur` may be given to do more than store the value (e.g. a date that
 * also clears the chosen time); they then replace the binding's.
 */
type Bound<Props> = Omit<Props, 'name' | 'value' | 'error'> & { name: string };

/** What a control needs from the surrounding form for one field: name, value, change, blur and the error to show (after touch or submit). */
function useField(name: string) {
  const form = useFormikContext();
  const field = form.getFieldProps(name) as FieldInputProps<string>;
  return { form, bound: { ...field, error: fieldError(form, name) } };
}

/** The binding of one field, with the caller's own handlers first. */
function useBound<Props extends { name: string; onChange?: unknown; onBlur?: unknown }>(props: Props) {
  const { bound } = useField(props.name);
  return { ...props, ...bound, onChange: props.onChange ?? bound.onChange, onBlur: props.onBlur ?? bound.onBlur };
}

/**
 * Text, area and select fields bound to the surrounding Formik form by name
 * (label, value, change, blur, the error after touch or submit, aria-invalid
 * and aria-describedby through the shared/ui control):
 * `<FormTextField name="location.city" label={t('…')} required />`.
 * With `errorShownAt`, the id of one message that speaks for several fields,
 * the field is marked invalid and described by it instead of a line of its own.
 */
export function FormTextField({ errorShownAt, ...props }: Bound<TextFieldProps> & { errorShownAt?: string }) {
  const bound = useBound(props);
  if (errorShownAt === undefined) return <TextField {...bound} />;
  return <TextField {...bound} error={undefined} aria-invalid={Boolean(bound.error) || undefined} aria-describedby={bound.error ? errorShownAt : undefined} />;
}

/**
 * A number field bound by name: a text input with the numeric (or, with
 * `decimal`, the decimal) keyboard, not `type="number"`, which in Chromium
 * empties a value typed in Arabic-Indic digits. Digits typed in any set (and
 * the Arabic decimal separator) are kept in ASCII as they are typed; what is
 * not a number stays as typed, for the form's rule to refuse with its message.
 * The value is text: read it with `parseNumber` from `@contracts/text`.
 */
export function FormNumberField({ decimal = false, ...props }: Bound<TextFieldProps> & { decimal?: boolean }) {
  const { form, bound } = useField(props.name);
  return (
    <TextField
      {...props}
      {...bound}
      value={String(bound.value ?? '')}
      type="text"
      inputMode={decimal ? 'decimal' : 'numeric'}
      dir="ltr"
      onChange={(event: ChangeEvent<HTMLInputElement>) => void form.setFieldValue(props.name, normalizeNumberText(event.target.value))}
    />
  );
}

/**
 * A date field bound by name (DateField: typed the site's way, in the page's
 * language; the value YYYY-MM-DD, '' while what is typed cannot be read).
 * An `onChange` given gets the new value and stores it itself.
 */
export function FormDateField({ onChange, onBlur, ...props }: Omit<Bound<DateFieldProps>, 'onChange'> & { onChange?: (value: string) => void }) {
  const { form, bound } = useField(props.name);
  return (
    <DateField
      {...props}
      {...bound}
      value={String(bound.value ?? '')}
      onChange={onChange ?? ((value) => void form.setFieldValue(props.name, value))}
      onBlur={onBlur ?? (() => void form.setFieldTouched(props.name, true))}
    />
  );
}

export function FormTextArea(props: Bound<TextAreaProps>) {
  return <TextArea {...useBound(props)} />;
}

export function FormSelect(props: Bound<SelectProps>) {
  return <Select {...useBound(props)} />;
}

/** A checkbox bound to a boolean field by name; its error (e.g. terms not accepted) shows under it. */
export function FormCheckbox({ name, ...props }: Omit<Bound<CheckboxProps>, 'checked'>) {
  const form = useFormikContext();
  return <Checkbox {...props} {...form.getFieldProps({ name, type: 'checkbox' })} error={fieldError(form, name)} />;
}

/** A time zone select bound by name; the value is the IANA name. */
export function FormTimeZoneSelect(props: Bound<TimeZoneSelectProps>) {
  const bound = useBound(props);
  return <TimeZoneSelect {...bound} value={String(bound.value ?? '')} />;
}

/** A TagPicker bound to a string-list field; picking marks the field touched. */
export function FormTagPicker({ name, ...props }: Omit<Bound<TagPickerProps>, 'onChange' | 'onBlur'>) {
  const form = useFormikContext();
  return (
    <TagPicker
      {...props}
      value={form.getFieldProps<string[]>(name).value}
      onChange={(next) => {
        void form.setFieldValue(name, next);
        void form.setFieldTouched(name, true, false);
      }}
      onBlur={() => void form.setFieldTouched(name, true)}
      error={fieldError(form, name)}
    />
  );
}
