import { randomBytes, randomUUID } from 'node:crypto';
import { API_PREFIX } from '@contracts/api';
import { BUSINESS_ROLE } from '@contracts/auth';
import { COMPANY_LIMITS, COMPANY_LOGO_FIELD, COMPANY_REVIEWS_SHOWN, DNS_RECORD_PREFIX, OPEN_VACANCIES_SHOWN, companyMsg, websiteDomain, type CompanyProfile, type DnsRecord, type PublicCompany } from '@contracts/company';
import { companySchema, verifyCompanySchema } from '@contracts/company-schema';
import { HttpError, badRequest, forbidden, notFound } from '../../http/errors';
import { deleteQuietly, type FileRule, type MultipartForm } from '../../http/multipart';
import { isUuid } from '../../http/uuid';
import { validateBody } from '../../http/validate';
import { inLanguageOf } from '../../plugins/locale';
import type { Mailer } from '../../plugins/mail';
import { isImage, readAll, reencodePhoto, type Storage } from '../../storage';
import { PHOTO_FOLDER } from '../freelancers/serialize';
import { REFERENCE_LISTS } from '../reference/data';
import type { UserRow } from '../users/repository';
import type { VacanciesService } from '../vacancies/service';
import type { ReviewsService } from '../reviews/service';
import { domainCheckMail } from './emails';
import { CompaniesRepository, DAY_MS } from './repository';
import { domainOfWebsite, hostOfEmail, isMailService, registrableDomain } from './domains';
import { isNoRecord, type TxtResolver } from './txt-resolver';
import { toCompanyProfile, type CompanyRow } from './serialize';
import { sha256 } from '../../http/tokens';
import { clockOf, type Clock, type ServiceDeps } from '../deps';

/** Upload rule of the logo: an image by its content, re-encoded as the profile photos are. */
export const COMPANY_UPLOADS: Record<string, FileRule> = {
  [COMPANY_LOGO_FIELD]: { maxBytes: COMPANY_LIMITS.logoBytes, tooLarge: companyMsg.logoTooLarge, accept: isImage, wrongType: companyMsg.logoNotImage },
};

/** How long a domain link works. */
export const DOMAIN_CHECK_HOURS = 48;

/** Verification e-mails a day: per company, and per domain written to (whichever company asks). */
export const VERIFICATION_MAILS_A_DAY = { perCompany: 5, perDomain: 3 } as const;

/** Whether the company's website is still at the domain a proof was made for. */
const stillAt = (company: CompanyRow, domain: string): boolean => domainOfWebsite(company.website) === domain;


export interface CompaniesServiceDeps extends ServiceDeps {
  storage: Storage;
  mailer: Mailer;
  vacancies: VacanciesService;
  /** What freelancers said of the business (its page shows the newest). */
  reviews: Pick<ReviewsService, 'ofClient' | 'clientRatings'>;
  /** DNS TXT lookups of the DNS proof (tests answer them). */
  resolveTxt: TxtResolver;
}

/**
 * Company pages: the business edits its own, everyone reads it. The website's registrable domain is verified by a
 * link e-mailed to an address there or by a DNS TXT record on it; the badge stays while the website stays there.
 */
export class CompaniesService {
  private readonly repository: CompaniesRepository;
  private readonly now: Clock;

  constructor(private readonly deps: CompaniesServiceDeps) {
    this.repository = new CompaniesRepository(deps.db);
    this.now = clockOf(deps.now);
  }

  /** What freelancers said of the business: its rating, or null without reviews. */
  private async ratingOf(userId: string) {
    return (await this.deps.reviews.clientRatings([userId])).get(userId) ?? null;
  }

  /** Business accounts only: 403 before a byte of an upload is stored. */
  assertBusiness(user: UserRow): void {
    if (!user.iam.includes(BUSINESS_ROLE)) throw forbidden(companyMsg.notBusiness);
  }

