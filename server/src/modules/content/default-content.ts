/**
 * Content shipped with Khibra (docs/reference.md#data "CMS data"): the home page, About Us,
 * terms, privacy and cookies, and help. Served by the content service until an
 * administrator replaces it. HTML fields use only h2, h3, p, ul, ol, li,
 * strong, em and a (with relative links).
 *
 * Every img/video/poster path here exists under public/ (see the test).
 */
import type { CmsContent } from '@contracts/content';

/** Joins HTML blocks written one per line. */
const html = (...blocks: string[]): string => blocks.join('\n');

const termsAndConditions = html(
  '<h2>Terms and Conditions</h2>',
  '<p>These terms explain how Khibra works and the rules that apply when you use it. By creating an account or using the site you agree to them. If you do not agree, please do not use Khibra.</p>',

  '<h3>1. Who we are</h3>',
  '<p>Khibra is an online marketplace for the Middle East and North Africa. It helps businesses and individuals find trainers, consultants and e-consultants, and helps those freelancers find work. In these terms, “Khibra”, “we” and “us” mean the operator of the Khibra website; “you” means anyone who visits the site or holds an account; a “business” is a user who posts vacancies or books e-consultations; and a “freelancer” is a user who offers services as a Trainer, Consultant or E-Consultant.</p>',

  '<h3>2. Khibra only connects businesses and freelancers</h3>',
  '<p>Khibra is a meeting place, not a party to the work. We provide the tools to publish vacancies and profiles, to search, to apply and to book e-consultations. Any agreement to carry out work is made <strong>directly between the business and the freelancer</strong>. We do not employ freelancers, we do not act as an agent for either side, and we do not supervise, direct or guarantee any work.</p>',
  '<p>Because of this, the two parties are responsible for agreeing the scope, schedule, deliverables, price, payment method, taxes, permits and any other terms of their engagement, and for meeting the laws that apply to them, including labour, visa and tax rules in their country.</p>',

  '<h3>3. Accounts</h3>',
  '<ul>',
  '<li>You must be at least 18 years old and able to enter into a binding agreement to open an account.</li>',
  '<li>The information you give us must be accurate and kept up to date. Use your real name and an e-mail address you control; we ask you to verify it before you can sign in.</li>',
  '<li>You are responsible for keeping your password secret and for everything done through your account. Tell us at once through the <a href="/contactus">contact page</a> if you think someone else has used it.</li>',
  '<li>One person may hold one account. Accounts may not be sold, shared or transferred.</li>',
  '<li>Profiles and vacancies may be reviewed and approved by our team before they are shown publicly. Approval is not an endorsement.</li>',
  '</ul>',

  '<h3>4. Using Khibra as a business</h3>',
  '<p>When you post a vacancy you confirm that the role is genuine, lawful and described honestly, including the location, the expected time commitment and how it will be paid. You may keep a list of favourite freelancers and review the freelancers who applied to your vacancies. Choosing a freelancer, checking their qualifications and references, and agreeing the terms of the work are your decisions and your responsibility.</p>',

  '<h3>5. Using Khibra as a freelancer</h3>',
  '<p>Your profile must describe your own experience, qualifications, languages and skills truthfully. Do not claim certifications you do not hold. When you apply to a vacancy or accept a booking, you are offering your services directly to that business and you are responsible for delivering what you agree to, to a professional standard.</p>',

  '<h3>6. E-consultations and fees</h3>',
  '<p>Freelancers who opt in as E-Consultants set their own availability, time zone and hourly rate, and may share the conference and payment details they use. The fee shown on a booking is an estimate: the hourly rate multiplied by the hours requested.</p>',
  '<ul>',
  '<li>E-consultation fees are <strong>paid directly to the consultant after the session is completed</strong>, based on the <strong>actual hours</strong> of the consultation.</li>',
  '<li>Khibra does not collect, hold or refund any money, and does not charge a commission on bookings.</li>',
  '<li>Rescheduling, cancellations, invoices and refunds are agreed between the business and the consultant.</li>',
  '</ul>',

  '<h3>7. Limitation of liability</h3>',
  '<p><strong>Khibra is not liable for the quality, safety, legality or outcome of any work, training or consultation, nor for any financial issue between the parties</strong>, including unpaid fees, late payments, refunds, taxes or disputes about hours. We do not verify every statement made in profiles or vacancies and we make no promise that a vacancy will be filled or that a freelancer will be hired.</p>',
  '<p>The site is provided “as is”. We work to keep it available and secure, but we cannot promise that it will be uninterrupted or free of errors. To the fullest extent the law allows, Khibra is not responsible for indirect or consequential losses, lost profits or lost data arising from your use of the site. Nothing in these terms limits any liability that cannot be limited by law.</p>',
  '<p>If you have a dispute with another user, you agree to resolve it with them directly. You may tell us about it so we can consider whether an account breaks these terms.</p>',

  '<h3>8. Acceptable use</h3>',
  '<p>You agree not to:</p>',
  '<ul>',
  '<li>post false, misleading, discriminatory, offensive or unlawful content;</li>',
  '<li>harass, threaten or defraud other users, or ask them for payment outside an agreed engagement;</li>',
  '<li>use contact details found on Khibra to send spam or unsolicited marketing;</li>',
  '<li>copy, scrape or collect profiles or vacancies by automated means;</li>',
  '<li>interfere with the security or operation of the site, or try to access accounts or data that are not yours;</li>',
  '<li>impersonate another person or organisation.</li>',
  '</ul>',

  '<h3>9. Content you post</h3>',
  '<p>You keep ownership of the text, photos and documents you upload, such as your profile, resume and vacancy files. You give Khibra a non-exclusive, royalty-free permission to store, display and share that content on the site for as long as it is published, so that the marketplace can work. You confirm that you have the right to upload it and that it does not infringe anyone else’s rights. We may remove content that breaks these terms.</p>',

  '<h3>10. Suspension and termination</h3>',
  '<p>You may stop using Khibra at any time and ask us to close your account through the <a href="/contactus">contact page</a>. We may suspend or close an account, or unpublish a profile or vacancy, if we reasonably believe it breaks these terms, puts other users at risk or is required by law. Sections 2, 6, 7 and 9 continue to apply after an account is closed.</p>',

  '<h3>11. Changes to these terms</h3>',
  '<p>We may update these terms as Khibra develops. The current version is always on this page. If a change is significant we will let account holders know, for example by e-mail or a notice on the site. Continuing to use Khibra after a change means you accept the updated terms.</p>',

  '<h3>12. Governing terms and contact</h3>',
  '<p>These terms, together with our <a href="/privacy-and-cookies">Privacy and Cookies</a> page, are the whole agreement between you and Khibra about the use of the site. If any part is found unenforceable, the rest remains in effect. These terms are governed by the laws that apply where Khibra is operated, without affecting any mandatory consumer protections in your own country. Questions about these terms are welcome through our <a href="/contactus">contact page</a>.</p>',
);

