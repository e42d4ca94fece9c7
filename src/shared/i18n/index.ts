export { t, intlLocale, loadMessages, localizeRule, type MessageKey } from './t';
// Each page group's `t` (see ./t.ts, GroupTranslator). The groups' modules are free of side effects to the bundler
// (package.json), so a chunk carries, and registers, a group only when it imports that group's `t`.
export { t as accountsT, type MessageKey as AccountsKey } from './accounts';
export { t as adminT, type MessageKey as AdminKey } from './admin';
export { t as alertsT } from './alerts';
export { t as conversationsT, type MessageKey as ConversationsKey } from './conversations';
export { t as datesT } from './dates';
export { t as econsultationT, type MessageKey as EconsultationKey } from './econsultation';
export { t as freelancersT, type MessageKey as FreelancersKey } from './freelancers';
export { t as noticesT, type MessageKey as NoticesKey } from './notices';
export { t as reportT } from './report';
export { t as twoStepT } from './two-step';
export { t as securityT, type MessageKey as SecurityKey } from './security';
export { t as vacanciesT, type MessageKey as VacanciesKey } from './vacancies';
import type { MessageKey, MessageParams } from './t';
import type { MessageKey as AccountsKey } from './accounts';
import type { MessageKey as ConversationsKey } from './conversations';
import type { MessageKey as EconsultationKey } from './econsultation';
import type { MessageKey as FreelancersKey } from './freelancers';
import type { MessageKey as VacanciesKey } from './vacancies';
/** A key of any group: a route's title or description, whose group is loaded with its page (the server render has every group). */
export type PageKey = MessageKey | AccountsKey | ConversationsKey | EconsultationKey | FreelancersKey | VacanciesKey;
export type PageTranslator = (key: PageKey, params?: MessageParams) => string;
export { pageInLocale, rememberLocale, startPageLocale } from './locale';
export { countryName, languageName } from './names';
export { isolate } from './isolate';
export { leaveForOtherLanguage, isLeavingForOtherLanguage } from './switching';