  /** GET /company: the caller's company page, or null before they saved one. */
  async mine(user: UserRow): Promise<CompanyProfile | null> {
    this.assertBusiness(user);
    const row = await this.repository.byUser(user.id);
    return row ? toCompanyProfile(row, await this.ratingOf(row.userId)) : null;
  }

  /**
   * PUT /company (multipart: the fields, `logo`, deleteLogo='true'): creates or replaces the caller's page. The
   * fields are checked before anything is stored; the logo is re-encoded (WebP) and the previous logo removed.
   */
  async save(user: UserRow, form: MultipartForm): Promise<CompanyProfile> {
    this.assertBusiness(user);
    const valid = await validateBody(companySchema(this.now(), REFERENCE_LISTS), form.fields);
    const domain = valid.website ? this.assertOwnDomain(valid.website) : null;
    const upload = form.files[COMPANY_LOGO_FIELD];
    let logoKey: string | undefined;
    if (upload) {
      const stream = await this.deps.storage.get(upload.tempKey);
      const logo = stream ? await reencodePhoto(await readAll(stream)) : null;
      if (!logo) throw badRequest(companyMsg.logoNotImage, 'wrongFileType');
      logoKey = `${PHOTO_FOLDER}/${randomUUID()}.webp`;
      await this.deps.storage.put(logo, logoKey);
    }
    const deleteLogo = form.fields.deleteLogo === 'true';
    let saved: Awaited<ReturnType<CompaniesRepository['save']>>;
    try {
      saved = await this.repository.save(user.id, (before) => {
        // A verification stands while the website stays at the registrable domain it proved.
        const proven = before?.verifiedDomain;
        const stillProven = Boolean(proven && domain === proven);
        return {
          name: valid.name,
          about: valid.about,
          industry: valid.industry,
          size: valid.size,
          country: valid.country,
          city: valid.city,
          website: valid.website,
          foundedYear: valid.foundedYear ?? null,
          logoKey: logoKey ?? (deleteLogo ? null : (before?.logoKey ?? null)),
          verifiedDomain: stillProven ? proven : null,
          verifiedAt: stillProven ? before?.verifiedAt : null,
          verifiedBy: stillProven ? before?.verifiedBy : null,
        };
      });
    } catch (error) {
      if (logoKey) await deleteQuietly(this.deps.storage, [logoKey]);
      throw error;
    }
    const replaced = saved.before?.logoKey;
    if (replaced && replaced !== saved.after.logoKey) await deleteQuietly(this.deps.storage, [replaced]);
    return toCompanyProfile(saved.after, await this.ratingOf(saved.after.userId));
  }

  /**
   * GET /unauth/company/{id}: the public page (no contact details), its counts and open vacancies as a visitor sees
   * them; the reviews a signed-in viewer wrote are marked. A withheld page (hidden by an operator, or the business
   * suspended) is its business's alone.
   */
  async publicOne(id: string, viewerId?: string): Promise<PublicCompany> {
    const found = isUuid(id) ? await this.repository.byId(id) : undefined;
    if (!found || (found.company.withheld && found.company.userId !== viewerId)) throw notFound(companyMsg.notFound);
    const { company, memberSince } = found;
    const [stats, open, reviews, rating] = await Promise.all([
      this.repository.stats(company.userId),
      this.deps.vacancies.openOf(company.userId, OPEN_VACANCIES_SHOWN),
      this.deps.reviews.ofClient(company.userId, COMPANY_REVIEWS_SHOWN, viewerId),
      this.ratingOf(company.userId),
    ]);
    return { ...toCompanyProfile(company, rating), memberSince: memberSince.toISOString(), ...stats, openVacancies: open, reviews };
  }

  /** The registrable domain of a website the company may have: refuses a shared suffix (com.sa) and e-mail services' sites. */
  private assertOwnDomain(website: string): string {
    const host = websiteDomain(website) ?? '';
    const domain = registrableDomain(host);
    if (!domain) throw badRequest(companyMsg.sharedDomain, 'sharedDomain');
    if (isMailService(host)) throw badRequest(companyMsg.mailServiceWebsite, 'mailServiceWebsite');
    return domain;
  }

