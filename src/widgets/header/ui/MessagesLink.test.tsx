import { screen } from '@testing-library/react';
import { setLocaleSource } from '@contracts/locale';
import { makeProfile } from '@/entities/freelancer/testing';
import { loadMessages } from '@/shared/i18n';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { MessagesLink } from './MessagesLink';

afterEach(() => {
  jest.restoreAllMocks();
  setLocaleSource(() => 'en');
});

// EventSource is absent in jsdom: the link reads the count without a live stream.
async function linkWith(unread: number) {
  stubApi({
    'GET /user/myprofile': { body: { data: makeProfile() } },
    'GET /conversations/unread': { body: { data: { unread } } },
  });
  const { unmount } = renderWithProviders(<MessagesLink />, { token: 't' });
  const link = await screen.findByRole('link', { name: new RegExp(unread > 99 ? '99\\+' : String(unread)) });
  return { link, unmount, badge: link.querySelector('[aria-hidden="true"]:not(svg)')?.textContent ?? '' };
}

describe('the header’s Messages link', () => {
  it('names the unread count as the badge shows it, in English', async () => {
    const { link, badge } = await linkWith(3);
    expect(badge).toBe('3');
    expect(link).toHaveAccessibleName('Messages, 3 unread');
  });

  it('contains the badge’s text in its name in Arabic too, where one and two have no digit in words', async () => {
    setLocaleSource(() => 'ar');
    await loadMessages('ar');
    for (const [unread, name] of [
      [1, 'الرسائل، 1 رسالة غير مقروءة'],
      [2, 'الرسائل، 2 رسالتان غير مقروءتين'],
    ] as const) {
      const { link, badge, unmount } = await linkWith(unread);
      expect(link).toHaveAccessibleName(name);
      expect(link.getAttribute('aria-label')).toContain(badge);
      unmount();
    }
  });

  it('says 99+ in its name when the badge does', async () => {
    const { link, badge } = await linkWith(150);
    expect(badge).toBe('99+');
    expect(link.getAttribute('aria-label')).toContain('99+');
  });
});
