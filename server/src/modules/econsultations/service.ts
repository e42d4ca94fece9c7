import type { Locale } from '@contracts/locale';
import type {
  Booking,
  BookingsList,
  BookingWithMeeting,
  EConsultancyInfo,
  EConsultationSaveResponse,
  RescheduleDecision,
  SlotsAnswer,
} from '@contracts/econsultation/types';
import type { UserRow } from '../users/repository';
import { BookingService } from './booking';
import { ChangesService } from './changes';
import type { EConsultationsDeps } from './context';
import { BookingParties } from './parties';
import { Reminders } from './reminders';
import type { EConsultationsRepository } from './repository';
import { SlotsService } from './slots';

export type { EConsultationsDeps } from './context';

/**
 * E-consultation settings (saved through POST /freelancer) and bookings: the one entry point of routes and other
 * modules. Each capability is its own part (slots, booking, changes, reminders), all on the same dependencies.
 */
export class EConsultationsService {
  readonly repository: EConsultationsRepository;
  private readonly availability: SlotsService;
  private readonly bookings: BookingService;
  private readonly changes: ChangesService;
  private readonly reminders: Reminders;

  constructor(deps: EConsultationsDeps) {
    const parties = new BookingParties(deps);
    this.availability = new SlotsService(deps);
    this.reminders = new Reminders(deps, { parties });
    const parts = { parties, slots: this.availability, reminders: this.reminders };
    this.bookings = new BookingService(deps, parts);
    this.changes = new ChangesService(deps, parts);
    this.repository = parties.repository;
  }

  saveSettings(user: UserRow, fields: Record<string, unknown>): Promise<EConsultationSaveResponse> {
    return this.availability.saveSettings(user, fields);
  }

  info(viewer: UserRow, freelancerId: string): Promise<EConsultancyInfo> {
    return this.availability.info(viewer, freelancerId);
  }

  ownInfo(user: UserRow): Promise<EConsultancyInfo> {
    return this.availability.ownInfo(user);
  }

  slots(freelancerId: string, query: Record<string, unknown>): Promise<SlotsAnswer> {
    return this.availability.slots(freelancerId, query);
  }

  book(user: UserRow, body: unknown, proof: string | undefined): Promise<Booking> {
    return this.bookings.book(user, body, proof);
  }

  list(user: UserRow, query: { show?: unknown; q?: unknown; page?: unknown }): Promise<BookingsList> {
    return this.bookings.list(user, query);
  }

  one(user: UserRow, id: string): Promise<BookingWithMeeting> {
    return this.bookings.one(user, id);
  }

  calendar(user: UserRow, id: string, locale: Locale): Promise<string> {
    return this.bookings.calendar(user, id, locale);
  }

  cancel(user: UserRow, id: string, body: unknown): Promise<Booking> {
    return this.changes.cancel(user, id, body);
  }

  reschedule(user: UserRow, id: string, body: unknown): Promise<Booking> {
    return this.changes.reschedule(user, id, body);
  }

  respond(user: UserRow, id: string, decision: RescheduleDecision): Promise<Booking> {
    return this.changes.respond(user, id, decision);
  }

  /** The job of REMINDER_JOB (reminders.ts). */
  sendReminder(payload: unknown): Promise<void> {
    return this.reminders.sendReminder(payload);
  }
}
