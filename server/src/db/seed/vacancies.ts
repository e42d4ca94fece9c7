import { randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { vacancies } from '../schema';
import type { Storage } from '../../storage';
import { minimalPdf } from './pdf';

export interface SeedVacanciesOptions {
  /** Posting dates are spread over the 40 days before this moment, expiry dates 20 to 90 days after it. Default: now. */
  now?: Date;
  /** Also store a small PDF brief for every third vacancy (needs deps.storage). Default true when a storage is given. */
  files?: boolean;
  /** Approved by an administrator, so they are listed under every APPROVAL policy. Default true. */
  approved?: boolean;
}

type Workstation = 'Onsite' | 'Remote' | 'Hybrid';

interface DemoVacancy {
  title: string;
  skills: string[];
  requirements: string;
  city: string;
  country: string;
  workstation: Workstation;
  trainer: boolean;
  consultant: boolean;
  firstLanguage: string;
  secondLanguage: string;
  /** '' = any nationality */
  nationality: string;
  minExperience: string;
  timePeriod: string;
  projectPhase: string;
  hourlyRate: string;
  payType: string;
  travel: string;
  paidTrip: boolean;
}

/** Twenty realistic vacancies of the region; skills and select values come from the reference lists. */
/** The last four are written in Arabic: the demo marketplace has both editions' kind of text. */
export const DEMO_VACANCIES: readonly DemoVacancy[] = [
  { title: 'Leadership trainer for a Riyadh bank', skills: ['Leadership Development', 'Middle Management Development', 'Emotional Intelligence'], requirements: 'Deliver a five-day leadership programme to 40 branch managers of a retail bank, in Arabic with English material. Experience with GCC banking audiences is expected.', city: 'Riyadh', country: 'Saudi Arabia', workstation: 'Onsite', trainer: true, consultant: false, firstLanguage: 'Arabic', secondLanguage: 'English', nationality: '', minExperience: '10', timePeriod: '1-2 weeks', projectPhase: 'Training delivery', hourlyRate: '$100 - $150', payType: 'Daily', travel: 'Yes', paidTrip: true },
  { title: 'ISO 9001 lead auditor for a Dubai contractor', skills: ['ISO 9001 Auditing', 'Quality Management', 'Internal Auditing'], requirements: 'Run the internal audit cycle ahead of recertification for a construction contractor with three sites, and coach the QHSE team on corrective actions.', city: 'Dubai', country: 'United Arab Emirates', workstation: 'Onsite', trainer: false, consultant: true, firstLanguage: 'English', secondLanguage: 'Arabic', nationality: '', minExperience: '8', timePeriod: '2-4 weeks', projectPhase: 'Evaluation', hourlyRate: '$75 - $100', payType: 'Daily', travel: 'No', paidTrip: false },
  { title: 'Islamic finance consultant for a Doha fintech', skills: ['Islamic Finance', 'Shariah Compliance Auditing', 'Fintech Advisory'], requirements: 'Review the product structure of a Shariah-compliant payment app, map it to AAOIFI standards and prepare the file for the Shariah board.', city: 'Doha', country: 'Qatar', workstation: 'Remote', trainer: false, consultant: true, firstLanguage: 'English', secondLanguage: 'Arabic', nationality: '', minExperience: '12', timePeriod: '1-3 months', projectPhase: 'Design', hourlyRate: 'More than $150', payType: 'Hourly', travel: 'No', paidTrip: false },
  { title: 'PMP exam preparation trainer in Cairo', skills: ['PMP Exam Preparation', 'Project Management', 'Agile Project Management'], requirements: 'Teach a 35-hour PMP preparation course to engineers of a telecom operator, evenings, with mock exams and a pass-rate report.', city: 'Cairo', country: 'Egypt', workstation: 'Onsite', trainer: true, consultant: false, firstLanguage: 'Arabic', secondLanguage: 'English', nationality: 'Egypt', minExperience: '5', timePeriod: '2-4 weeks', projectPhase: 'Training delivery', hourlyRate: '$25 - $50', payType: 'Hourly', travel: 'No', paidTrip: false },
  { title: 'Saudization compliance advisor, Jeddah retailer', skills: ['Saudization (Nitaqat) Compliance', 'Workforce Planning', 'HR Policies and Procedures'], requirements: 'Assess the Nitaqat band of a fashion retailer with 60 stores, design a three-year localisation plan and brief the HR leadership.', city: 'Jeddah', country: 'Saudi Arabia', workstation: 'Hybrid', trainer: false, consultant: true, firstLanguage: 'Arabic', secondLanguage: '', nationality: 'Saudi Arabia', minExperience: '7', timePeriod: '1-3 months', projectPhase: 'Planning', hourlyRate: '$75 - $100', payType: 'Monthly', travel: 'Within my country', paidTrip: true },
  { title: 'Cybersecurity awareness trainer, Muscat ministry', skills: ['Cybersecurity Awareness', 'NCA Essential Cybersecurity Controls', 'Presentation Skills'], requirements: 'Deliver phishing and data-handling awareness sessions to 300 civil servants in groups of 25, in Arabic, with short quizzes after each session.', city: 'Muscat', country: 'Oman', workstation: 'Onsite', trainer: true, consultant: false, firstLanguage: 'Arabic', secondLanguage: 'English', nationality: '', minExperience: '4', timePeriod: '1-3 months', projectPhase: 'Training delivery', hourlyRate: '$50 - $75', payType: 'Daily', travel: 'Yes', paidTrip: true },
  { title: 'Power BI consultant for an Amman NGO', skills: ['Power BI', 'Data Analysis', 'Data Governance'], requirements: 'Build donor-reporting dashboards from the programme database and train two staff members to maintain them. Remote work with one visit.', city: 'Amman', country: 'Jordan', workstation: 'Remote', trainer: true, consultant: true, firstLanguage: 'English', secondLanguage: 'Arabic', nationality: '', minExperience: '3', timePeriod: '2-4 weeks', projectPhase: 'Implementation', hourlyRate: '$25 - $50', payType: 'Fixed price', travel: 'No', paidTrip: false },
  { title: 'Customer service excellence coach, Abu Dhabi hotel', skills: ['Customer Service Excellence', 'Hospitality Management', 'Complaint Handling'], requirements: 'Coach front-office and guest-relations teams of a five-star hotel before the winter season, with mystery-shopper follow-up.', city: 'Abu Dhabi', country: 'United Arab Emirates', workstation: 'Onsite', trainer: true, consultant: false, firstLanguage: 'English', secondLanguage: 'Arabic', nationality: '', minExperience: '6', timePeriod: '1-2 weeks', projectPhase: 'Training delivery', hourlyRate: '$50 - $75', payType: 'Daily', travel: 'No', paidTrip: false },
  { title: 'Digital transformation advisor for Casablanca bank', skills: ['Digital Transformation', 'Change Management', 'Customer Experience (CX)'], requirements: 'Advise the transformation office of a retail bank on its digital onboarding roadmap; French-speaking, with bank experience in the Maghreb.', city: 'Casablanca', country: 'Morocco', workstation: 'Hybrid', trainer: false, consultant: true, firstLanguage: 'French', secondLanguage: 'Arabic', nationality: '', minExperience: '10', timePeriod: '3-6 months', projectPhase: 'Planning', hourlyRate: '$100 - $150', payType: 'Monthly', travel: 'Within MENA', paidTrip: true },
  { title: 'NEBOSH trainer for a Basra oilfield contractor', skills: ['NEBOSH International General Certificate', 'Oil and Gas HSE', 'Permit to Work Systems'], requirements: 'Deliver the NEBOSH IGC to 20 supervisors at the contractor camp, including the practical assessment. Camp accommodation provided.', city: 'Basra', country: 'Iraq', workstation: 'Onsite', trainer: true, consultant: false, firstLanguage: 'English', secondLanguage: 'Arabic', nationality: '', minExperience: '8', timePeriod: '2-4 weeks', projectPhase: 'Training delivery', hourlyRate: '$75 - $100', payType: 'Daily', travel: 'Yes', paidTrip: true },
  { title: 'Arabic copywriter for a Beirut e-commerce brand', skills: ['Arabic Copywriting', 'Content Marketing', 'Social Media Marketing'], requirements: 'Write product pages and a monthly campaign calendar in Levantine and Modern Standard Arabic for a home-goods online store.', city: 'Beirut', country: 'Lebanon', workstation: 'Remote', trainer: false, consultant: true, firstLanguage: 'Arabic', secondLanguage: 'English', nationality: '', minExperience: '3', timePeriod: 'Ongoing', projectPhase: 'Ongoing support', hourlyRate: 'Less than $25', payType: 'Fixed price', travel: 'No', paidTrip: false },
  { title: 'Balanced scorecard consultant, Kuwait authority', skills: ['Balanced Scorecard', 'OKRs and KPI Design', 'Strategic Planning'], requirements: 'Cascade the new five-year strategy of a public authority into department scorecards and KPI definitions, with workshops for each sector.', city: 'Kuwait City', country: 'Kuwait', workstation: 'Onsite', trainer: false, consultant: true, firstLanguage: 'Arabic', secondLanguage: 'English', nationality: '', minExperience: '12', timePeriod: '3-6 months', projectPhase: 'Design', hourlyRate: '$100 - $150', payType: 'Monthly', travel: 'Yes', paidTrip: true },
  { title: 'Training of trainers facilitator in Tunis', skills: ['Training of Trainers (TOT)', 'Instructional Design', 'Presentation Skills'], requirements: 'Run a TOT for 15 internal trainers of a vocational-training agency, in French, and review their first session plans.', city: 'Tunis', country: 'Tunisia', workstation: 'Onsite', trainer: true, consultant: false, firstLanguage: 'French', secondLanguage: 'Arabic', nationality: '', minExperience: '6', timePeriod: '1-2 weeks', projectPhase: 'Training delivery', hourlyRate: '$25 - $50', payType: 'Daily', travel: 'No', paidTrip: false },
  { title: 'Supply chain consultant for a Dammam distributor', skills: ['Supply Chain Management', 'Inventory Management', 'Warehouse Management'], requirements: 'Diagnose stock-outs and excess inventory across two warehouses, propose reorder policies and a WMS shortlist.', city: 'Dammam', country: 'Saudi Arabia', workstation: 'Hybrid', trainer: false, consultant: true, firstLanguage: 'English', secondLanguage: 'Arabic', nationality: '', minExperience: '8', timePeriod: '1-3 months', projectPhase: 'Evaluation', hourlyRate: '$75 - $100', payType: 'Fixed price', travel: 'Within the GCC', paidTrip: true },
  { title: 'Business English trainer for Manama insurer', skills: ['Business English', 'English Business Writing', 'Report Writing'], requirements: 'Teach business writing and meeting English to 12 underwriters, two mornings a week, with before-and-after assessments.', city: 'Manama', country: 'Bahrain', workstation: 'Onsite', trainer: true, consultant: false, firstLanguage: 'English', secondLanguage: '', nationality: '', minExperience: '5', timePeriod: '1-3 months', projectPhase: 'Training delivery', hourlyRate: '$25 - $50', payType: 'Hourly', travel: 'No', paidTrip: false },
  { title: 'E-consultation: HR policies review for a startup', skills: ['HR Policies and Procedures', 'UAE Labour Law', 'Employee Relations'], requirements: 'Review the employee handbook of a 40-person startup against UAE labour law in a few online sessions and mark what must change.', city: 'Sharjah', country: 'United Arab Emirates', workstation: 'Remote', trainer: false, consultant: true, firstLanguage: 'English', secondLanguage: 'Arabic', nationality: '', minExperience: '7', timePeriod: 'Less than 1 week', projectPhase: 'Evaluation', hourlyRate: '$50 - $75', payType: 'Hourly', travel: 'No', paidTrip: false },
  { title: 'مدرّب الحزام الأخضر (ستة سيجما) لمصنع بالإسكندرية', skills: ['Six Sigma Green Belt', 'Lean Management', 'Root Cause Analysis'], requirements: 'تدريب 18 مهندس إنتاج وتوجيههم خلال مشروعات الحزام الأخضر، مع متابعة النتائج وتقديم تقرير ختامي لإدارة المصنع.', city: 'Alexandria', country: 'Egypt', workstation: 'Onsite', trainer: true, consultant: true, firstLanguage: 'Arabic', secondLanguage: 'English', nationality: '', minExperience: '8', timePeriod: '3-6 months', projectPhase: 'Implementation', hourlyRate: '$50 - $75', payType: 'Daily', travel: 'Within my country', paidTrip: true },
  { title: 'مستشار تقارير الاستدامة والحوكمة لصندوق في أبوظبي', skills: ['Sustainability and ESG Reporting', 'Corporate Governance', 'IFRS Reporting'], requirements: 'إعداد أول تقرير استدامة لصندوق استثماري وفق المعايير الدولية، وتدريب فريق الامتثال على جمع البيانات والإفصاح عنها.', city: 'Abu Dhabi', country: 'United Arab Emirates', workstation: 'Remote', trainer: false, consultant: true, firstLanguage: 'English', secondLanguage: '', nationality: '', minExperience: '10', timePeriod: '3-6 months', projectPhase: 'Planning', hourlyRate: 'More than $150', payType: 'Monthly', travel: 'No', paidTrip: false },
  { title: 'مدرّبة اعتماد المستشفيات (سباهي) في الرياض', skills: ['CBAHI Accreditation', 'Patient Safety', 'Healthcare Quality (JCI Accreditation)'], requirements: 'تهيئة مستشفى خاص بسعة 200 سرير لزيارة الاعتماد من المركز السعودي لاعتماد المنشآت الصحية، ومراجعة السياسات وتدريب رؤساء الأقسام.', city: 'Riyadh', country: 'Saudi Arabia', workstation: 'Onsite', trainer: true, consultant: true, firstLanguage: 'Arabic', secondLanguage: 'English', nationality: '', minExperience: '10', timePeriod: '1-3 months', projectPhase: 'Implementation', hourlyRate: '$100 - $150', payType: 'Monthly', travel: 'Yes', paidTrip: true },
  { title: 'ورشة مهارات التفاوض لفريق المبيعات في أربيل', skills: ['Negotiation Skills', 'Sales Training', 'Key Account Management'], requirements: 'تصميم ورشة تفاوض مدتها يومان وتقديمها لستة عشر مدير حساب، بالعربية مع مواد باللغة الإنجليزية.', city: 'Erbil', country: 'Iraq', workstation: 'Onsite', trainer: true, consultant: false, firstLanguage: 'Arabic', secondLanguage: 'English', nationality: '', minExperience: '5', timePeriod: 'Less than 1 week', projectPhase: 'Training delivery', hourlyRate: '$50 - $75', payType: 'Fixed price', travel: 'Yes', paidTrip: true },
];

/**
 * Creates the demo vacancies for the given posters (round robin), published
 * and, unless told otherwise, approved. Deterministic: the same posters and
 * `now` give the same vacancies (only the storage keys of the PDFs differ). Returns the new vacancy ids in order.
 */
export async function seedVacancies(deps: { db: Db; storage?: Storage }, posterUserIds: string[], options: SeedVacanciesOptions = {}): Promise<string[]> {
  if (posterUserIds.length === 0) return [];
  const now = (options.now ?? new Date()).getTime();
  const day = 86_400_000;
  const files = options.files ?? Boolean(deps.storage);
  const ids: string[] = [];
  for (const [i, demo] of DEMO_VACANCIES.entries()) {
    const postedAt = new Date(now - ((i * 7) % 40) * day - i * 3_600_000);
    const expiryDate = new Date(now + (20 + ((i * 13) % 70)) * day).toISOString().slice(0, 10);
    // Work starts before the vacancy closes (the rule every new vacancy follows): 3 to 17 days earlier.
    const startDate = new Date(Date.parse(expiryDate) - (3 + ((i * 11) % 15)) * day).toISOString().slice(0, 10);
    let fileKey: string | null = null;
    let fileName: string | null = null;
    let fileSize: number | null = null;
    if (files && deps.storage && i % 3 === 0) {
      const pdf = minimalPdf([demo.title, `${demo.city}, ${demo.country} (${demo.workstation})`, `Skills: ${demo.skills.join(', ')}`, demo.requirements.slice(0, 90), 'Demo brief generated by Khibra']);
      // A fresh key each run: removing one seeded vacancy removes its file only.
      fileKey = `vacancies/${randomUUID()}.pdf`;
      await deps.storage.put(pdf, fileKey);
      fileName = `${demo.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`;
      fileSize = pdf.length;
    }
    const [row] = await deps.db
      .insert(vacancies)
      .values({
        userId: posterUserIds[i % posterUserIds.length],
        title: demo.title,
        publish: true,
        expiryDate,
        postedAt,
        updatedAt: postedAt,
        fileKey,
        fileName,
        fileSize,
        requiredSkills: demo.skills,
        requirements: demo.requirements,
        minExperience: demo.minExperience,
        firstLanguage: demo.firstLanguage,
        secondLanguage: demo.secondLanguage,
        nationality: demo.nationality,
        city: demo.city,
        country: demo.country,
        workstation: demo.workstation,
        travelRequired: demo.travel,
        startDate,
        timePeriod: demo.timePeriod,
        minAvailability: demo.timePeriod === 'Ongoing' || demo.payType === 'Monthly' ? 'Part time' : 'Full time',
        projectPhase: demo.projectPhase,
        hourlyRate: demo.hourlyRate,
        payType: demo.payType,
        flights: demo.paidTrip ? 'Paid' : 'Not Paid',
        hotel: demo.paidTrip ? 'Paid' : 'Not Paid',
        isTrainer: demo.trainer,
        isConsultant: demo.consultant,
        isPhonePublic: i % 4 === 0,
        isPhoneRegistered: i % 5 !== 0,
        adminApproved: options.approved ?? true,
      })
      .returning({ id: vacancies.id });
    ids.push(row.id);
  }
  return ids;
}
