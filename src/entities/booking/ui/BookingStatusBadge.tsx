import type { BookingStatus } from '@contracts/econsultation/types';
import { econsultationT as t } from '@/shared/i18n';
import { Badge, type BadgeTone } from '@/shared/ui';

const TONE: Record<BookingStatus, BadgeTone> = { confirmed: 'info', cancelled: 'danger', completed: 'neutral' };

/** Confirmed, Cancelled or Completed. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge tone={TONE[status]} data-status={status}>
      {t(`econsultation.status.${status}`)}
    </Badge>
  );
}
