import {
  NOTIFICATION_PATHS,
  UNSUBSCRIBE_TOKEN_PARAM,
  isMailCategory,
  notificationMsg,
  notificationPreferencesSchema,
  type MailCategory,
  type NotificationCategory,
  type NotificationPreferences,
  type Unsubscribed,
} from '@contracts/notifications';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { pageUrl } from '../../http/page-url';
import { validateBody } from '../../http/validate';
import type { Tokens } from '../../http/tokens';
import { inLanguageOf } from '../../plugins/locale';
import { escapeHtml, say, type MailMessage } from '../../plugins/mail';
import { UsersRepository, type UserPatch, type UserRow } from '../users/repository';
import { vacancyAlertsOn, vacancyAlertsOff } from '../alerts/settings-store';

/** The account's column of each category. */
const COLUMNS = { messages: 'notifyMessages', applications: 'notifyApplications', bookings: 'notifyBookings', news: 'notifyNews' } as const satisfies Record<NotificationCategory, keyof UserRow>;

export const preferencesOf = (user: UserRow): NotificationPreferences => ({
  messages: user.notifyMessages,
  applications: user.notifyApplications,
  bookings: user.notifyBookings,
  news: user.notifyNews,
});

/** The category's name as My Account's checkbox says it, in the current locale (the mail's footer quotes it). */
const categoryName = (category: MailCategory): string =>
  ({
    vacancyAlerts: () => say('Vacancy alerts', 'تنبيهات الوظائف'),
    messages: () => say('Messages', 'الرسائل'),
    applications: () => say('Application updates', 'تحديثات طلبات التوظيف'),
    bookings: () => say('Booking reminders', 'تذكيرات الحجوزات'),
    news: () => say('Product news', 'أخبار خبرة'),
  })[category]();

/** The signed token's audience: an unsubscribe token is never an access token, nor the other way round. */
const AUDIENCE = 'unsubscribe';
/** Long enough for an old e-mail's link to keep working (mail providers may call it weeks later). */
const TOKEN_LIFETIME = '400d';

export interface NotificationsDeps {
  db: Db;
  config: Config;
  tokens: Tokens;
}

/**
 * Notification preferences: My Account's four switches; the signed one-click unsubscribe address of a
 * notification e-mail (a JWT of this server's secret naming the member and the category, working without a login);
 * and the delivery gate every queued e-mail passes (plugins/mail.ts): a notification whose category its member turned
 * off is dropped, any other gets the List-Unsubscribe headers (RFC 8058) and a footer in the member's language.
 */
export class NotificationsService {
  private readonly users: UsersRepository;

  constructor(private readonly deps: NotificationsDeps) {
    this.users = new UsersRepository(deps.db);
  }

  /** GET /user/notifications. */
  preferences(user: UserRow): NotificationPreferences {
    return preferencesOf(user);
  }

  /** PUT /user/notifications { messages, applications, bookings, news }: each a JSON true or false. */
  async update(user: UserRow, body: unknown): Promise<NotificationPreferences> {
    const wanted = await validateBody(notificationPreferencesSchema, body);
    const patch: UserPatch = {};
    for (const category of Object.keys(COLUMNS) as NotificationCategory[]) patch[COLUMNS[category]] = wanted[category];
    const row = await this.users.update(user.id, patch);
    return preferencesOf(row ?? user);
  }

  /** The address mailed in List-Unsubscribe and the footer: the site's confirmation page (GET) and one-click target (POST). */
  async unsubscribeUrl(userId: string, category: MailCategory): Promise<string> {
    const token = await this.deps.tokens.sign(AUDIENCE, { sub: userId, cat: category }, TOKEN_LIFETIME);
    return `${this.deps.config.publicUrl}${NOTIFICATION_PATHS.oneClick}?${UNSUBSCRIBE_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  }

  /** POST /unsubscribe (one-click, or the confirmation page's call): turns the token's category off; 400 for a bad token. */
  async unsubscribe(token: unknown): Promise<Unsubscribed> {
    const claims = typeof token === 'string' && token.length <= 2000 ? await this.deps.tokens.verify(token, AUDIENCE) : null;
    const category = claims?.cat;
    if (!claims || !isUuid(claims.sub) || !isMailCategory(category)) throw badRequest(notificationMsg.badToken, 'badToken');
    const done = category === 'vacancyAlerts' ? await vacancyAlertsOff(this.deps.db, claims.sub) : Boolean(await this.users.update(claims.sub, { [COLUMNS[category]]: false }));
    if (!done) throw badRequest(notificationMsg.badToken, 'badToken');
    return { category, unsubscribed: true };
  }

  /** Whether the member has the category on: an account switch, or (vacancy alerts) the freelancer's alert frequency. */
  private async categoryOn(member: UserRow, category: MailCategory): Promise<boolean> {
    return category === 'vacancyAlerts' ? vacancyAlertsOn(this.deps.db, member.id) : member[COLUMNS[category]];
  }

  /**
   * The delivery gate (Mailer.gate): a security e-mail (no `notification`) goes as it is; a notification goes only
   * while its member exists and has its category on, with one-click unsubscribe headers and a footer. A transactional
   * one (a change to the member's booking) goes while the member exists, whatever the switch, with a footer whose link
   * says it stops only the category's other e-mails, and no List-Unsubscribe headers (it is not list mail).
   */
  async gate(message: MailMessage): Promise<MailMessage | null> {
    const notice = message.notification;
    if (!notice) return message;
    const member = await this.users.findById(notice.userId);
    if (!member || (!notice.transactional && !(await this.categoryOn(member, notice.category)))) return null;
    const url = await this.unsubscribeUrl(member.id, notice.category);
    const settings = `${pageUrl(this.deps.config.publicUrl, 'profile')}#notifications`;
    const footer = inLanguageOf(member, () => {
      const name = categoryName(notice.category);
      if (notice.transactional) {
        return {
          why: say(
            `This e-mail is about a change to your booking, so it is sent whatever your notification settings. The link below only stops “${name}”.`,
            `تصلك هذه الرسالة أيًّا كانت إعدادات الإشعارات لأنها تخص تغييرًا في حجزك. الرابط أدناه يوقف «${name}» فقط.`,
          ),
          stop: say(`Unsubscribe from “${name}”`, `إلغاء الاشتراك في «${name}»`),
          change: say('Notification settings', 'إعدادات الإشعارات'),
        };
      }
      return {
        why: say(`You get this e-mail because “${name}” is on in your notification settings.`, `تصلك هذه الرسالة لأن «${name}» مفعّلة في إعدادات الإشعارات.`),
        stop: say('Unsubscribe', 'إلغاء الاشتراك'),
        change: say('Notification settings', 'إعدادات الإشعارات'),
      };
    });
    const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
    const htmlFooter = `<p style="font-size: 12px; color: #555">${escapeHtml(footer.why)}<br>${link(url, footer.stop)} · ${link(settings, footer.change)}</p>\n`;
    const listHeaders: Record<string, string> = notice.transactional ? {} : { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    return {
      ...message,
      headers: { ...message.headers, ...listHeaders },
      text: `${message.text}\n-- \n${footer.why}\n${footer.stop}:\n${url}\n${footer.change}:\n${settings}\n`,
      html: message.html.includes('</body>') ? message.html.replace('</body>', `${htmlFooter}</body>`) : `${message.html}\n${htmlFooter}`,
    };
  }
}
