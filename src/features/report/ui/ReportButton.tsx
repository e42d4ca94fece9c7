import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { ReportKind } from '@contracts/operator';
import { selectIsLoggedIn } from '@/shared/auth';
import { loadMessages } from '@/shared/i18n';
import { useLoginHref } from '@/shared/lib/router';
import { Button } from '@/shared/ui';
import styles from './Report.module.css';

// A public page carries only this button: the dialog, its words (in the page's language) and its API call load on the first press.
const ReportDialog = lazy(async () => {
  const { ReportDialog: Dialog } = await import(/* webpackChunkName: "report-dialog" */ './ReportDialog');
  await loadMessages();
  return { default: Dialog };
});

export interface ReportButtonProps {
  kind: ReportKind;
  /** The freelancer profile's, vacancy's or company page's id. */
  id: string;
  /** "Report this vacancy", in the page's own words. */
  label: string;
  /** Whether the signed-in member owns the item; undefined while not known yet (nothing shows). */
  mine: boolean | undefined;
}

/** "Report this …": a dialog for a signed-in member who does not own the item; a visitor's leads to /login and back. */
export function ReportButton({ kind, id, label, mine }: ReportButtonProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const loginAndBack = useLoginHref();
  const [open, setOpen] = useState(false);
  if (!loggedIn) {
    return (
      <Link className={styles.report} to={loginAndBack}>
        {label}
      </Link>
    );
  }
  if (mine !== false) return null;
  return (
    <>
      <Button size="sm" variant="link" className={styles.report} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} id={id} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
