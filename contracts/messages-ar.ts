import { DEFAULT_MESSAGES } from './econsultation/default-messages';
import { currentLocale, type Locale } from './locale';
import { SKILL_NAMES_AR } from './skills-ar';

/** A message's Arabic: text with `{x}` for each varying part, or, where a count needs its noun in the right form, a function of the parts. */
type Arabic = string | ((parts: Record<string, string>) => string);

/** The forms of a counted noun (Intl.PluralRules 'ar': 1, 2, 3–10, 11–99, 100…); `#` is the number. */
type CountForms = Record<Intl.LDMLPluralRule, string>;

const CHARACTERS: CountForms = { zero: '# حرف', one: 'حرف واحد', two: 'حرفين', few: '# أحرف', many: '# حرفًا', other: '# حرف' };
const MINUTES: CountForms = { zero: '# دقيقة', one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' };
/** "before the start by N hours": بساعة، بساعتين، بـ3 ساعات، بـ24 ساعة. */
const BY_HOURS: CountForms = { zero: 'بـ# ساعة', one: 'بساعة', two: 'بساعتين', few: 'بـ# ساعات', many: 'بـ# ساعة', other: 'بـ# ساعة' };
const DAYS: CountForms = { zero: '# يوم', one: 'يوم واحد', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' };

const arabicPlural = new Intl.PluralRules('ar');

/** A number written in a message with its noun in the form Arabic gives that number ("3 أحرف", "60 حرفًا", "800 حرف"). */
function count(n: string | undefined, forms: CountForms): string {
  const value = Number(n);
  return Number.isFinite(value) ? forms[arabicPlural.select(value)].replace('#', String(n)) : forms.other.replace('#', String(n));
}

/**
 * The Arabic of every message the rules and the server produce,
 * keyed by its exact English wording, which stays the spec's. A `{x}` in a
 * key stands for a part that varies (a field's name, a number); that part is
 * translated too when it is itself a known name (FIELD_NAMES below).
 * `localizeMessage` is applied where a message leaves for a person: the
 * server's error envelope (in the request's language) and the SPA's field
 * errors and toasts (in the page's language). A message not listed here
 * stays in English — `messages-ar.test.ts` lists every message of the
 * contracts, so a new rule without its Arabic fails the tests.
 */
const MESSAGES: Record<string, Arabic> = {
  // contracts/messages.ts (msg)
  "Please select I'm not a robot": 'يُرجى تأكيد أنك لست روبوتًا',
  'Please enter the required field {field}': 'يُرجى إدخال الحقل المطلوب: {field}',
  '{field} should have minimum {n} characters': ({ field, n }) => `يجب ألا يقل طول «${field}» عن ${count(n, CHARACTERS)}`,
  '{field} should have maximum {n} characters': ({ field, n }) => `يجب ألا يزيد طول «${field}» على ${count(n, CHARACTERS)}`,
  'Password and Confirm password are not same': 'كلمة المرور وتأكيدها غير متطابقتين',
  'Phone should contain only digits, with an optional leading +': 'يجب أن يحتوي الهاتف على أرقام فقط، ويجوز أن يبدأ بعلامة +',
  'Please enter a valid email': 'يُرجى إدخال بريد إلكتروني صالح',
  'Please accept the terms and conditions': 'يُرجى الموافقة على الشروط والأحكام',
  '800 Max Characters': '800 حرف على الأكثر',
  'Please enter all fields.': 'يُرجى تعبئة جميع الحقول.',
  'Passwords does not match.': 'كلمتا المرور غير متطابقتين.',
  'New password cannot be same as the old one.': 'لا يمكن أن تكون كلمة المرور الجديدة مطابقة للقديمة.',
  'Invalid current password': 'كلمة المرور الحالية غير صحيحة',
  'User is not approved by the admin': 'لم يعتمد المشرف هذا الحساب بعد',
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'An account with this email already exists': 'يوجد حساب مسجّل بهذا البريد الإلكتروني',
  'Nothing has changed': 'لم يتغيّر شيء',
  'You can invite at most 10 friends at a time': 'يمكنك دعوة 10 أصدقاء على الأكثر في كل مرة',
  'Too many attempts. Please wait a minute and try again.': 'محاولات كثيرة. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  'Your email is already verified.': 'بريدك الإلكتروني مؤكَّد بالفعل.',
  'This password is one of the most commonly used and easy to guess. Please choose another one.': 'كلمة المرور هذه من أكثر كلمات المرور شيوعًا وسهلة التخمين. يُرجى اختيار غيرها.',
  'Please enter your current password to change your email.': 'يُرجى إدخال كلمة المرور الحالية لتغيير بريدك الإلكتروني.',
  'Please set a new password before you continue.': 'يُرجى تعيين كلمة مرور جديدة قبل المتابعة.',
  'Please enter your password again to continue.': 'يُرجى إدخال كلمة المرور مرة أخرى للمتابعة.',
  "Many sign-ins to this account have failed, so sign-ins from new devices are slowed down. Please select I'm not a robot again and try once more.":
    'فشلت محاولات دخول كثيرة إلى هذا الحساب، لذا يُبطَّأ الدخول من الأجهزة الجديدة. يُرجى تأكيد أنك لست روبوتًا مرة أخرى ثم المحاولة من جديد.',
  'This value is not valid.': 'هذه القيمة غير صالحة.',
  'Please choose English (en) or Arabic (ar).': 'يُرجى اختيار الإنجليزية (en) أو العربية (ar).',
  'Too many requests for this address. Please try again in {n} minute.': 'طلبات كثيرة لهذا العنوان. يُرجى المحاولة مرة أخرى بعد دقيقة.',
  'Too many requests for this address. Please try again in {n} minutes.': ({ n }) => `طلبات كثيرة لهذا العنوان. يُرجى المحاولة مرة أخرى بعد ${count(n, MINUTES)}.`,
  'Too many password requests from your network. Please try again in {n} minute.': 'طلبات كثيرة لكلمة المرور من شبكتك. يُرجى المحاولة مرة أخرى بعد دقيقة.',
  'Too many password requests from your network. Please try again in {n} minutes.': ({ n }) => `طلبات كثيرة لكلمة المرور من شبكتك. يُرجى المحاولة مرة أخرى بعد ${count(n, MINUTES)}.`,
  'Too many failed logins for this address from your network. Please try again in {n} minute.': 'محاولات دخول فاشلة كثيرة لهذا العنوان من شبكتك. يُرجى المحاولة مرة أخرى بعد دقيقة.',
  'Too many failed logins for this address from your network. Please try again in {n} minutes.': ({ n }) => `محاولات دخول فاشلة كثيرة لهذا العنوان من شبكتك. يُرجى المحاولة مرة أخرى بعد ${count(n, MINUTES)}.`,
  // contracts/vacancy.ts (vacancyMsg)
  'Please select atleast one skill.': 'يُرجى اختيار مهارة واحدة على الأقل.',
  '10 skills selected already': 'اخترت 10 مهارات بالفعل',
  'Years of experience must be a whole number from 0 to 60.': 'يجب أن تكون سنوات الخبرة عددًا صحيحًا من 0 إلى 60.',
  'Please rate from 1 to 5 stars.': 'يُرجى التقييم من نجمة واحدة إلى 5 نجوم.',
  'Please rate each aspect from 1 to 5 stars, or leave it out.': 'يُرجى تقييم كل جانب من نجمة واحدة إلى 5 نجوم، أو تركه دون تقييم.',
  'Please write at least 20 characters about how it went.': 'يُرجى كتابة 20 حرفًا على الأقل عن التجربة.',
  'The review should have maximum 2000 characters.': 'يجب ألا يزيد التقييم على 2000 حرف.',
  'Only the two parties of this booking or hire can review it.': 'لا يقيّم هذا الحجز أو التعيين إلا طرفاه.',
  'This booking or hire was not found.': 'لم يُعثر على هذا الحجز أو التعيين.',
  'You can review this once it has ended.': 'يمكنك التقييم بعد انتهائه.',
  'The 14 days for reviewing this have passed.': 'انقضت مدة الأيام الأربعة عشر المتاحة لتقييم هذا.',
  'A cancelled booking cannot be reviewed.': 'لا يمكن تقييم حجز ملغى.',
  'This review has been published and can no longer be changed.': 'نُشر هذا التقييم ولم يعد تعديله ممكنًا.',
  'Only a hire can be reviewed.': 'لا يُقيَّم إلا التعيين.',
  'The business has not marked this engagement ended yet.': 'لم تُعلن الجهة صاحبة الوظيفة انتهاء هذا التعاقد بعد.',
  'This engagement is already marked ended.': 'أُعلن انتهاء هذا التعاقد من قبل.',
  'Please write your reply.': 'يُرجى كتابة ردك.',
  'The reply should have maximum 2000 characters.': 'يجب ألا يزيد الرد على 2000 حرف.',
  'Only the person reviewed can reply.': 'لا يرد على التقييم إلا صاحبه المقيَّم.',
  'You have already replied to this review.': 'رددت على هذا التقييم من قبل.',
  'Replies are possible for 14 days after a review is published.': 'يمكن الرد خلال 14 يومًا من نشر التقييم.',
  'You can reply once the review is published.': 'يمكنك الرد بعد نشر التقييم.',
  'This review was not found.': 'لم يُعثر على هذا التقييم.',
  'Please say why you are reporting this review.': 'يُرجى ذكر سبب الإبلاغ عن هذا التقييم.',
  'The reason should have maximum 500 characters.': 'يجب ألا يزيد السبب على 500 حرف.',
  'You cannot report your own review.': 'لا يمكنك الإبلاغ عن تقييمك.',
  'Please write a message.': 'يُرجى كتابة رسالة.',
  'A message should have maximum 5000 characters.': 'يجب ألا تزيد الرسالة على 5000 حرف.',
  'This conversation was not found.': 'لم يُعثر على هذه المحادثة.',
  'Please choose a member to write to.': 'يُرجى اختيار العضو الذي تريد مراسلته.',
  'You cannot start a conversation with yourself.': 'لا يمكنك بدء محادثة مع نفسك.',
  'A conversation about a vacancy is between its business and a freelancer who applied to it.': 'تكون المحادثة حول وظيفة بين الجهة صاحبة الوظيفة ومستقل تقدّم إليها.',
  'A conversation about a booking is between its two parties.': 'تكون المحادثة حول حجز بين طرفيه.',
  'Businesses write first to a freelancer from the freelancer’s profile.': 'تبدأ الجهات مراسلة المستقل من ملفه الشخصي.',
  'A conversation is about a vacancy or a booking, not both.': 'تكون المحادثة حول وظيفة أو حجز، لا كليهما.',
  'You cannot write to this member.': 'لا يمكنك مراسلة هذا العضو.',
  'You have sent 20 messages in a minute. Please wait a moment before sending more.': 'أرسلت 20 رسالة خلال دقيقة. يُرجى الانتظار قليلًا قبل إرسال المزيد.',
  'Please say why you are reporting this conversation.': 'يُرجى ذكر سبب الإبلاغ عن هذه المحادثة.',
  'The history position is not valid.': 'موضع السجل غير صالح.',
  // contracts/notifications.ts (notificationMsg)
  'Each notification setting must be on or off.': 'يجب أن يكون كل إعداد من إعدادات الإشعارات مفعّلًا أو متوقفًا.',
  'This unsubscribe link is not valid. You can change which e-mails you get in My Account.': 'رابط إلغاء الاشتراك هذا غير صالح. يمكنك اختيار رسائل البريد التي تصلك من «حسابي».',
  'Please attach a PDF file or an image (JPEG, PNG or WebP).': 'يُرجى إرفاق ملف PDF أو صورة (JPEG أو PNG أو WebP).',
  'The file should be less than 5MB in size.': 'يجب أن يكون حجم الملف أقل من 5 ميغابايت.',
  'This message has no file.': 'لا يوجد ملف مرفق بهذه الرسالة.',
  'Please select {field}': 'يُرجى اختيار «{field}»',
  'Expiry date should be tomorrow or later': 'يجب أن يكون تاريخ الانتهاء غدًا أو بعده',
  'Vacancy file should be a PDF file.': 'يجب أن يكون ملف الوظيفة بصيغة PDF.',
  'Vacancy file should be less than 5MB in size.': 'يجب أن يقل حجم ملف الوظيفة عن 5 ميغابايت.',
  'You cannot apply for your own vacancy.': 'لا يمكنك التقدّم إلى وظيفة نشرتها بنفسك.',
  'You have already applied to this vacancy.': 'تقدّمت إلى هذه الوظيفة من قبل.',
  'This vacancy is not open for applications.': 'هذه الوظيفة غير متاحة للتقديم.',
  'Business accounts only post vacancies and cannot apply.': 'حسابات الأعمال تنشر الوظائف فقط ولا يمكنها التقدّم إليها.',
  'Please complete your freelancer profile before applying.': 'يُرجى إكمال ملفك المهني قبل التقديم.',
  'Vacancy expired 4 weeks ago': 'انتهت صلاحية هذه الوظيفة منذ أكثر من أربعة أسابيع',
  'Vacancy not found.': 'الوظيفة غير موجودة.',
  'Application not found.': 'طلب التقديم غير موجود.',
  'Only the poster of this vacancy can do this.': 'لا يملك هذا الإجراء إلا ناشر الوظيفة.',
  // contracts/freelancer.ts (freelancerMsg)
  '{field} is required': 'الحقل «{field}» مطلوب',
  'Invalid LinkedIn Link, please include https:// in the link': 'رابط لينكدإن غير صالح، يُرجى تضمين https:// في الرابط',
  'Invalid Personal Link, please include https:// in the link': 'رابط الموقع الشخصي غير صالح، يُرجى تضمين https:// في الرابط',
  'Please add atleast 1 skill.': 'يُرجى إضافة مهارة واحدة على الأقل.',
  'Resume is required.': 'السيرة الذاتية مطلوبة.',
  'Resume should be a PDF file.': 'يجب أن تكون السيرة الذاتية بصيغة PDF.',
  'Resume should be less than 5MB in size.': 'يجب أن يقل حجم السيرة الذاتية عن 5 ميغابايت.',
  'Profile picture should be less than 5MB in size.': 'يجب أن يقل حجم الصورة الشخصية عن 5 ميغابايت.',
  'Profile picture should be a JPEG, PNG or WebP image.': 'يجب أن تكون الصورة الشخصية بصيغة JPEG أو PNG أو WebP.',
  'You cannot favorite yourself.': 'لا يمكنك إضافة نفسك إلى المفضلة.',
  'Business accounts only post vacancies and have no freelancer profile.': 'حسابات الأعمال تنشر الوظائف فقط، وليس لها ملف مهني.',
  'No freelancer found.': 'لم يُعثر على المستقل.',
  'Please enter your search inputs.': 'يُرجى إدخال معايير البحث.',
  // contracts/application.ts (applicationMsg)
  'The cover letter should have maximum 3000 characters': 'يجب ألا تزيد رسالة التقديم على 3000 حرف',
  'The proposed hourly rate should be a whole number of US dollars from 0 to 10000': 'يجب أن يكون الأجر المقترح بالساعة عددًا صحيحًا من الدولارات الأمريكية بين 0 و10000',
  'Please enter the date you are available from as a real date': 'يُرجى إدخال تاريخ صحيح تكون متاحًا ابتداءً منه',
  'Please choose a status: viewed, shortlisted, hired or declined.': 'يُرجى اختيار حالة: تمت مشاهدته، أو في القائمة المختصرة، أو تم التعيين، أو مرفوض.',
  'The message should have maximum 1000 characters': 'يجب ألا تزيد الرسالة على 1000 حرف',
  'This application cannot move to that status: a hire or a decline is final, and a status only moves forward.': 'لا يمكن نقل هذا الطلب إلى تلك الحالة: التعيين والرفض نهائيان، والحالة لا تتقدم إلا إلى الأمام.',
  'Please write a cover letter': 'يُرجى كتابة رسالة التقديم',
  'This proposal can no longer be changed: the business has already acted on it.': 'لم يعد بالإمكان تعديل هذا العرض: فقد اتخذت الجهة صاحبة الوظيفة إجراءً بشأنه.',
  'A vacancy is closed only with a hire.': 'لا تُغلق الوظيفة إلا مع تعيين.',
  'Please choose from 1 to 100 applications of this vacancy.': 'يُرجى اختيار من طلب واحد إلى 100 طلب من طلبات هذه الوظيفة.',
  'Please choose what to do with the selected applications: shortlist or decline.': 'يُرجى اختيار ما يُفعل بالطلبات المحدّدة: إضافتها إلى القائمة المختصرة أو رفضها.',
  'The proposal file should be a PDF file.': 'يجب أن يكون ملف العرض بصيغة PDF.',
  'The proposal file should be less than 5MB in size.': 'يجب أن يقل حجم ملف العرض عن 5 ميغابايت.',
  'This proposal has no file.': 'لا يتضمن هذا العرض ملفًا.',
  'The business has already decided this application, so it can no longer be withdrawn. You can hide it from your list instead.':
    'بتّت الجهة صاحبة الوظيفة في هذا الطلب، فلم يعد بالإمكان سحبه. يمكنك إخفاؤه من قائمتك بدلًا من ذلك.',
  'This application is still open: you can withdraw it instead.': 'هذا الطلب ما زال قائمًا: يمكنك سحبه بدلًا من ذلك.',
  // contracts/company.ts (companyMsg)
  'Please enter the name of your company': 'يُرجى إدخال اسم شركتك',
  'The company name should have maximum 120 characters': 'يجب ألا يزيد اسم الشركة على 120 حرفًا',
  'About the company should have maximum 2000 characters': 'يجب ألا يزيد النص عن الشركة على 2000 حرف',
  'The industry should have maximum 80 characters': 'يجب ألا يزيد القطاع على 80 حرفًا',
  'The city should have maximum 80 characters': 'يجب ألا تزيد المدينة على 80 حرفًا',
  'Please choose a company size from the list': 'يُرجى اختيار حجم الشركة من القائمة',
  'Please choose a country from the list': 'يُرجى اختيار دولة من القائمة',
  'Please enter the website as a full address, like https://example.com': 'يُرجى إدخال الموقع الإلكتروني بعنوانه الكامل، مثل https://example.com',
  'Please enter the year the company was founded, like 2015': 'يُرجى إدخال سنة تأسيس الشركة، مثل 2015',
  'The logo should be less than 5MB in size.': 'يجب أن يقل حجم الشعار عن 5 ميغابايت.',
  'The logo should be a JPEG, PNG or WebP image.': 'يجب أن يكون الشعار صورة بصيغة JPEG أو PNG أو WebP.',
  'Only business accounts have a company page.': 'صفحة الشركة لحسابات الأعمال فقط.',
  'Company not found.': 'لم يُعثر على الشركة.',
  'Please save your company page first.': 'يُرجى حفظ صفحة شركتك أولًا.',
  'Please add your website to the company page first: the address to confirm must be at its domain.': 'يُرجى إضافة موقعك الإلكتروني إلى صفحة الشركة أولًا: يجب أن يكون العنوان المراد تأكيده في نطاقه.',
  'Please enter a valid e-mail address': 'يُرجى إدخال عنوان بريد إلكتروني صالح',
  'Please enter an address at your website’s domain.': 'يُرجى إدخال عنوان في نطاق موقعك الإلكتروني.',
  'Addresses of free e-mail services cannot verify a company. Please use an address at your website’s domain.': 'لا يمكن توثيق شركة بعناوين خدمات البريد المجانية. يُرجى استخدام عنوان في نطاق موقعك الإلكتروني.',
  'This verification link is not valid or has expired. Please ask for a new one from your company page.': 'رابط التوثيق هذا غير صالح أو انتهت صلاحيته. يُرجى طلب رابط جديد من صفحة شركتك.',
  // contracts/econsultation/messages.ts (econsultationMsg)
  'Please select atleast one day as available.': 'يُرجى اختيار يوم واحد متاح على الأقل.',
  'Please enter the required field Welcome Message': 'يُرجى إدخال الحقل المطلوب: رسالة الترحيب',
  'Please enter the required field Timezone': 'يُرجى إدخال الحقل المطلوب: المنطقة الزمنية',
  'Please enter the required field Hourly Rate': 'يُرجى إدخال الحقل المطلوب: الأجر بالساعة',
  "Hourly rate should be '$' followed by a number, or Negotiable": 'يجب أن يكون الأجر بالساعة علامة $ يتبعها رقم، أو «قابل للتفاوض»',
  'Please select a valid timezone': 'يُرجى اختيار منطقة زمنية صالحة',
  'The end of an available window should be after its start': 'يجب أن تكون نهاية الفترة المتاحة بعد بدايتها',
  'Please enter a valid link, including https://': 'يُرجى إدخال رابط صالح يتضمن https://',
  'You cannot book yourself for e-Consultation.': 'لا يمكنك حجز استشارة إلكترونية مع نفسك.',
  'This freelancer does not provide e-Consultant Services': 'لا يقدّم هذا المستقل خدمات الاستشارة الإلكترونية',
  'Freelancer is not available on the selected day.': 'المستقل غير متاح في اليوم المختار.',
  'Please enter the first and last date of each period': 'يُرجى إدخال أول تاريخ وآخر تاريخ لكل فترة',
  'The last date of a period should be on or after its first date': 'يجب أن يكون آخر تاريخ في الفترة في يوم أولها أو بعده',
  'Blocked periods should not overlap: each date can be in one of them only': 'يجب ألا تتداخل فترات الإغلاق: لا يكون التاريخ إلا في فترة واحدة منها',
  'Periods of special hours should not overlap: each date can be in one of them only': 'يجب ألا تتداخل فترات الساعات الخاصة: لا يكون التاريخ إلا في فترة واحدة منها',
  'Please keep at most {n} periods of each kind': 'يُرجى ألا يزيد عدد الفترات من كل نوع على {n}',
  'The requested date cannot be earlier than today': 'لا يمكن أن يكون التاريخ المطلوب قبل اليوم',
  'Please accept the terms of the e-Consultation': 'يُرجى الموافقة على شروط الاستشارة الإلكترونية',
  "The requested time is outside the freelancer's available hours": 'الوقت المطلوب خارج ساعات المستقل المتاحة',
  'The end time should be after the start time': 'يجب أن يكون وقت الانتهاء بعد وقت البدء',
  'This time is already booked. Please choose another time.': 'هذا الوقت محجوز بالفعل. يُرجى اختيار وقت آخر.',
  'Booking not found.': 'لم يُعثر على الحجز.',
  'Please choose each available day once, from Sunday to Saturday': 'يُرجى اختيار كل يوم متاح مرة واحدة، من الأحد إلى السبت',
  'Please choose the start and end time from the half-hour list': 'يُرجى اختيار وقتي البدء والانتهاء من قائمة أنصاف الساعات',
  'The requested time has already passed. Please choose a later time.': 'مضى الوقت المطلوب. يُرجى اختيار وقت لاحق.',
  'The cancellation notice should be a whole number of hours from 0 to 168': 'يجب أن تكون مهلة الإلغاء عددًا صحيحًا من الساعات بين 0 و168',
  'The minimum notice should be a whole number of hours from 0 to 168': 'يجب أن تكون أقل مهلة للحجز عددًا صحيحًا من الساعات بين 0 و168',
  'How far ahead clients may book should be a whole number of days from 1 to 365': 'يجب أن تكون مدة الحجز المسبق عددًا صحيحًا من الأيام بين 1 و365',
  'The buffer between sessions should be 0, 15 or 30 minutes': 'يجب أن يكون الفاصل بين الجلسات 0 أو 15 أو 30 دقيقة',
  'Please tell the client why: the booking starts within its cancellation notice.': 'يُرجى إخبار العميل بالسبب: يبدأ الحجز خلال مهلة الإلغاء.',
  'This booking can no longer be cancelled: cancellations close {n} hour before the start.': 'لم يعد بالإمكان إلغاء هذا الحجز: يُغلق باب الإلغاء قبل البدء بساعة.',
  'This booking can no longer be cancelled: cancellations close {n} hours before the start.': ({ n }) => `لم يعد بالإمكان إلغاء هذا الحجز: يُغلق باب الإلغاء قبل البدء ${count(n, BY_HOURS)}.`,
  "Bookings need at least {n} hour' notice. Please choose a later time.": 'يجب الحجز قبل الموعد بساعة على الأقل. يُرجى اختيار وقت لاحق.',
  "Bookings need at least {n} hours' notice. Please choose a later time.": ({ n }) => `يجب الحجز قبل الموعد ${count(n, BY_HOURS)} على الأقل. يُرجى اختيار وقت لاحق.`,
  'Bookings can be made at most {n} day ahead. Please choose an earlier date.': 'يمكن الحجز قبل يوم واحد على الأكثر. يُرجى اختيار تاريخ أقرب.',
  'Bookings can be made at most {n} days ahead. Please choose an earlier date.': ({ n }) => `يمكن الحجز قبل ${count(n, DAYS)} على الأكثر. يُرجى اختيار تاريخ أقرب.`,
  'This time is too close to another session: the consultant keeps {n} minutes free between sessions. Please choose another time.': ({ n }) =>
    `هذا الوقت قريب جدًا من جلسة أخرى: يترك المستشار ${count(n, MINUTES)} فارغة بين الجلسات. يُرجى اختيار وقت آخر.`,
  'This booking is already cancelled.': 'هذا الحجز ملغى بالفعل.',
  'The new time waits for the other party of the booking to accept or decline it.': 'ينتظر الموعد الجديد أن يقبله الطرف الآخر في الحجز أو يرفضه.',
  "A new time is already waiting for the consultant's answer.": 'هناك موعد جديد مقترح ينتظر ردّ المستشار بالفعل.',
  'There is no new time waiting for an answer.': 'لا يوجد موعد جديد ينتظر الرد.',
  'This booking can no longer be moved: changes close {n} hour before the start.': 'لم يعد بالإمكان تغيير موعد هذا الحجز: يُغلق باب التغيير قبل البدء بساعة.',
  'This booking can no longer be moved: changes close {n} hours before the start.': ({ n }) => `لم يعد بالإمكان تغيير موعد هذا الحجز: يُغلق باب التغيير قبل البدء ${count(n, BY_HOURS)}.`,
  'Please choose one of the session lengths the consultant offers.': 'يُرجى اختيار إحدى مدد الجلسات التي يقدّمها المستشار.',
  'Please offer at least one session length: 30, 45, 60, 90 or 120 minutes': 'يُرجى تقديم مدة جلسة واحدة على الأقل: 30 أو 45 أو 60 أو 90 أو 120 دقيقة',
  'Please ask for dates as YYYY-MM-DD, from before to, at most 62 days apart.': 'يُرجى طلب التواريخ بصيغة سنة-شهر-يوم، على أن تسبق البداية النهاية وألا يفصل بينهما أكثر من 62 يومًا.',
  'Please choose a time other than the current one.': 'يُرجى اختيار وقت غير الموعد الحالي.',
  'The proposed time is no longer possible. Please ask the client for another time.': 'لم يعد الموعد المقترح ممكنًا. يُرجى أن تطلب من العميل موعدًا آخر.',
  'This booking has already taken place.': 'انعقد هذا الحجز بالفعل.',
  'The reason can be at most 500 characters': 'يجب ألا يزيد السبب على 500 حرف',
  'Please choose which bookings to show: upcoming, past, cancelled or awaiting your answer.': 'يُرجى اختيار الحجوزات المطلوب عرضها: القادمة أو السابقة أو الملغاة أو التي تنتظر ردّك.',
  'Please search by a name or a reference of at most 100 characters.': 'يُرجى البحث باسم أو مرجع لا يزيد على 100 حرف.',
  'This time does not exist on the chosen day because the clocks go forward. Please choose another time.':
    'هذا الوقت غير موجود في اليوم المختار لأن الساعة تُقدَّم فيه. يُرجى اختيار وقت آخر.',
  'Only the client and the consultant of a booking can see it.': 'لا يطّلع على الحجز إلا عميله ومستشاره.',
  // contracts/dates.ts, contracts/reference.ts
  '{field} should be a real date.': 'يجب أن يكون «{field}» تاريخًا صحيحًا.',
  'Expiry date should be within one year from today': 'يجب أن يكون تاريخ الانتهاء خلال سنة من اليوم',
  '{field} should not be more than a year ago': 'يجب ألا يكون «{field}» قبل أكثر من سنة',
  '{field} should be within two years from today': 'يجب أن يكون «{field}» خلال سنتين من اليوم',
  'Start date should not be after the expiry date': 'يجب ألا يكون تاريخ البدء بعد تاريخ الانتهاء',
  'Please choose {field} from the list.': 'يُرجى اختيار «{field}» من القائمة.',
  'Please choose skills from the list.': 'يُرجى اختيار المهارات من القائمة.',
  // The server (http/, plugins/, modules/)
  'Please log in to continue.': 'يُرجى تسجيل الدخول للمتابعة.',
  'You are not allowed to do this.': 'لا تملك صلاحية هذا الإجراء.',
  'Not found.': 'غير موجود.',
  'Something went wrong on our side. Please try again.': 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  'There is no storage space left on the server, so this could not be saved. Please try again later.':
    'لم تعد على الخادم مساحة تخزين كافية، لذا تعذّر حفظ هذا. يُرجى المحاولة لاحقًا.',
  'The service is briefly unavailable. Please try again in a moment.': 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة بعد لحظات.',
  'The request body is not valid JSON.': 'محتوى الطلب ليس JSON صالحًا.',
  'The request is too large.': 'الطلب كبير جدًا.',
  'This content type is not supported here.': 'نوع المحتوى هذا غير مدعوم هنا.',
  'The request body is nested too deeply.': 'محتوى الطلب متداخل أكثر من اللازم.',
  'The request contains a character that is not allowed (NUL).': 'يحتوي الطلب على محرف غير مسموح به (NUL).',
  'The request could not be read.': 'تعذّرت قراءة الطلب.',
  'The request headers are too large.': 'ترويسات الطلب كبيرة جدًا.',
  'The request took too long to arrive.': 'استغرق وصول الطلب وقتًا أطول من اللازم.',
  'A value in the address is too long.': 'إحدى القيم في العنوان طويلة جدًا.',
  'The form data could not be read.': 'تعذّرت قراءة بيانات النموذج.',
  'A list field is not valid JSON.': 'أحد حقول القوائم ليس JSON صالحًا.',
  'Too many fields in one request.': 'حقول كثيرة في طلب واحد.',
  'Too many files in one request.': 'ملفات كثيرة في طلب واحد.',
  'The page number is not valid.': 'رقم الصفحة غير صالح.',
  'The skills filter is too long.': 'عامل تصفية المهارات طويل جدًا.',
  'The {key} filter is too long.': 'عامل التصفية {key} طويل جدًا.',
  // server/src/http/validate.ts (typeMsg): a request whose JSON has the wrong shape
  'The field {path} must be text.': 'يجب أن يكون الحقل {path} نصًا.',
  'The field {path} must be a list.': 'يجب أن يكون الحقل {path} قائمة.',
  'The field {path} must be a group of fields.': 'يجب أن يكون الحقل {path} مجموعة من الحقول.',
  'The field {path} must be true or false.': 'يجب أن تكون قيمة الحقل {path} true أو false.',
  'The field {path} must be a number.': 'يجب أن يكون الحقل {path} رقمًا.',
  'The field {path} is too long.': 'الحقل {path} طويل جدًا.',
  'Please send the freelancer id and fav (true or false).': 'يُرجى إرسال معرّف المستقل وقيمة fav (true أو false).',
  'Please send the time of the application to withdraw.': 'يُرجى إرسال وقت طلب التقديم المراد سحبه.',
  'The e-consultation settings could not be read.': 'تعذّرت قراءة إعدادات الاستشارات الإلكترونية.',
  'This freelancer did not provide a resume.': 'لم يرفع هذا المستقل سيرة ذاتية.',
  'This freelancer profile is not complete yet.': 'الملف المهني لهذا المستقل غير مكتمل بعد.',
  'This vacancy has no file.': 'لا يوجد ملف لهذه الوظيفة.',
  'No such photo.': 'الصورة غير موجودة.',
  'No such user.': 'المستخدم غير موجود.',
  'Only administrators can do this.': 'هذا الإجراء للمشرفين فقط.',
  // Labels of the reference options (GET /unauth/input) and the stored values cards show
  'High School': 'الثانوية العامة',
  Diploma: 'دبلوم',
  "Bachelor's": 'بكالوريوس',
  "Master's": 'ماجستير',
  'Doctorate (PhD)': 'دكتوراه',
  'Professional certification': 'شهادة مهنية',
  Yes: 'نعم',
  No: 'لا',
  'Full time': 'دوام كامل',
  'Part time': 'دوام جزئي',
  'Weekends only': 'عطلات نهاية الأسبوع فقط',
  'Evenings only': 'الفترة المسائية فقط',
  'Few hours a week': 'ساعات قليلة أسبوعيًا',
  Onsite: 'حضوريًا',
  Remote: 'عن بُعد',
  Hybrid: 'مختلط',
  'Within my country': 'داخل بلدي',
  'Within the GCC': 'داخل دول الخليج',
  'Within MENA': 'داخل الشرق الأوسط وشمال أفريقيا',
  Worldwide: 'إلى أي مكان في العالم',
  'Less than $25': 'أقل من 25 دولارًا',
  '$25 - $50': '25–50 دولارًا',
  '$50 - $75': '50–75 دولارًا',
  '$75 - $100': '75–100 دولار',
  '$100 - $150': '100–150 دولارًا',
  'More than $150': 'أكثر من 150 دولارًا',
  Negotiable: 'قابل للتفاوض',
  'Less than 1 week': 'أقل من أسبوع',
  '1-2 weeks': 'أسبوع إلى أسبوعين',
  '2-4 weeks': 'أسبوعان إلى أربعة أسابيع',
  '1-3 months': 'شهر إلى ثلاثة أشهر',
  '3-6 months': 'ثلاثة إلى ستة أشهر',
  'More than 6 months': 'أكثر من ستة أشهر',
  Ongoing: 'مستمر',
  Planning: 'التخطيط',
  Design: 'التصميم',
  Implementation: 'التنفيذ',
  'Training delivery': 'تقديم التدريب',
  Evaluation: 'التقييم',
  'Ongoing support': 'الدعم المستمر',
  Hourly: 'بالساعة',
  Daily: 'يومي',
  'Fixed price': 'سعر ثابت',
  Monthly: 'شهري',
  // The freelancer's built-in e-consultation messages (stored in English, shown and mailed in the reader's language).
  [DEFAULT_MESSAGES.WelcomeMessage]:
    'شكرًا لحجزك استشارة إلكترونية معي عبر خبرة. أتطلّع إلى لقائنا، وسأقرأ متطلباتك مسبقًا لنستفيد من وقتنا معًا على أفضل وجه. إن تغيّر أي شيء، فما عليك إلا الرد على هذه الرسالة. يُرجى العلم أن أتعابي تُدفع لي مباشرة بعد انتهاء الاستشارة بحسب الساعات الفعلية، وأن خبرة تقتصر على الربط بين المستشارين والعملاء.',
  [DEFAULT_MESSAGES.ConferenceMessage]:
    'سنلتقي عبر الإنترنت في الموعد المحجوز. يُرجى الانضمام قبل الموعد ببضع دقائق باستخدام تفاصيل الاجتماع أدناه، لنتحقق من الصوت والصورة قبل أن نبدأ. إن لم تتمكن من الانضمام، فرُدّ على هذه الرسالة وسنتفق على موعد آخر.',
  [DEFAULT_MESSAGES.PaymentMessage]:
    'تُدفع أتعابي لي مباشرة بعد انتهاء الاستشارة، بحسب الساعات الفعلية لاجتماعنا وبالأجر بالساعة المبيّن في الحجز. يُرجى استخدام تفاصيل الدفع أدناه. تقتصر خبرة على الربط بين المستشارين والعملاء، ولا تحصّل أي مبلغ ولا تحتفظ به.',
};

/** Names of fields and lists that appear inside messages ('Please enter the required field {field}'). */
const FIELD_NAMES: Record<string, string> = {
  'First Name': 'الاسم الأول',
  'Last Name': 'اسم العائلة',
  Email: 'البريد الإلكتروني',
  Phone: 'الهاتف',
  Country: 'الدولة',
  City: 'المدينة',
  Password: 'كلمة المرور',
  'Confirm Password': 'تأكيد كلمة المرور',
  'New password': 'كلمة المرور الجديدة',
  Name: 'الاسم',
  Subject: 'الموضوع',
  Inquiry: 'الاستفسار',
  Title: 'المسمى الوظيفي',
  'Expiry Date': 'تاريخ الانتهاء',
  Requirements: 'المتطلبات',
  'Minimum Experience': 'الحد الأدنى للخبرة',
  'First Language': 'اللغة الأولى',
  'Second Language': 'اللغة الثانية',
  Workstation: 'مكان العمل',
  'Travel Required': 'السفر مطلوب',
  'Start Date': 'تاريخ البدء',
  'Time Period': 'المدة',
  'Minimum Availability': 'الحد الأدنى للتفرّغ',
  'Project Phase': 'مرحلة المشروع',
  'Hourly Rate': 'الأجر بالساعة',
  'Pay Type': 'طريقة الدفع',
  Flights: 'تذاكر الطيران',
  Hotel: 'الفندق',
  Nationality: 'الجنسية',
  'Total Experience': 'إجمالي الخبرة',
  Degree: 'المؤهل العلمي',
  'Residency Visa': 'تأشيرة الإقامة',
  'Publish Profile': 'نشر الملف',
  Availability: 'التفرّغ',
  'Work Station': 'مكان العمل',
  'Travel Willingness': 'الاستعداد للسفر',
  'Profile Header': 'العنوان المهني',
  'Profile Summary': 'النبذة المهنية',
  'Company Name': 'اسم الشركة',
  'Legal Name': 'الاسم القانوني',
  Organization: 'الجهة',
  'Preference Date': 'التاريخ المفضّل',
  'Start Time': 'وقت البدء',
  'End Time': 'وقت الانتهاء',
  'Proposed Alternate Date': 'التاريخ البديل المقترح',
  Timezone: 'المنطقة الزمنية',
  'Welcome Message': 'رسالة الترحيب',
  'Conference Platform': 'منصة الاجتماع',
  Note: 'الملاحظة',
  'Conference Link': 'رابط الاجتماع',
  'Conference Message': 'رسالة الاجتماع',
  'Payment Platform': 'منصة الدفع',
  'Payment Link': 'رابط الدفع',
  'Payment Message': 'رسالة الدفع',
};

/** Each key with a `{x}` as a pattern: its fixed text exact, each `{x}` any text. */
const TEMPLATES = Object.keys(MESSAGES)
  .filter((key) => key.includes('{'))
  .map((key) => {
    const names: string[] = [];
    const source = key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_whole, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });

/** A message (or a skill's name) in `locale`: the Arabic of a known English text (its varying parts translated when known); anything else as it is. */
export function localizeMessage(message: string, locale: Locale = currentLocale()): string {
  if (locale !== 'ar') return message;
  const exact = MESSAGES[message] ?? SKILL_NAMES_AR[message];
  if (typeof exact === 'string') return exact;
  for (const { key, names, pattern } of TEMPLATES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const parts = Object.fromEntries(names.map((name, i) => [name, FIELD_NAMES[match[i + 1] ?? ''] ?? match[i + 1] ?? '']));
    const arabic = MESSAGES[key]!;
    return typeof arabic === 'function' ? arabic(parts) : arabic.replace(/\{(\w+)\}/g, (_whole, name: string) => parts[name] ?? '');
  }
  return message;
}
