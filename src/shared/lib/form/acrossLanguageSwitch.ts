import { useEffect, useRef, useState } from 'react';
import { useFormikContext, type FormikValues } from 'formik';
import { currentLocale } from '@contracts/locale';

/**
 * What was typed survives a language switch. The switch is a new page load
 * (the server renders the other language from the first byte), so as a page
 * goes (pagehide) the forms that differ from their start leave their values in
 * session storage, with the page's path and language; the same path opened in
 * the other language fills them again. A reload in the same language starts
 * afresh.
 */
const STORAGE_KEY = 'khibra.typedForms';

/** Never kept: passwords, and the robot check's one-use proof (the new page asks again). */
const NOT_KEPT = /password|robot/i;

interface Kept {
  path: string;
  locale: string;
  forms: Record<string, unknown>;
}

/** The forms on the page now, by id: what to keep of each (undefined when nothing was typed). */
const onPage = new Map<string, () => unknown>();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The values without secrets and without what JSON cannot carry (files, blobs). */
function keepable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keepable).filter((item) => item !== undefined);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !NOT_KEPT.test(key))
        .map(([key, item]) => [key, keepable(item)] as const)
        .filter(([, item]) => item !== undefined),
    );
  }
  return typeof value === 'object' && value !== null ? undefined : value;
}

/** The kept values over the form's own (secrets and files stay the form's). */
function merged(values: unknown, kept: unknown): unknown {
  if (!isPlainObject(values) || !isPlainObject(kept)) return kept;
  const next: Record<string, unknown> = { ...values };
  for (const [key, item] of Object.entries(kept)) next[key] = merged(values[key], item);
  return next;
}

function read(): Kept | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Kept | null;
    return kept && typeof kept.path === 'string' && isPlainObject(kept.forms) ? kept : null;
  } catch {
    return null;
  }
}

function keepTypedForms(): void {
  const forms: Record<string, unknown> = {};
  for (const [id, keep] of onPage) {
    const values = keep();
    if (values !== undefined) forms[id] = values;
  }
  try {
    if (Object.keys(forms).length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ path: window.location.pathname, locale: currentLocale(), forms } satisfies Kept));
  } catch {
    // Storage full or refused: the switch then loses the typing, as it did before.
  }
}

/** The values kept for form `id` when this path was left in the other language; handed out once. */
function takeKept(id: string): unknown {
  const kept = read();
  if (!kept || kept.path !== window.location.pathname || kept.locale === currentLocale() || !(id in kept.forms)) return undefined;
  const { [id]: values, ...rest } = kept.forms;
  try {
    if (Object.keys(rest).length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...kept, forms: rest }));
  } catch {
    // Nothing to clean up then.
  }
  return values;
}

let listening = false;

/**
 * Inside a Formik form: keeps its typing across a language switch. The form is
 * known by `name`, else by its fields' names, so each form of a page (My
 * Account's two) has its own; forms of one shape repeated on a page (a reply
 * under each review) need a name each.
 */
export function useKeptAcrossLanguageSwitch(name?: string): void {
  const form = useFormikContext<FormikValues>();
  const [id] = useState(() => name ?? Object.keys(form.initialValues).sort().join(','));
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  });
  useEffect(() => {
    if (!listening) {
      window.addEventListener('pagehide', keepTypedForms);
      listening = true;
    }
    onPage.set(id, () => (latest.current.dirty ? keepable(latest.current.values) : undefined));
    const kept = takeKept(id);
    if (kept !== undefined) void latest.current.setValues(merged(latest.current.values, kept) as FormikValues, false);
    return () => {
      onPage.delete(id);
    };
  }, [id]);
}
