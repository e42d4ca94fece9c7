import { contactSchema, signupSchema } from './auth';
import { rateNumber } from './econsultation/fees';
import { econsultationMsg } from './econsultation/messages';
import { bookingSchema, econsultationSettingsSchema } from './econsultation/schema';
import { freelancerProfileSchema } from './freelancer-schema';
import { langOf, normalizeDigits, normalizeNumberText, normalizePhone, oneLine, parseNumber, withoutBidiControls } from './text';
import { vacancySchema } from './vacancy-schema';

describe('digits typed in Arabic', () => {
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

describe('one-line fields without bidirectional controls or line breaks', () => {
  const RLO = '\u202E';
  const controls = ['\u200E', '\u200F', '\u061C', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

  it('takes out every bidirectional control and makes each line break one space', () => {
    for (const control of controls) expect(oneLine(`Lay${control}la`)).toBe('Layla');
    expect(oneLine(`${RLO} Trainer\r\n  wanted\u2028now\n`)).toBe('Trainer wanted now');
    expect(oneLine('ليلى \u200Fحداد')).toBe('ليلى حداد');
    expect(withoutBidiControls(`line one${RLO}\nline two`)).toBe('line one\nline two');
  });

  it('leaves ordinary text of either edition as it is', () => {
    for (const text of ['Layla Haddad', 'خبرة — مدرّب قيادة', 'ISO 9001 lead auditor, Dubai', 'C++ & C#']) expect(oneLine(text)).toBe(text);
  });

  it('is applied by the shared schemas, so the client and the server store the same text', async () => {
    const base = { firstName: `Sal${RLO}ma`, lastName: 'Harthi\nEvil', email: 'salma@example.com', phone: '+968\u200F91234567', country: 'Oman', city: `Mus${RLO}cat`, password: 'secret-pass', cnfpassword: 'secret-pass', Iam: [] };
    await expect(signupSchema.validate(base)).resolves.toMatchObject({ firstName: 'Salma', lastName: 'Harthi Evil', city: 'Muscat', phone: '+96891234567' });
    // Only invisible characters is no name at all.
    await expect(signupSchema.validate({ ...base, firstName: `${RLO}\u2066\n` })).rejects.toThrow('Please enter the required field First Name');
    await expect(contactSchema.validate({ name: `Omar${RLO}`, email: 'o@example.com', subject: 'Hi\nthere', inquiry: `First line${RLO}\nSecond line` })).resolves.toEqual({
      name: 'Omar',
      email: 'o@example.com',
      subject: 'Hi there',
      inquiry: 'First line\nSecond line',
    });
    const settings = econsultationSettingsSchema.cast({ ConferencePlatform: `Zoom${RLO}\n`, WelcomeMessage: `Hello${RLO}\nthere` }, { assert: false }) as Record<string, unknown>;
    expect(settings).toMatchObject({ ConferencePlatform: 'Zoom', WelcomeMessage: 'Hello\nthere' });
    const booking = bookingSchema('2026-01-01').cast({ clientInformation: { name: `Ali${RLO}`, organization: 'Org\nName', requirements: `Need${RLO}\nhelp` } }, { assert: false }) as { clientInformation: Record<string, unknown> };
    expect(booking.clientInformation).toMatchObject({ name: 'Ali', organization: 'Org Name', requirements: 'Need\nhelp' });
    const profile = freelancerProfileSchema.cast({ profileHeader: `Coach${RLO}\n`, companyName: 'A\nB', legalName: `X${RLO}Y`, profileSummary: `One${RLO}\nTwo`, experience: { residencyVisa: `Yes${RLO}` } }, { assert: false }) as Record<string, unknown>;
    expect(profile).toMatchObject({ profileHeader: 'Coach', companyName: 'A B', legalName: 'XY', profileSummary: 'One\nTwo', experience: { residencyVisa: 'Yes' } });
    const vacancy = vacancySchema('create').cast({ title: `Trainer${RLO}\nwanted`, requirements: `First${RLO}\nSecond`, location: { city: `Ri${RLO}yadh` } }, { assert: false }) as { title: string; requirements: string; location: { city: string } };
    expect(vacancy).toMatchObject({ title: 'Trainer wanted', requirements: 'First\nSecond', location: { city: 'Riyadh' } });
  });
});

describe('the language of a member\'s text, told by its script', () => {
  it('is English for Latin letters and Arabic for Arabic ones, Persian and Urdu letters and diacritics included', () => {
    expect(langOf('Leadership coach with 12 years in Muscat')).toBe('en');
    expect(langOf('مدربة قيادة في مسقط')).toBe('ar');
    expect(langOf('مُدَرِّبَةٌ')).toBe('ar');
    expect(langOf('نادیة کریمی')).toBe('ar');
  });

  it('follows most of the letters in mixed text, the first letter on a tie', () => {
    expect(langOf('خبرة في Excel و Power BI لدى الشركات')).toBe('ar');
    expect(langOf('Senior trainer (مدرب أول) for SAP and Oracle')).toBe('en');
    expect(langOf('ab جد')).toBe('en');
    expect(langOf('جد ab')).toBe('ar');
  });

  it('says nothing for text without letters: digits of either set, punctuation, Arabic punctuation', () => {
    expect(langOf('')).toBeUndefined();
    expect(langOf('2026 – 10+')).toBeUndefined();
    expect(langOf('٢٠٢٦ ، ؟')).toBeUndefined();
  });
});
