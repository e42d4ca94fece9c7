import { signupSchema } from './auth';
import { econsultationMsg, econsultationSettingsSchema, rateNumber } from './econsultation';
import { normalizeDigits, normalizeNumberText, normalizePhone, parseNumber } from './text';

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

  it('reads a number typed in any digit set, the Arabic decimal separator when decimals are allowed', () => {
    expect(parseNumber('48')).toBe(48);
    expect(parseNumber('٤٨')).toBe(48);
    expect(parseNumber('۴۸')).toBe(48);
    expect(parseNumber(' ٤8 ')).toBe(48);
    expect(parseNumber('٠')).toBe(0);
    expect(parseNumber('٤٫٥', { decimal: true })).toBe(4.5);
    expect(parseNumber('4.5', { decimal: true })).toBe(4.5);
    expect(parseNumber('٤٫٥')).toBeNull();
    expect(normalizeNumberText('$٤٢٫٥')).toBe('$42.5');
  });

  it('never reads what is not a number as 0 or as a number JavaScript happens to accept', () => {
    for (const text of ['', '   ', 'abc', '٤٨ساعة', '0x10', '1e3', 'Infinity', '4.', '.5', '4,5', '١٢-']) {
      expect(parseNumber(text, { decimal: true })).toBeNull();
    }
  });

  it('refuses scheduling numbers that cannot be read with the field message instead of storing 0', async () => {
    const base = { availability: [{ day: 'Monday', from: '09:30 AM', to: '06:00 PM' }], timezone: 'UTC', hourlyRate: '$٤٢٫٥', WelcomeMessage: 'Hi' };
    await expect(econsultationSettingsSchema.validate({ ...base, cancellationNoticeHours: '٤٨' })).resolves.toMatchObject({ cancellationNoticeHours: 48, hourlyRate: '$42.5' });
    for (const cancellationNoticeHours of ['', 'abc', null, '0x10', '٤٫٥', true]) {
      await expect(econsultationSettingsSchema.validate({ ...base, cancellationNoticeHours })).rejects.toThrow(econsultationMsg.invalidCancellationNotice);
    }
    await expect(econsultationSettingsSchema.validate({ ...base, minNoticeHours: 'twelve' })).rejects.toThrow(econsultationMsg.invalidMinNotice);
    await expect(econsultationSettingsSchema.validate(base)).resolves.toMatchObject({ cancellationNoticeHours: 24 });
  });
});
