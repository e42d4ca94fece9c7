import { formatList } from '@contracts/format';
import { currentLocale, LOCALE_PARAM, type Locale } from '@contracts/locale';
import { SERVING, type RouteName } from '@contracts/routes';
import { SKILL_NAMES_AR } from '@contracts/skills-ar';
import { companyApi, type PublicCompany } from '@/entities/company';
import { freelancerApi, freelancerName } from '@/entities/freelancer';
import { reviewApi, type ReviewsPage } from '@/entities/review';
import { photoUrl } from '@/entities/user';
import { vacancyApi, type Vacancy } from '@/entities/vacancy';
import { t as translate, type PageKey as MessageKey, type PageTranslator } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { companyTitle, freelancerTitle, known, routeTitle, vacancyPlace, vacancyTitle, type PagePlace } from '../model/pageTitle';
import type { RootState } from '../model/store';
import { escapeHtml, serializeForScript } from './serialize';

// Titles and descriptions come from every page's group (contracts/routes.ts).
const t = translate as PageTranslator;

interface Head {
  title: string;
  description: string;
  /** Path of the canonical URL (query strings of list pages are dropped, except the page). */
  canonical: string;
  image?: string;
  type?: 'website' | 'profile' | 'article';
  jsonLd?: unknown;
  noindex?: boolean;
}

const DEFAULT_IMAGE = '/content/logo.svg';
const clip = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};


/** The descriptions of the table (the compiler checks each is a message key). */
const DESCRIPTIONS: Record<RouteName, { chunk: string; description?: MessageKey; noindex?: true }> = SERVING;

/** The message key of a route's link preview description: its own, or the site's. */
export const routeDescription = (route: RouteName): MessageKey => DESCRIPTIONS[route].description ?? 'meta.home.description';

/** A skill of the reference list by its shipped name in the page's language (stored in English). */
const skillName = (skill: string) => (currentLocale() === 'ar' ? (SKILL_NAMES_AR[skill] ?? skill) : skill);

/** schema.org JobPosting with what Google's job search asks for; nothing masked from visitors. */
/** schema.org Organization of a company page (what is public on it: never its contact details). */
function organization(company: PublicCompany, url: string, origin: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: company.name,
    url,
    ...(company.website ? { sameAs: company.website } : {}),
    ...(company.logo ? { logo: `${origin}${company.logo}` } : {}),
    ...(company.about ? { description: clip(company.about, 500) } : {}),
    ...(company.foundedYear ? { foundingDate: String(company.foundedYear) } : {}),
    ...(company.country ? { address: { '@type': 'PostalAddress', ...(company.city ? { addressLocality: company.city } : {}), addressCountry: company.country } } : {}),
  };
}

/** Who is hiring, for a JobPosting: the company page when the business has one, the site otherwise. */
function hiringOrganization(vacancy: Vacancy, origin: string): unknown {
  const company = vacancy.company;
  if (!company) return { '@type': 'Organization', name: t('meta.siteName'), sameAs: origin, logo: `${origin}${DEFAULT_IMAGE}` };
  return { '@type': 'Organization', name: company.name, sameAs: `${origin}${paths.company(company.id)}`, ...(company.logo ? { logo: `${origin}${company.logo}` } : {}) };
}

function jobPosting(vacancy: Vacancy, url: string, origin: string): unknown {
  const remote = vacancy.location?.workstation === 'Remote';
  const country = known(vacancy.location?.country);
  const city = known(vacancy.location?.city);
  const skills = vacancy.requiredSkills ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: [vacancy.requirements, skills.length ? t('meta.vacancy.skills', { skills: formatList(skills.map(skillName)) }) : ''].filter(Boolean).join('\n\n'),
    identifier: { '@type': 'PropertyValue', name: 'Khibra', value: vacancy.id },
    datePosted: vacancy.postedDate,
    validThrough: vacancy.expiryDate ? `${vacancy.expiryDate}T23:59:59Z` : undefined,
    employmentType: 'CONTRACTOR',
    hiringOrganization: hiringOrganization(vacancy, origin),
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', ...(country ? { applicantLocationRequirements: { '@type': 'Country', name: country } } : {}) }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', ...(city ? { addressLocality: city } : {}), ...(country ? { addressCountry: country } : {}) },
          },
        }),
    ...(skills.length ? { skills: skills.join(', ') } : {}),
    url,
  };
}

/**
 * The freelancer's reviews as structured data: schema.org rates services, not people, so the person offers their
 * service (Person.makesOffer → Offer.itemOffered → Service), which carries the AggregateRating and the newest
 * Reviews of the page. Nothing without published reviews.
 */
function ratedService(page: ReviewsPage | undefined, name: string): Record<string, unknown> {
  if (!page || page.summary.count === 0) return {};
  return {
    makesOffer: {
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name,
        aggregateRating: { '@type': 'AggregateRating', ratingValue: page.summary.average, reviewCount: page.summary.count, bestRating: 5, worstRating: 1 },
        review: page.data.map((review) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: review.author.firstName },
          datePublished: review.publishedAt.slice(0, 10),
          reviewBody: review.text,
          inLanguage: review.language,
          reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        })),
      },
    },
  };
}

