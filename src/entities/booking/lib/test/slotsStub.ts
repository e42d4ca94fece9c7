import { bookableSlots, nextBookable } from '@contracts/econsultation/availability';
import type { EConsultancyInfo, SlotsAnswer } from '@contracts/econsultation/types';
import { addDays, todayIn } from '@contracts/econsultation/zoned-time';
import type { StubRoute } from '@/shared/lib/test';

/** GET /unauth/freelancer/{id}/slots answered for tests by the rules the server books by (contracts/econsultation/availability). */
export const slotsRoute =
  (info: EConsultancyInfo): StubRoute =>
  ({ url }) => {
    const settings = info.settings!;
    const booked = info.booked.map((b) => ({ startsAt: new Date(b.start), endsAt: new Date(b.end) }));
    const length = Number(url.searchParams.get('length'));
    const tz = url.searchParams.get('tz')!;
    const range = { from: url.searchParams.get('from')!, to: url.searchParams.get('to')!, length, timeZone: tz };
    const data: SlotsAnswer = {
      freelancerTimezone: settings.timezone,
      timezone: tz,
      length,
      lengths: settings.sessionLengths,
      lastDate: addDays(todayIn(settings.timezone), settings.horizonDays),
      slots: bookableSlots(settings, booked, range, new Date()),
      next: nextBookable(settings, booked, length, tz, new Date()),
    };
    return { body: { data } };
  };
