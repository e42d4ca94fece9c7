import { DEFAULT_MESSAGES, localizeDefaultMessages, storedDefaultMessages, withDefaultMessages } from './default-messages';
import { localizeMessage } from '../messages-ar';

describe('default messages', () => {
  it('are written for Khibra, mention direct payment after completion, and fit in 800 characters', () => {
    for (const text of Object.values(DEFAULT_MESSAGES)) {
      expect(text.length).toBeLessThanOrEqual(800);
      expect(text.length).toBeGreaterThan(50);
    }
    expect(DEFAULT_MESSAGES.WelcomeMessage).toMatch(/Khibra/);
    expect(DEFAULT_MESSAGES.WelcomeMessage).toMatch(/paid directly/);
    expect(DEFAULT_MESSAGES.PaymentMessage).toMatch(/actual hours/);
    expect(DEFAULT_MESSAGES.PaymentMessage).toMatch(/Khibra only connects/);
  });

  it('have an Arabic wording, shown to Arabic readers and stored back in English; a freelancer\'s own text stays as written', () => {
    const arabic = (english: string) => localizeMessage(english, 'ar');
    for (const text of Object.values(DEFAULT_MESSAGES)) {
      expect(arabic(text)).not.toBe(text);
      expect(arabic(text)).toMatch(/خبرة|الاجتماع/);
      expect(arabic(text).length).toBeLessThanOrEqual(800);
    }
    const stored = { WelcomeMessage: DEFAULT_MESSAGES.WelcomeMessage, ConferenceMessage: 'See you on Zoom.', PaymentMessage: DEFAULT_MESSAGES.PaymentMessage };
    const shown = localizeDefaultMessages(stored, arabic);
    expect(shown.WelcomeMessage).toBe(arabic(DEFAULT_MESSAGES.WelcomeMessage));
    expect(shown.ConferenceMessage).toBe('See you on Zoom.');
    expect(localizeDefaultMessages(stored, (english) => english)).toEqual(stored);
    expect(storedDefaultMessages({ ...shown, PaymentMessage: `  ${shown.PaymentMessage}\n` }, arabic)).toEqual(stored);
  });

  it('fill empty or missing messages and keep the user’s own', () => {
    const merged = withDefaultMessages({ WelcomeMessage: '  ', ConferenceMessage: 'See you on Zoom.', timezone: 'Asia/Dubai' });
    expect(merged.WelcomeMessage).toBe(DEFAULT_MESSAGES.WelcomeMessage);
    expect(merged.ConferenceMessage).toBe('See you on Zoom.');
    expect(merged.PaymentMessage).toBe(DEFAULT_MESSAGES.PaymentMessage);
    expect(merged.timezone).toBe('Asia/Dubai');
  });
});
