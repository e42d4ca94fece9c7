import type { NoticeKind } from '@contracts/alerts';
import { formatCount } from '@contracts/format';
import { say } from '../../plugins/mail';
import type { NoticeParts } from './kinds';

/** The forms of a counted Arabic noun (Intl.PluralRules 'ar'); `#` is the number. */
type CountForms = Record<Intl.LDMLPluralRule, string>;
const arabicPlural = new Intl.PluralRules('ar');
const arabicCount = (n: number, forms: CountForms): string => forms[arabicPlural.select(n)].replace('#', formatCount(n, 'ar'));

const PROPOSALS: CountForms = { zero: '# عرض جديد', one: 'عرض جديد', two: 'عرضان جديدان', few: '# عروض جديدة', many: '# عرضًا جديدًا', other: '# عرض جديد' };
const OTHER_VACANCIES: CountForms = { zero: '# وظيفة أخرى', one: 'وظيفة أخرى', two: 'وظيفتان أخريان', few: '# وظائف أخرى', many: '# وظيفة أخرى', other: '# وظيفة أخرى' };
const RESULTS: CountForms = { zero: '# نتيجة جديدة', one: 'نتيجة جديدة', two: 'نتيجتان جديدتان', few: '# نتائج جديدة', many: '# نتيجة جديدة', other: '# نتيجة جديدة' };

/** An application's new status as the freelancer reads it. */
function statusTitle({ vacancyTitle: title, status }: NoticeParts['applicationStatus']): string {
  switch (status) {
    case 'shortlisted':
      return say(`You are on the shortlist for “${title}”`, `أنت في القائمة المختصرة لوظيفة «${title}»`);
    case 'hired':
      return say(`You were hired for “${title}”`, `تم تعيينك في وظيفة «${title}»`);
    case 'declined':
      return say(`Your application to “${title}” was declined`, `لم يُقبل طلبك لوظيفة «${title}»`);
    case 'filled':
      return say(`“${title}” was filled by another candidate`, `شُغلت وظيفة «${title}» بمتقدّم آخر`);
    case 'viewed':
      return say(`Your application to “${title}” was viewed`, `اطُّلع على طلبك لوظيفة «${title}»`);
    default:
      return say(`Your application to “${title}” was updated`, `حُدّث طلبك لوظيفة «${title}»`);
  }
}

/** A booking's change as the other party reads it. */
function bookingTitle({ name, change }: NoticeParts['booking']): string {
  switch (change) {
    case 'requested':
      return say(`${name} booked an e-consultation with you`, `حجز جديد لاستشارة إلكترونية من ${name}`);
    case 'accepted':
      return say(`${name} accepted the new time for your booking`, `قبول الموعد الجديد لحجزك من ${name}`);
    case 'declined':
      return say(`${name} declined the new time for your booking`, `رفض الموعد الجديد لحجزك من ${name}`);
    case 'moved':
      return say(`${name} proposed a new time for your booking`, `اقتراح موعد جديد لحجزك من ${name}`);
    case 'cancelled':
      return say(`${name} cancelled your booking`, `إلغاء حجزك من ${name}`);
    default:
      return say(`Your booking with ${name} changed`, `تغيّر حجزك مع ${name}`);
  }
}

const TITLES: { [K in NoticeKind]: (parts: NoticeParts[K]) => string } = {
  applicationStatus: statusTitle,
  invitation: ({ companyName, vacancyTitle }) => say(`${companyName} invited you to apply to “${vacancyTitle}”`, `دعوة من ${companyName} للتقدّم إلى وظيفة «${vacancyTitle}»`),
  proposal: ({ vacancyTitle, count }) =>
    say(`${count === 1 ? 'A new proposal' : `${formatCount(count, 'en')} new proposals`} on “${vacancyTitle}”`, `${arabicCount(count, PROPOSALS)} على وظيفة «${vacancyTitle}»`),
  reviewWaiting: ({ name }) => say(`You can now review ${name}`, `يمكنك الآن تقييم ${name}`),
  booking: bookingTitle,
  vacancyAlert: ({ count, firstTitle }) =>
    count <= 1
      ? say(`A new vacancy matches your profile: “${firstTitle}”`, `وظيفة جديدة تناسب ملفك: «${firstTitle}»`)
      : say(`“${firstTitle}” and ${formatCount(count - 1, 'en')} more new vacancies match your profile`, `«${firstTitle}» و${arabicCount(count - 1, OTHER_VACANCIES)} تناسب ملفك`),
  savedSearch: ({ name, count }) =>
    say(`${count === 1 ? 'A new result' : `${formatCount(count, 'en')} new results`} for your saved search “${name}”`, `${arabicCount(count, RESULTS)} لبحثك المحفوظ «${name}»`),
};

/** A notice's title in the current locale (enter the reader's with inLocale), from its kind and stored parts. */
export function noticeTitle(kind: NoticeKind, parts: unknown): string {
  const write = TITLES[kind] as (parts: unknown) => string;
  return write(parts);
}