const privacy = html(
  '<h2>Privacy</h2>',
  '<p>This page explains what personal data Khibra collects, why, who can see it and the choices you have. We collect only what the marketplace needs to work.</p>',

  '<h3>What we collect</h3>',
  '<ul>',
  '<li><strong>Account details:</strong> first and last name, e-mail address, phone number, country, city and a securely hashed password.</li>',
  '<li><strong>Freelancer profile:</strong> profile header and summary, skills, experience, degree, nationality, languages, availability, rates, links you add, your profile photo and your resume.</li>',
  '<li><strong>Vacancies and applications:</strong> the vacancies you post, the files you attach, and the vacancies you apply to.</li>',
  '<li><strong>E-consultation bookings:</strong> the client information, requirements, dates, times and time zone entered in a booking, and the consultant’s e-consultation settings.</li>',
  '<li><strong>Messages to us:</strong> what you send through the contact and invite-a-friend forms, including the e-mail addresses you enter to invite friends.</li>',
  '<li><strong>Technical data:</strong> basic server logs such as the time of a request and error details, kept to run and protect the service.</li>',
  '</ul>',

  '<h3>Why we use it</h3>',
  '<ul>',
  '<li>to create and secure your account and verify your e-mail address;</li>',
  '<li>to show your profile or vacancies to other users and let them search, apply and book;</li>',
  '<li>to send the e-mails you expect, such as verification, password reset, booking details and, if you opt in, new vacancy alerts;</li>',
  '<li>to answer your questions and keep the marketplace safe from abuse.</li>',
  '</ul>',
  '<p>We do not sell your personal data and we do not use it for advertising.</p>',

  '<h3>Who can see what</h3>',
  '<p>Published profiles and vacancies are visible to other users. <strong>Visitors who are not signed in do not see contact details</strong> such as e-mail addresses and phone numbers. Signed-in users may see the contact details needed to work together, and you choose whether your phone number is shown to registered users, publicly, or not at all. When you book an e-consultation or apply to a vacancy, the other party receives the details you enter so they can reply to you.</p>',

  '<h3>How long we keep it</h3>',
  '<p>We keep your data while your account is open. When you ask us to close it, we delete or anonymise your profile, vacancies and bookings within 30 days, except where we must keep a record for legal reasons. Server logs are kept for a short period and then deleted.</p>',

  '<h3>Your rights</h3>',
  '<p>You can view and correct most of your data yourself from <a href="/profile">My Account</a> and the <a href="/freelancerprofile">freelancer profile</a> page, and you can unpublish your profile at any time. You may also ask us for a copy of your data, ask us to delete it, or object to how we use it by writing to us through the <a href="/contactus">contact page</a>. We will reply within 30 days.</p>',

  '<h3>Security</h3>',
  '<p>Passwords are stored only as salted hashes, connections to the site are encrypted, and access to personal data is limited to what is needed to run Khibra. No system is perfectly secure, so please use a strong password that you do not use elsewhere.</p>',
);

