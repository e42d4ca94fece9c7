import { useState } from 'react';
import { freelancersT as t } from '@/shared/i18n';
import { Button, Modal } from '@/shared/ui';
import { ReviewPanel, type ReviewPanelProps } from './ReviewPanel';

/** A hire's reviews from a list (applicants, applied vacancies): the review panel in a dialog, under the dialog's one heading. */
export function ReviewButton(props: ReviewPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('freelancers.review.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('freelancers.review.dialogTitle', { name: props.otherName })}>
        {open && <ReviewPanel {...props} titled={false} />}
      </Modal>
    </>
  );
}
