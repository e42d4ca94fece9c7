/** Messages used by the design system in shared/ui. */
export const ui = {
  'ui.field.required': 'required',
  'ui.textarea.counter': '{count}/{max}',
  'ui.textarea.counterLabel': '{count} of {max} characters used',
  'ui.modal.close': 'Close',
  'ui.confirm.question': 'Are you sure you want to {action}?',
  'ui.confirm.yes': 'Yes',
  'ui.confirm.no': 'No',
  'ui.pager.label': 'Pages',
  'ui.pager.previous': 'Previous',
  'ui.pager.next': 'Next',
  'ui.pager.page': 'Page {n}',
} as const;