const cookies = html(
  '<h2>Cookies</h2>',
  '<p><strong>Khibra does not use tracking or advertising cookies.</strong> We do not use third-party analytics, profiling or social media trackers.</p>',
  '<h3>What we store on your device</h3>',
  '<ul>',
  '<li><strong>Sign-in token:</strong> when you log in, a sign-in token is kept in your browser’s local storage so that you stay signed in while you move between pages. It is removed when you log out.</li>',
  '<li><strong>Language:</strong> a cookie named khibra_lang keeps the language you chose, so pages open in it.</li>',
  '</ul>',
  '<p>This storage is strictly necessary for signing in and for showing the site in your language, so it does not require consent. If you clear your browser’s site data you will simply be signed out.</p>',
  '<h3>Robot check</h3>',
  '<p>Forms such as sign-up, login and contact include a robot check provided by a third-party service to protect Khibra from spam. That service may set its own cookies while the check is shown; it is used only for security, not for tracking you on Khibra.</p>',
  '<p>If anything about cookies is unclear, please <a href="/contactus">contact us</a>.</p>',
);

const help = html(
  '<h2>Help and Support</h2>',
  '<p>Answers to the questions we hear most often. If you cannot find what you need, write to us through the <a href="/contactus">contact page</a> and we will get back to you.</p>',

  '<h2>For businesses</h2>',
  '<h3>How do I find a freelancer?</h3>',
  '<p>Open the <a href="/freelancers">freelancers list</a> and search by skills, name, country, city, language or nationality. You can sort by the most recent, years of experience, hourly rate or availability, or show only Trainers, Consultants or E-Consultants.</p>',
  '<h3>How do I post a vacancy?</h3>',
  '<p>Sign in and choose <a href="/vacancies/create">Post Vacancy</a>. Describe the role, the required skills (up to 10), the candidate profile, the location and timing, and how it is paid. You can attach a PDF brief of up to 5 MB. Your vacancies appear under <a href="/vacancies-posted">Posted Vacancies</a>, where the “Applied by” count opens the list of freelancers who applied.</p>',
  '<h3>Can I save freelancers for later?</h3>',
  '<p>Yes. Add them to your favourites and find them again under <a href="/favorite-freelancers">Favorite Freelancers</a>.</p>',
  '<h3>I only want to post vacancies. Do I need a freelancer profile?</h3>',
  '<p>No. Tick “I am a business user and only will post vacancies” when you sign up.</p>',

  '<h2>For freelancers</h2>',
  '<h3>How do I get found?</h3>',
  '<p>Complete your <a href="/freelancerprofile">freelancer profile</a>: a clear profile header, a summary of what you offer, up to 10 skills, your experience, languages, availability and rate, a professional photo and your resume. Choose whether you work as a Trainer, a Consultant, an E-Consultant or all three. Profiles may be reviewed before they are published.</p>',
  '<h3>How do I apply to a vacancy?</h3>',
  '<p>Browse the <a href="/vacancies">vacancies list</a>, open a vacancy that fits and apply. You can follow your applications under <a href="/vacancies-applied">Applied To Vacancies</a>. Keep “e-mail me new vacancies” switched on in your profile to hear about new roles.</p>',
  '<h3>Who can see my phone number?</h3>',
  '<p>You decide. Your phone can be shown to registered users only, to everyone, or to no one. Visitors who are not signed in never see your contact details.</p>',

  '<h2>E-consultations</h2>',
  '<h3>What is an e-consultation?</h3>',
  '<p>A paid video or online meeting with an E-Consultant. Consultants set their weekly availability, time zone and hourly rate on the <a href="/econsultationsettings">e-Consultation Settings</a> page.</p>',
  '<h3>How do I book one?</h3>',
  '<p>Find an E-Consultant in the <a href="/freelancers">freelancers list</a> and choose Book. Enter your details and requirements, then pick a preferred date, start time and end time; you can also propose an alternative date. The form shows an estimated total: the hourly rate multiplied by the hours requested. Both sides can see the booking under <a href="/econsultancy/bookings">e-Consultant Booking</a>.</p>',
  '<h3>How and when do I pay?</h3>',
  '<p>Fees are <strong>paid directly to the consultant after the consultation is completed, based on the actual hours</strong>. Khibra does not take payments or commissions. The consultant shares their payment details with you, and you agree any invoice, cancellation or refund with them.</p>',
  '<h3>What if something goes wrong?</h3>',
  '<p>Khibra only connects businesses and freelancers. <strong>Khibra is not liable for the quality of the work or for any financial issue between the parties.</strong> Please agree the scope and terms clearly before you start, and settle any disagreement directly. If you believe someone is breaking our <a href="/terms-and-conditions">Terms and Conditions</a>, tell us.</p>',

  '<h2>Account and sign-in</h2>',
  '<h3>I did not receive the verification e-mail.</h3>',
  '<p>Check your spam or junk folder first. If it is not there, <a href="/contactus">contact us</a> with the address you signed up with.</p>',
  '<h3>I forgot my password.</h3>',
  '<p>Use <a href="/forgot">Forgot Password</a> on the login page and follow the link we send you. You can change your password at any time from <a href="/profile">My Account</a>.</p>',
  '<h3>How do I close my account?</h3>',
  '<p>Send us a request through the <a href="/contactus">contact page</a> from the e-mail address on your account.</p>',
);

