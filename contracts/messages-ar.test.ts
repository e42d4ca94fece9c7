import { FIELD_LABELS } from './auth';
import { dateMsg } from './dates';
import { econsultationMsg } from './econsultation';
import { EXPERIENCE_TITLES, freelancerMsg } from './freelancer';
import { msg } from './messages';
import { localizeMessage } from './messages-ar';
import { notInList, unknownSkill } from './reference';
import { VACANCY_FIELD_NAMES, vacancyMsg } from './vacancy';

/** Every message of the shared rules, produced with sample arguments (every field name the rules use, 1 and several). */
function everyMessage(): string[] {
  const names = [...Object.values(FIELD_LABELS), ...Object.values(VACANCY_FIELD_NAMES), ...Object.values(EXPERIENCE_TITLES)];
  const out: string[] = [unknownSkill, ...names.map((name) => notInList(name))];
  for (const table of [msg, vacancyMsg, freelancerMsg, econsultationMsg, dateMsg] as Record<string, unknown>[]) {
    for (const value of Object.values(table)) {
      if (typeof value === 'string') out.push(value);
      else if (typeof value === 'function') {
        const make = value as (a: unknown, b?: unknown) => string;
        if (make.length >= 2) for (const name of names) out.push(make(name, 3));
        else for (const arg of [...names, 1, 24]) out.push(make(arg));
      }
    }
  }
  return [...new Set(out)];
}

describe('the Arabic of the rules (issue 13)', () => {
  it('has every message of the shared rules in Arabic, field names included', () => {
    const untranslated = everyMessage().filter((message) => {
      const arabic = localizeMessage(message, 'ar');
      // No English word left: every letter run is Arabic (a few Latin names like PDF, JPEG, https:// are meant).
      const latin = arabic.replace(/https:\/\/|PDF|JPEG|PNG|WebP|NUL|JSON|fav|true|false|en|ar/g, '').match(/[A-Za-z]{2,}/);
      return arabic === message || latin !== null;
    });
    expect(untranslated).toEqual([]);
  });

  it('fills the varying parts and leaves English (and unknown messages) as they are', () => {
    expect(localizeMessage(msg.required('First Name'), 'ar')).toBe('يُرجى إدخال الحقل المطلوب: الاسم الأول');
    expect(localizeMessage(msg.maxLength('City', 60), 'ar')).toBe('يجب ألا يزيد طول «المدينة» على 60 حرفًا');
    expect(localizeMessage(econsultationMsg.tooFarAhead(60), 'ar')).toBe('يمكن الحجز قبل 60 يومًا على الأكثر. يُرجى اختيار تاريخ أقرب.');
    expect(localizeMessage(msg.required('First Name'), 'en')).toBe('Please enter the required field First Name');
    expect(localizeMessage('Something nobody wrote', 'ar')).toBe('Something nobody wrote');
  });
});
