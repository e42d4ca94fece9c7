import { getDomain } from 'tldts';
import freeMailDomains from 'email-providers';
import mailchecker from 'mailchecker';
import { websiteDomain } from '@contracts/company';

/**
 * Which domains can verify a company. The registrable domain comes from the Public Suffix List (tldts, private
 * suffixes such as github.io included), so a suffix that many own (com.sa, github.io) is never one; the free e-mail
 * services are email-providers' list and the disposable ones mailchecker's.
 */

const FREE_MAIL: ReadonlySet<string> = new Set(freeMailDomains.map((domain) => domain.toLowerCase()));
const DISPOSABLE: ReadonlySet<string> = mailchecker.blacklist();

/** The registrable domain of a host (najdretail.sa for www.najdretail.sa), or null for a public suffix, an IP or no domain. */
export function registrableDomain(host: string): string | null {
  const domain = getDomain(host.trim().toLowerCase(), { allowPrivateDomains: true });
  return domain && domain.includes('.') ? domain : null;
}

/** The host and every parent down to its registrable domain (mail.najdretail.sa, najdretail.sa). */
function hostAndParents(host: string, domain: string): string[] {
  const labels = host.split('.');
  const found: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    const candidate = labels.slice(i).join('.');
    found.push(candidate);
    if (candidate === domain) break;
  }
  return found;
}

/** Whether a host is, or is under, a free or disposable e-mail service's domain. */
export function isMailService(host: string): boolean {
  const lower = host.trim().toLowerCase();
  const domain = registrableDomain(lower);
  if (!domain) return false;
  return hostAndParents(lower, domain).some((name) => FREE_MAIL.has(name) || DISPOSABLE.has(name));
}

/** The host of an e-mail address (lower case), '' without one. */
export const hostOfEmail = (email: string): string => email.trim().toLowerCase().split('@')[1] ?? '';

/** The registrable domain of a company's website, or null without one. */
export function domainOfWebsite(website: string): string | null {
  const host = websiteDomain(website);
  return host ? registrableDomain(host) : null;
}
