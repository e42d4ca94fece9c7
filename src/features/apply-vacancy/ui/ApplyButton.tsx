import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useApplyToVacancyMutation } from '@/entities/vacancy';
import { selectIsLoggedIn } from '@/shared/auth';
import { REDIRECT_DELAY_MS } from '@/shared/config';
import { vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { useDelayedNavigate, useLoginHref } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { Button, type ButtonSize } from '@/shared/ui';
import { applyErrorMessage } from '../model/applyError';

export interface ApplyButtonProps {
  vacancyId: string;
  /** For the accessible name: "Apply to {title}". */
  title: string;
  /** The viewer has applied already: shows a disabled "Applied". */
  applied?: boolean;
  size?: ButtonSize;
  className?: string;
}

/**
 * Apply to a vacancy (docs/reference.md#api PUT /vacancy/apply): 'Applied to Vacancy', then
 * /vacancies-applied after 1 s; a refusal shows the server's reason or
 * 'Applying failed'. Visitors go to /login (see docs/reference.md#roles).
 */
export function ApplyButton({ vacancyId, title, applied = false, size = 'md', className }: ApplyButtonProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const loginAndBack = useLoginHref();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [apply, { isLoading }] = useApplyToVacancyMutation();

  if (loggedIn && applied) {
    return (
      <Button size={size} variant="secondary" disabled className={className}>
        <span aria-hidden="true">✓</span> {t('vacancies.apply.applied')}
      </Button>
    );
  }

  const onClick = async () => {
    if (!loggedIn) {
      void navigate(loginAndBack);
      return;
    }
    try {
      await apply(vacancyId).unwrap();
      notify(t('vacancies.apply.success'), 'success');
      navigateLater(paths.vacanciesApplied, REDIRECT_DELAY_MS.apply);
    } catch (error) {
      const message = applyErrorMessage(error as Parameters<typeof applyErrorMessage>[0]);
      if (message) notify(message, 'error');
    }
  };

  return (
    <Button size={size} loading={isLoading} className={className} aria-label={t('vacancies.apply.label', { title })} onClick={() => void onClick()}>
      {t('vacancies.apply.button')}
    </Button>
  );
}
