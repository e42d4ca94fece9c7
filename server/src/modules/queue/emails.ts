import { composeMail, say, type MailMessage } from '../../plugins/mail';

/** E-mails of the queue's decisions, built inside `inLanguageOf` the member; the operator's reason is quoted as written. */

type Approval = 'account' | 'freelancer' | 'vacancy';

const WHAT: Record<Approval, () => string> = {
  account: () => say('your Khibra account', 'حسابك في خبرة'),
  freelancer: () => say('your freelancer profile', 'ملفك المهني'),
  vacancy: () => say('your vacancy', 'وظيفتك'),
};

const reasonLine = (reason: string): string[] => (reason ? [say(`The reason given: ${reason}`, `السبب المذكور: ${reason}`)] : []);

/** To the owner: the account, profile or vacancy is approved (listed where it may be). */
export function approvedMail(to: string, firstName: string, kind: Approval, title: string, reason: string): MailMessage {
  const named = title ? ` "${title}"` : '';
  return {
    to,
    subject: say(`Approved: ${WHAT[kind]()}`, `تمت الموافقة على ${WHAT[kind]()}`),
    ...composeMail([
      say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
      kind === 'account'
        ? say('Your Khibra account has been approved. You can sign in now.', 'تمت الموافقة على حسابك في خبرة، ويمكنك تسجيل الدخول الآن.')
        : kind === 'freelancer'
          ? say('Your freelancer profile has been approved: members can now find it while it is published.', 'تمت الموافقة على ملفك المهني: يمكن للأعضاء العثور عليه ما دام منشورًا.')
          : say(`Your vacancy${named} has been approved and is listed until its closing date.`, `تمت الموافقة على وظيفتك${named}، وستظهر في القوائم حتى تاريخ انتهائها.`),
      ...reasonLine(reason),
    ]),
  };
}

/** To the owner: the account, profile or vacancy is not approved, and why; what they can do next. */
export function rejectedMail(to: string, firstName: string, kind: Approval, title: string, reason: string): MailMessage {
  const named = title ? ` "${title}"` : '';
  return {
    to,
    subject: say(`Not approved: ${WHAT[kind]()}`, `لم تتم الموافقة على ${WHAT[kind]()}`),
    ...composeMail([
      say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
      kind === 'account'
        ? say('Your Khibra account was not approved, so you cannot sign in with it.', 'لم تتم الموافقة على حسابك في خبرة، لذا لا يمكنك تسجيل الدخول به.')
        : kind === 'freelancer'
          ? say('Your freelancer profile was not approved and is not shown to members. Once you have changed it and saved it, it is reviewed again.', 'لم تتم الموافقة على ملفك المهني، ولن يظهر للأعضاء. بعد تعديله وحفظه ستتم مراجعته من جديد.')
          : say(`Your vacancy${named} was not approved and is not listed. Once you have edited it, it is reviewed again.`, `لم تتم الموافقة على وظيفتك${named}، ولن تظهر في القوائم. بعد تعديلها ستتم مراجعتها من جديد.`),
      ...reasonLine(reason),
    ]),
  };
}

/** To a reported member: a warning from the marketplace's operators, with their reason. */
export function warningMail(to: string, firstName: string, reason: string): MailMessage {
  return {
    to,
    subject: say('A warning from the Khibra team', 'تنبيه من فريق خبرة'),
    ...composeMail([
      say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
      say(
        'A member reported something you posted or wrote on Khibra, and our team reviewed it. Please keep to the marketplace rules: repeated problems can lead to the suspension of your account.',
        'أبلغ أحد الأعضاء عن محتوى نشرته أو كتبته في خبرة، وقد راجعه فريقنا. يُرجى الالتزام بقواعد المنصة، فتكرار المخالفات قد يؤدي إلى إيقاف حسابك.',
      ),
      ...reasonLine(reason),
    ]),
  };
}