/** A page's head: a profile or vacancy from its data, any other page (or one whose data is not there) from its route in the table. */
function headFor({ route, params }: PagePlace, pathname: string, origin: string, state: RootState): Head {
  const freelancer = route === 'freelancer' ? freelancerApi.endpoints.getFreelancer.select(params.freelancerId ?? '')(state).data : undefined;
  if (freelancer) {
    const id = params.freelancerId ?? '';
    const name = freelancerName(freelancer);
    const headline = freelancer.profileHeader.trim();
    const canonical = paths.freelancer(id);
    const photo = photoUrl(freelancer.profilePhoto);
    const image = photo ? `${origin}${photo}` : `${origin}${DEFAULT_IMAGE}`;
    const place = [known(freelancer.user.city), known(freelancer.user.country)].filter(Boolean);
    return {
      title: freelancerTitle(freelancer),
      description: clip(freelancer.profileSummary || headline || t('meta.freelancers.description')),
      canonical,
      image: photo ? image : undefined,
      type: 'profile',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: `${origin}${canonical}`,
        dateCreated: freelancer.createdAt,
        dateModified: freelancer.updatedAt,
        mainEntity: {
          '@type': 'Person',
          name,
          ...(headline ? { jobTitle: headline } : {}),
          ...(freelancer.profileSummary ? { description: clip(freelancer.profileSummary, 500) } : {}),
          image,
          ...(place.length ? { address: { '@type': 'PostalAddress', addressLocality: place[0], ...(place[1] ? { addressCountry: place[1] } : {}) } } : {}),
          ...(freelancer.skills.length ? { knowsAbout: freelancer.skills } : {}),
          url: `${origin}${canonical}`,
          ...ratedService(reviewApi.endpoints.getFreelancerReviews.select({ freelancerId: id, page: 0 })(state).data, headline || name),
        },
      },
    };
  }

  const vacancy = route === 'vacancy' ? vacancyApi.endpoints.getPublicVacancy.select(params.vacancyId ?? '')(state).data : undefined;
  if (vacancy) {
    const id = params.vacancyId ?? '';
    const canonical = paths.vacancy(id);
    const place = vacancyPlace(vacancy);
    return {
      title: vacancyTitle(vacancy),
      description: clip(`${t('meta.vacancy.description', { title: vacancy.title, place })} ${vacancy.requirements}`),
      canonical,
      type: 'article',
      jsonLd: jobPosting(vacancy, `${origin}${canonical}`, origin),
    };
  }

  const company = route === 'company' ? companyApi.endpoints.getPublicCompany.select(params.companyId ?? '')(state).data : undefined;
  if (company) {
    const canonical = paths.company(company.id);
    return {
      title: companyTitle(company),
      description: clip(t('meta.company.description', { name: company.name, about: company.about })),
      canonical,
      image: company.logo ? `${origin}${company.logo}` : undefined,
      type: 'website',
      jsonLd: { '@context': 'https://schema.org', ...organization(company, `${origin}${canonical}`, origin) },
    };
  }
  return { title: t(routeTitle(route)), description: t(routeDescription(route)), canonical: pathname, type: 'website', noindex: DESCRIPTIONS[route].noindex };
}

/** Open Graph's name of each edition. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ar: 'ar_AR' };

/** The address of a page in a language: English at the plain address (also x-default, negotiated), Arabic with ?lang=ar. */
function inLanguage(url: string, locale: Locale): string {
  if (locale === 'en') return url;
  const address = new URL(url);
  address.searchParams.set(LOCALE_PARAM, locale);
  return address.toString();
}

/** The tags of <head> for a server-rendered page: title, description, canonical, Open Graph, Twitter card, hreflang and JSON-LD. */
export function pageHead(url: string, origin: string, state: RootState, place: PagePlace, notFound = false): string {
  const pathname = new URL(`${origin}${url}`).pathname;
  const head: Head = notFound
    ? { title: t('meta.notFound.title'), description: t('meta.home.description'), canonical: pathname, noindex: true }
    : headFor(place, pathname, origin, state);
  const locale = currentLocale();
  const plain = `${origin}${head.canonical}`;
  const canonical = inLanguage(plain, locale);
  const image = head.image ?? `${origin}${DEFAULT_IMAGE}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(inLanguage(plain, 'en'))}" />`,
    `<link rel="alternate" hreflang="ar" href="${escapeHtml(inLanguage(plain, 'ar'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(plain)}" />`,
    meta('property', 'og:site_name', t('meta.siteName')),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    meta('property', 'og:locale:alternate', OG_LOCALES[locale === 'ar' ? 'en' : 'ar']),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${serializeForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
