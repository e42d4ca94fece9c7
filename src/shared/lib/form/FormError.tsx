import { useFormikContext } from 'formik';
import { localizeRule } from '@/shared/i18n';
import { Alert } from '@/shared/ui';
import type { ServerFormStatus } from './serverError';

/** The server's refusal shown at the top of a form (set by showServerError), in the page's language; nothing otherwise. */
export function FormError() {
  const { status } = useFormikContext();
  const message = (status as ServerFormStatus | undefined)?.error;
  if (!message) return null;
  return <Alert tone="danger">{localizeRule(message)}</Alert>;
}
