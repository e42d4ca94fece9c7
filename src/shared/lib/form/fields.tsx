import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { normalizeNumberText } from '@contracts/text';
import { Select, TagPicker, TextArea, TextField, type SelectProps, type TagPickerProps, type TextAreaProps, type TextFieldProps } from '@/shared/ui';
import { fieldError } from './fieldError';
import { fieldProps } from './fieldProps';

/** A control's props without what the binding fills in from Formik. */
type Bound<Props> = Omit<Props, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string };

/**
 * Text, area and select fields bound to the surrounding Formik form by name
 * (label, value, change, blur, the error after touch or submit, aria-invalid
 * and aria-describedby through the shared/ui control):
 * `<FormTextField name="location.city" label={t('…')} required />`.
 */
export function FormTextField(props: Bound<TextFieldProps>) {
  const form = useFormikContext();
  return <TextField {...props} {...fieldProps(form, props.name)} />;
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
  const form = useFormikContext();
  const bound = fieldProps(form, props.name);
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

export function FormTextArea(props: Bound<TextAreaProps>) {
  const form = useFormikContext();
  return <TextArea {...props} {...fieldProps(form, props.name)} />;
}

export function FormSelect(props: Bound<SelectProps>) {
  const form = useFormikContext();
  const { onChange, ...bound } = fieldProps(form, props.name);
  return <Select {...props} {...bound} onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event)} />;
}

/** A TagPicker bound to a string-list field; picking marks the field touched. */
export function FormTagPicker({ name, ...props }: Bound<TagPickerProps>) {
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
