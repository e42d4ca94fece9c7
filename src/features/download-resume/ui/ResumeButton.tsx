import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import type { Freelancer } from '@/entities/freelancer';
import { freelancerName } from '@/entities/freelancer';
import { selectIsLoggedIn } from '@/shared/auth';
import { freelancersT as t } from '@/shared/i18n';
import { useLoginHref } from '@/shared/lib/router';
import { Button, type ButtonProps } from '@/shared/ui';
import { downloadResume } from '../model/downloadResume';

export interface ResumeButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className' | 'fullWidth'> {
  freelancer: Pick<Freelancer, 'user' | 'resume'>;
}

/** The card's Resume button: downloads for members, goes to /login for visitors (see docs/reference.md#roles). */
export function ResumeButton({ freelancer, variant = 'outline', ...rest }: ResumeButtonProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const loginAndBack = useLoginHref();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!loggedIn) {
      void navigate(loginAndBack);
      return;
    }
    setBusy(true);
    try {
      await downloadResume(freelancer);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      loading={busy}
      aria-label={t('freelancers.resume.downloadLabel', { name: freelancerName(freelancer) })}
      onClick={() => void onClick()}
      {...rest}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />
      </svg>
      {t('freelancers.card.resume')}
    </Button>
  );
}
