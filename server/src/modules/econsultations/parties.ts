import type { EConsultationSettings } from '@contracts/econsultation/types';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { SCHEDULING_DEFAULTS } from '@contracts/econsultation/schema';
import { forbidden, notFound } from '../../http/errors';
import type { UserRow } from '../users/repository';
import type { BookingMailContext } from './emails';
import type { BookingRecord } from './repository';
import { toSettings } from './settings';
import { isUuid } from '../../http/uuid';
import { EConsultationsPart } from './context';

/** The two parties of a booking: who may act on it, and what the e-mails about it are made of. */
export class BookingParties extends EConsultationsPart {
  /** A booking that the caller is a party of (404 unknown, 403 anyone else). */
  async partyBooking(user: UserRow, id: string): Promise<BookingRecord> {
    const record = isUuid(id) ? await this.repository.findBooking(id) : undefined;
    if (!record) throw notFound(econsultationMsg.bookingNotFound);
    if (record.booking.bookedBy !== user.id && record.freelancer.userId !== user.id) throw forbidden(econsultationMsg.notAllowed);
    return record;
  }

  /**
   * What the booking e-mails and calendar files are made of. Each party's
   * mail is in that party's account language; `readerLanguage` overrides
   * both (the .ics download is in its reader's language).
   * Without settings (the freelancer stopped e-consultations) no join details are added.
   */
  async mailContext(record: BookingRecord, readerLanguage?: string, settings?: EConsultationSettings): Promise<BookingMailContext> {
    const { booking, freelancer, user } = record;
    const client = await this.users.findById(booking.bookedBy);
    const freelancerAccount = await this.users.findById(freelancer.userId);
    const settingsRow = settings ? undefined : await this.repository.findSettings(freelancer.id);
    return {
      booking,
      settings: settings ?? (settingsRow ? toSettings(settingsRow) : ({ ...SCHEDULING_DEFAULTS, sendConferenceInfo: false, sendPaymentInfo: false } as EConsultationSettings)),
      freelancer: { userId: freelancer.userId, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, companyName: freelancer.companyName, language: readerLanguage ?? freelancerAccount?.language ?? 'en' },
      client: { userId: booking.bookedBy, firstName: client?.firstName ?? booking.clientName, email: client?.email ?? booking.clientEmail, language: readerLanguage ?? client?.language ?? 'en' },
      publicUrl: this.deps.config.publicUrl,
    };
  }
}