export const defaultContent: CmsContent = {
  title: 'Expertise that works for the region',
  titleContent:
    'Khibra connects businesses across the Middle East and North Africa with trusted trainers, consultants and e-consultants. Post a vacancy, search profiles by skill, language and country, or book a paid online consultation with an expert — all in one place.',

  works: {
    banners: [
      { img: '/content/banner-freelancers.svg', link: '/freelancers' },
      { img: '/content/banner-vacancies.svg', link: '/vacancies' },
      { img: '/content/banner-join.svg', link: '/signup' },
    ],
  },

  forBusiness: {
    title: 'How it works for business',
    content:
      'Post a vacancy in a few minutes: describe the role, the skills you need, where and when the work happens and how it is paid. Qualified trainers and consultants apply, and you review them from your posted vacancies. Prefer to search yourself? Filter freelancers by skill, language, country and availability, keep a list of favourites, or book a paid e-consultation with an expert for quick advice.',
    img: '/content/how-business.svg',
    video: '/media/how-business.mp4',
    poster: '/media/how-business.jpg',
  },

  forFreelancer: {
    title: 'How it works for freelancers',
    content:
      'Create your profile once and let businesses across the region find you. Show your skills, experience, languages and rate, upload your resume, and choose whether you work as a Trainer, a Consultant or an E-Consultant. Browse vacancies that match your expertise and apply in one click, or open your calendar to paid online consultations and get paid directly by the client.',
    img: '/content/how-freelancer.svg',
    video: '/media/how-freelancer.mp4',
    poster: '/media/how-freelancer.jpg',
  },

  freelancerContent: {
    title: 'For freelancers',
    content:
      'Whether you deliver training, advise on strategy or solve problems in a one-hour call, Khibra puts your expertise in front of the businesses that need it.',
    subContent: [
      {
        img: '/content/card-build-profile.svg',
        title: 'Build a profile',
        content:
          'Present your skills, certifications, languages and rate in a profile businesses can trust. Add your photo and resume so clients see the full picture.',
      },
      {
        img: '/content/card-apply-vacancies.svg',
        title: 'Apply to vacancies',
        content:
          'Browse training and consulting vacancies from across the region, filter by country and language, and apply in one click. Track every application in one list.',
      },
      {
        img: '/content/card-get-discovered.svg',
        title: 'Get discovered',
        content:
          'Businesses search Khibra by skill, language, nationality and location. A complete profile helps you appear in the right searches and get invited to work.',
      },
    ],
  },

  eConsultant: {
    title: 'E-consultations',
    content:
      'Need an answer from an expert this week, not next quarter? Book a paid video or online meeting with an E-Consultant, at a time that suits you both.',
    subContent: [
      {
        img: '/content/card-expert-advice.svg',
        title: 'Expert advice on demand',
        content:
          'From IFRS questions to ISO audits and HR policy reviews, get focused advice from an experienced consultant without a long engagement.',
      },
      {
        img: '/content/card-easy-booking.svg',
        title: 'Easy booking',
        content:
          'See each consultant’s hourly rate and availability, pick a date and time in your own time zone, and send your requirements in one simple form.',
      },
      {
        img: '/content/card-pay-after.svg',
        title: 'Pay after the session',
        content:
          'Fees are paid directly to the consultant after the consultation is completed, based on the actual hours. No deposits and no platform commission.',
      },
    ],
  },

  aboutus: {
    array: [
      {
        img: '/content/about-who.svg',
        title: 'Who we are',
        content: html(
          '<p><strong>Khibra</strong> — Arabic for “expertise” — is a marketplace built for the Middle East and North Africa. We bring together the businesses that need skills and the trainers and consultants who have them.</p>',
          '<p>We understand the region: its languages, its labour-market programmes and the way organisations here hire and learn.</p>',
        ),
      },
      {
        img: '/content/about-what.svg',
        title: 'What we do',
        content: html(
          '<p>Khibra gives both sides simple tools to find each other:</p>',
          '<ul>',
          '<li><strong>Businesses</strong> post vacancies, search freelancers and keep favourites.</li>',
          '<li><strong>Freelancers</strong> build a profile, apply to vacancies and receive invitations.</li>',
          '<li><strong>E-Consultants</strong> offer paid online consultations on their own schedule.</li>',
          '</ul>',
        ),
      },
      {
        img: '/content/about-trust.svg',
        title: 'How we keep it fair',
        content: html(
          '<p>Profiles and vacancies are reviewed before they are published, and contact details are hidden from visitors who are not signed in.</p>',
          '<p>We only connect the two sides: the work, and the fees, are agreed <strong>directly between the business and the freelancer</strong>, and e-consultation fees are paid directly to the consultant after completion.</p>',
        ),
      },
      {
        img: '/content/about-region.svg',
        title: 'Across the region',
        content: html(
          '<p>From Casablanca to Muscat, Khibra lists freelancers who work onsite, remotely or both, in Arabic, English, French and many other languages.</p>',
          '<ul>',
          '<li>Search by country, city, language and nationality.</li>',
          '<li>Find experts willing to travel within the GCC, across MENA or worldwide.</li>',
          '</ul>',
        ),
      },
    ],
    story: {
      img: '/content/about-story.svg',
      title: 'Our story',
      content: html(
        '<p>Khibra started with a simple observation. Across the region, organisations were spending weeks searching through personal networks for the right trainer or consultant, while experienced professionals — many of them independent — struggled to be seen beyond the people who already knew them.</p>',
        '<p>We wanted one place where a hotel group in Dubai could find a customer-service trainer who speaks Arabic and English, where a ministry in Amman could shortlist change-management consultants, and where a start-up in Cairo could book an hour with an IFRS expert the same week.</p>',
        '<p>Today Khibra is that place: a marketplace shaped by the needs of the Middle East and North Africa, built to make <strong>regional expertise</strong> easy to find, and easy to offer.</p>',
      ),
    },
  },

  slider2: {
    IndexPage: [
      'Find trusted trainers and consultants across MENA',
      'Post a vacancy in minutes and receive applications',
      'Book a paid e-consultation with an expert',
      'Arabic, English, French and many more languages',
      'Onsite, remote or hybrid: work the way you want',
    ],
    AboutPage: [
      'Khibra means expertise',
      'Built for the Middle East and North Africa',
      'Connecting businesses and freelancers directly',
    ],
  },

  termsAndConditions,
  privacyAndCookies: { privacy, cookies },
  help,
};
