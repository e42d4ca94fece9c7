import type { ValidationError } from 'yup';
import { FIELD_LABELS, accountSchema, signupSchema } from './auth';
import { dateMsg } from './dates';
import { econsultationMsg } from './econsultation/messages';
import { bookingSchema, econsultationSettingsSchema } from './econsultation/schema';
import { EXPERIENCE_TITLES, freelancerMsg } from './freelancer';
import { freelancerProfileSchema } from './freelancer-schema';
import { msg } from './messages';
import { localizeMessage } from './messages-ar';
import { notInList, unknownSkill } from './reference';
import { VACANCY_FIELD_NAMES, vacancyMsg } from './vacancy';
import { applicationMsg } from './application';
import { companyMsg } from './company';
import { reviewMsg } from './review';
import { conversationMsg } from './conversation';
import { notificationMsg } from './notifications';
import { alertMsg } from './alerts';
import { CODE_LABEL, twoFactorMsg } from './two-factor';
import { passkeyMsg } from './passkeys';
import { consoleMsg, operatorMsg } from './operator';
import { accountsMsg } from './operator-accounts';
import { queueMsg } from './queue';

/** Every message of the shared rules, produced with sample arguments (every field name the rules use, 1 and several). */
function everyMessage(): string[] {
  const names = [...Object.values(FIELD_LABELS), ...Object.values(VACANCY_FIELD_NAMES), ...Object.values(EXPERIENCE_TITLES)];
  const out: string[] = [unknownSkill, msg.required(CODE_LABEL), ...names.map((name) => notInList(name))];
  for (const table of [msg, vacancyMsg, freelancerMsg, econsultationMsg, dateMsg, applicationMsg, companyMsg, reviewMsg, conversationMsg, notificationMsg, alertMsg, twoFactorMsg, passkeyMsg, operatorMsg, consoleMsg, accountsMsg, queueMsg] as Record<string, unknown>[]) {
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

describe('the Arabic of the rules', () => {
  it('has every message of the shared rules in Arabic, field names included', () => {
    const untranslated = everyMessage().filter((message) => {
      const arabic = localizeMessage(message, 'ar');
      // No English word left: every letter run is Arabic (a few Latin names like PDF, JPEG, DNS, https://example.com are meant).
      const latin = arabic.replace(/https:\/\/(example\.com)?|com\.sa|DNS|TXT|PDF|JPEG|PNG|WebP|NUL|JSON|fav|true|false|en|ar/g, '').match(/[A-Za-z]{2,}/);
      return arabic === message || latin !== null;
    });
    expect(untranslated).toEqual([]);
  });

  it('fills the varying parts and leaves English (and unknown messages) as they are', () => {
    expect(localizeMessage(msg.required('First Name'), 'ar')).toBe('يُرجى إدخال الحقل المطلوب: الاسم الأول');
    expect(localizeMessage(msg.maxLength('City', 60), 'ar')).toBe('يجب ألا يزيد طول «المدينة» على 60 حرفًا');
    expect(localizeMessage(econsultationMsg.tooFarAhead(60), 'ar')).toBe('يمكن الحجز قبل 60 يومًا على الأكثر. يُرجى اختيار تاريخ أقرب.');
    expect(localizeMessage(msg.maxLength('New password', 128), 'ar')).toBe('يجب ألا يزيد طول «كلمة المرور الجديدة» على 128 حرفًا');
    expect(localizeMessage(msg.required('First Name'), 'en')).toBe('Please enter the required field First Name');
    expect(localizeMessage('Something nobody wrote', 'ar')).toBe('Something nobody wrote');
    // The server's own shape and filter checks (server/src/http/validate.ts, modules/*/input.ts)
    expect(localizeMessage('The field Iam must be a list.', 'ar')).toBe('يجب أن يكون الحقل Iam قائمة.');
    expect(localizeMessage('The title filter is too long.', 'ar')).toBe('عامل التصفية title طويل جدًا.');
    expect(localizeMessage('The skills filter is too long.', 'ar')).toBe('عامل تصفية المهارات طويل جدًا.');
  });

  it("never answers with yup's built-in English: a rule without its own message says one the tables translate", async () => {
    const messagesOf = async (schema: { validate: (value: unknown, options: object) => Promise<unknown> }, value: unknown) => {
      try {
        await schema.validate(value, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as ValidationError).errors;
      }
    };
    const produced = [
      ...(await messagesOf(signupSchema, { Iam: ['Admin'] })),
      ...(await messagesOf(accountSchema, { showPhonePublic: 'maybe' })),
      ...(await messagesOf(econsultationSettingsSchema, { availability: [{ day: 'Monday' }], timezone: 'UTC', hourlyRate: '$5', WelcomeMessage: 'Hi' })),
      ...(await messagesOf(bookingSchema('2026-01-01'), { clientInformation: {}, bookingDetails: {}, isAccept: true })),
      ...(await messagesOf(freelancerProfileSchema, { skills: [''], Iam: ['Admin'], experience: { secondLanguage: 'x'.repeat(500) } })),
    ];
    expect(produced.length).toBeGreaterThan(0);
    const untranslated = produced.filter((message) => localizeMessage(message, 'ar') === message);
    expect(untranslated).toEqual([]);
    expect(produced).toContain(msg.invalidValue);
    expect(produced).toContain(econsultationMsg.invalidTimeSlot);
  });

  it('writes every count in a sentence with the Arabic form of its number', () => {
    const ar = (message: string) => localizeMessage(message, 'ar');
    expect([3, 6, 800, 2, 11].map((n) => ar(msg.maxLength('City', n)))).toEqual([
      'يجب ألا يزيد طول «المدينة» على 3 أحرف',
      'يجب ألا يزيد طول «المدينة» على 6 أحرف',
      'يجب ألا يزيد طول «المدينة» على 800 حرف',
      'يجب ألا يزيد طول «المدينة» على حرفين',
      'يجب ألا يزيد طول «المدينة» على 11 حرفًا',
    ]);
    expect(ar(msg.minLength('New password', 6))).toBe('يجب ألا يقل طول «كلمة المرور الجديدة» عن 6 أحرف');
    expect([2, 5, 30].map((n) => ar(msg.forgotPasswordTooManyForAddress(n)))).toEqual([
      'طلبات كثيرة لهذا العنوان. يُرجى المحاولة مرة أخرى بعد دقيقتين.',
      'طلبات كثيرة لهذا العنوان. يُرجى المحاولة مرة أخرى بعد 5 دقائق.',
      'طلبات كثيرة لهذا العنوان. يُرجى المحاولة مرة أخرى بعد 30 دقيقة.',
    ]);
    expect([2, 3, 24].map((n) => ar(econsultationMsg.cancelTooLate(n)))).toEqual([
      'لم يعد بالإمكان إلغاء هذا الحجز: يُغلق باب الإلغاء قبل البدء بساعتين.',
      'لم يعد بالإمكان إلغاء هذا الحجز: يُغلق باب الإلغاء قبل البدء بـ3 ساعات.',
      'لم يعد بالإمكان إلغاء هذا الحجز: يُغلق باب الإلغاء قبل البدء بـ24 ساعة.',
    ]);
    expect([7, 100].map((n) => ar(econsultationMsg.tooFarAhead(n)))).toEqual([
      'يمكن الحجز قبل 7 أيام على الأكثر. يُرجى اختيار تاريخ أقرب.',
      'يمكن الحجز قبل 100 يوم على الأكثر. يُرجى اختيار تاريخ أقرب.',
    ]);
  });
});

