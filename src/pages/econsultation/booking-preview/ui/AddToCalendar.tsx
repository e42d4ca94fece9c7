import { useState } from 'react';
import { API_PREFIX } from '@contracts/api';
import { googleCalendarUrl, outlookCalendarUrl, type BookingWithMeeting, type CalendarEvent } from '@/entities/booking';
import { fetchMemberFile, saveBlob } from '@/shared/lib/download';
import { econsultationT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui';
import styles from './BookingPreviewPage.module.css';

/** The booking as an event of the viewer's calendar: named after the other party, with its reference, page and meeting link. */
function calendarEvent(booking: BookingWithMeeting): CalendarEvent {
  const { user } = booking.freelancer;
  const name = booking.viewerRole === 'booker' ? `${user.firstName} ${user.lastName}`.trim() : booking.clientInformation.name;
  const conference = booking.meeting?.conference;
  return {
    title: t('econsultation.preview.calendarTitle', { name }),
    details: [t('econsultation.preview.reference', { reference: booking.reference }), window.location.href, conference?.link ?? ''].filter(Boolean).join('\n'),
    location: conference?.link || conference?.platform || '',
    startsAt: booking.bookingDetails.startsAt,
    endsAt: booking.bookingDetails.endsAt,
  };
}

/**
 * The booking for the viewer's calendar: its .ics (GET /econsultancybooking/{id}/calendar.ics, sent with the session
 * token), or Google Calendar's and Outlook's new-event pages filled in, in a new tab.
 */
export function AddToCalendar({ booking }: { booking: BookingWithMeeting }) {
  const bookingId = booking.id;
  const event = calendarEvent(booking);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchMemberFile(`${API_PREFIX}/econsultancybooking/${encodeURIComponent(bookingId)}/calendar.ics`);
      if (!file?.type.includes('text/calendar')) throw new Error('not a calendar file');
      saveBlob(file.blob, 'e-consultation.ics');
    } catch {
      notify(t('econsultation.preview.calendarFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" size="md" loading={busy} onClick={() => void download()}>
        {t('econsultation.preview.addToCalendar')}
      </Button>
      <a className={styles.calendarLink} href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        {t('econsultation.preview.googleCalendar')}
      </a>
      <a className={styles.calendarLink} href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        {t('econsultation.preview.outlookCalendar')}
      </a>
    </>
  );
}