  /** The caller's company with its website's registrable domain (400 without a page or a website). */
  private async companyToVerify(user: UserRow): Promise<{ company: CompanyRow; domain: string }> {
    this.assertBusiness(user);
    const company = await this.repository.byUser(user.id);
    if (!company) throw badRequest(companyMsg.noCompany, 'noCompany');
    const domain = domainOfWebsite(company.website);
    if (!domain) throw badRequest(companyMsg.needWebsite, 'needWebsite');
    return { company, domain };
  }

  /**
   * POST /company/verify { email }: e-mails a single-use link to an address at the website's registrable domain
   * (never a free or disposable e-mail service's), at most VERIFICATION_MAILS_A_DAY. The e-mail is in the member's
   * language and carries nothing the member typed but the address's own domain.
   */
  async requestVerification(user: UserRow, body: unknown): Promise<{ sentTo: string }> {
    const { company, domain } = await this.companyToVerify(user);
    const { email } = await validateBody(verifyCompanySchema, body);
    const host = hostOfEmail(email);
    if (isMailService(host) || isMailService(domain)) throw badRequest(companyMsg.freeMail, 'freeMail');
    if (registrableDomain(host) !== domain) throw badRequest(companyMsg.wrongDomain, 'wrongDomain');
    const now = this.now();
    const full = await this.repository.takeVerificationMail(company.id, domain, new Date(now.getTime() - DAY_MS), VERIFICATION_MAILS_A_DAY);
    if (full) throw new HttpError(429, full === 'company' ? companyMsg.tooManyMailsCompany : companyMsg.tooManyMailsDomain, 'tooManyRequests');
    const token = randomBytes(32).toString('base64url');
    await this.repository.addDomainCheck({ tokenHash: sha256(token), companyId: company.id, email, domain, expiresAt: new Date(now.getTime() + DOMAIN_CHECK_HOURS * 3_600_000) });
    const link = `${this.deps.config.publicUrl}${API_PREFIX}/unauth/company/verify?token=${token}`;
    await this.deps.mailer.send(inLanguageOf(user, () => domainCheckMail(email, domain, link)));
    return { sentTo: email };
  }

  /** GET /company/verify/dns: the TXT record that proves the website's domain (the same until the domain changes). */
  async dnsRecord(user: UserRow): Promise<DnsRecord> {
    const { company, domain } = await this.companyToVerify(user);
    const token = await this.repository.dnsToken(company.id, domain, () => randomBytes(24).toString('base64url'));
    return { domain, value: `${DNS_RECORD_PREFIX}${token}` };
  }

  /** POST /company/verify/dns: verifies the company when its domain has the TXT record (400 saying why when not). */
  async checkDns(user: UserRow): Promise<CompanyProfile> {
    const { company, domain } = await this.companyToVerify(user);
    const { value } = await this.dnsRecord(user);
    let records: string[][];
    try {
      records = await this.deps.resolveTxt(domain);
    } catch (error) {
      if (isNoRecord(error)) throw badRequest(companyMsg.dnsNotFound, 'dnsNotFound');
      throw badRequest(companyMsg.dnsUnavailable, 'dnsUnavailable');
    }
    // A long TXT record comes in several strings: they are joined, as the record's value.
    if (!records.some((strings) => strings.join('').trim() === value)) throw badRequest(companyMsg.dnsNotFound, 'dnsNotFound');
    const verified = await this.repository.markVerified(company.id, domain, this.now(), stillAt);
    if (!verified) throw badRequest(companyMsg.dnsNotFound, 'dnsNotFound');
    return toCompanyProfile(verified, await this.ratingOf(verified.userId));
  }

  /** GET /unauth/company/verify?token=: the company verified for the link's domain (undefined for a used, expired or unknown link). */
  async verify(token: unknown): Promise<CompanyRow | undefined> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 100) return undefined;
    return this.repository.useDomainCheck(sha256(token), this.now(), stillAt);
  }
}
