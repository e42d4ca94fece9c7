import { signupSchema } from './auth';
import { econsultationSettingsSchema, rateNumber } from './econsultation';
import { normalizeDigits, normalizePhone } from './text';

describe('digits typed in Arabic (issue 13)', () => {
  it('reads Arabic-Indic and Persian digits as 0-9', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeDigits('غرفة ٤ – room 5')).toBe('غرفة 4 – room 5');
  });

  it('keeps a phone number as + and digits, whatever separators were typed', () => {
    expect(normalizePhone('+٩٧١ ٥٠-١٢٣ ٤٥٦٧')).toBe('+971501234567');
    expect(normalizePhone('(050) 123.4567')).toBe('0501234567');
    expect(normalizePhone('+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('+989123456789');
    expect(normalizePhone('+971 abc')).toBe('+971abc');
  });

  it('validates and casts the sign-up phone to its normalised form; letters are still refused', async () => {
    const base = { firstName: 'Salma', lastName: 'Harthi', email: 'salma@example.com', country: 'Oman', city: 'Muscat', password: 'secret-pass', cnfpassword: 'secret-pass', Iam: [] };
    await expect(signupSchema.validate({ ...base, phone: '+٩٦٨ ٩١٢٣-٤٥٦٧' })).resolves.toMatchObject({ phone: '+96891234567' });
    await expect(signupSchema.validate({ ...base, phone: '+968 abc 4567' })).rejects.toThrow('Phone should contain only digits');
  });

  it('reads an hourly rate and scheduling numbers typed in Arabic digits', async () => {
    expect(rateNumber('$٤٠')).toBe(40);
    const cast = econsultationSettingsSchema.cast({ hourlyRate: '$٤٥', minNoticeHours: '١٢', horizonDays: '٣٠', cancellationNoticeHours: '٢٤', bufferMinutes: '١٥' }, { assert: false }) as Record<string, unknown>;
    expect(cast).toMatchObject({ hourlyRate: '$45', minNoticeHours: 12, horizonDays: 30, cancellationNoticeHours: 24, bufferMinutes: 15 });
  });
});
