import { useState } from 'react';
import { API_PREFIX } from '@contracts/api';
import { readToken } from '@/shared/auth';
import { econsultationT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui';

/** Saves the booking's .ics (GET /econsultancybooking/{id}/calendar.ics, sent with the session token). */
export function AddToCalendar({ bookingId }: { bookingId: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const token = readToken();
      const response = await fetch(`${window.location.origin}${API_PREFIX}/econsultancybooking/${encodeURIComponent(bookingId)}/calendar.ics`, {
        headers: token ? { Authorization: token } : {},
      });
      if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/calendar')) throw new Error('not a calendar file');
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'e-consultation.ics';
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      notify(t('econsultation.preview.calendarFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="md" loading={busy} onClick={() => void download()}>
      {t('econsultation.preview.addToCalendar')}
    </Button>
  );
}
