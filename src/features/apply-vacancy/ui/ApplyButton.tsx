import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { selectIsLoggedIn } from '@/shared/auth';
import { REDIRECT_DELAY_MS } from '@/shared/config';
import { loadMessages, vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { useDelayedNavigate, useLoginHref } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { Button, type ButtonSize } from '@/shared/ui';

// Public pages carry only the button: the proposal form (Formik, its rules) loads when a member points at it or opens it,
// with the applied vacancies' page, where it is used too (no chunk of its own in the runtime's map).
const loadDialog = () => import(/* webpackChunkName: "page-vacancies-applied" */ './ApplyDialog');
const ApplyDialog = lazy(async () => {
  const { ApplyDialog: Dialog } = await loadDialog();
  await loadMessages();
  return { default: Dialog };
});

export interface ApplyButtonProps {
  vacancyId: string;
  /** For the accessible name: "Apply to {title}". */
  title: string;
  /** The viewer has applied already: shows a disabled "Applied". */
  applied?: boolean;
  /** The member, whose proposal draft is kept while they write it. */
  userId?: string;
  /** The vacancy's hourly rate, shown beside the proposed one. */
  hourlyRate?: string;
  size?: ButtonSize;
  className?: string;
}

/**
 * Apply to a vacancy: opens the proposal (cover letter, rate, available from), sent with PUT /vacancy/apply;
 * then 'Applied to Vacancy' and /vacancies-applied after 1 s. A refusal shows the server's reason or 'Applying
 * failed' and keeps what was written. Visitors go to /login (see docs/reference.md#roles).
 */
export function ApplyButton({ vacancyId, title, applied = false, userId, hourlyRate, size = 'md', className }: ApplyButtonProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const loginAndBack = useLoginHref();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [open, setOpen] = useState(false);

  if (loggedIn && applied) {
    return (
      <Button size={size} variant="secondary" disabled className={className}>
        <span aria-hidden="true">✓</span> {t('vacancies.apply.applied')}
      </Button>
    );
  }

  const onClick = () => {
    if (loggedIn) setOpen(true);
    else void navigate(loginAndBack);
  };
  const preload = loggedIn ? () => void loadDialog() : undefined;
  const sent = () => {
    setOpen(false);
    notify(t('vacancies.apply.success'), 'success');
    navigateLater(paths.vacanciesApplied, REDIRECT_DELAY_MS.apply);
  };

  return (
    <>
      <Button size={size} className={className} aria-label={t('vacancies.apply.label', { title })} onClick={onClick} onPointerEnter={preload} onFocus={preload}>
        {t('vacancies.apply.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ApplyDialog vacancyId={vacancyId} title={title} userId={userId} hourlyRate={hourlyRate} onClose={() => setOpen(false)} onSent={sent} />
        </Suspense>
      )}
    </>
  );
}
