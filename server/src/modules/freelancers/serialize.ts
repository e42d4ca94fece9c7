import { API_PREFIX } from '@contracts/api';
import type { Freelancer, FreelancerUser } from '@contracts/freelancer';
import type { FreelancerRole } from '@contracts/reference';
import type { freelancers } from '../../db/schema';
import { isApproved, type ApprovalPolicy } from './visibility';
import { operatorHiddenOf } from '../admin/operator-hidden';

export type FreelancerRow = typeof freelancers.$inferSelect;

/** The account fields a freelancer answer is built from. */
export interface AccountFields {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  showPhonePublic: boolean;
  showPhoneRegistered: boolean;
  mailVerified: boolean;
}

export interface FreelancerRecord {
  freelancer: FreelancerRow;
  user: AccountFields;
}

/** Who asks: a visitor (no login) or a member by account id. */
export type Viewer = { userId: string } | null;

export const PHOTO_ROUTE = `${API_PREFIX}/uploads/photos`;
export const PHOTO_FOLDER = 'photos';
export const RESUME_FOLDER = 'resumes';

/** Public path of a stored photo (the SPA prefixes the site origin). */
export const photoPath = (photoKey: string | null): string | null => (photoKey ? `${PHOTO_ROUTE}/${photoKey.slice(PHOTO_FOLDER.length + 1)}` : null);
export const resumePath = (freelancerId: string): string => `${API_PREFIX}/freelancer/${freelancerId}/resume`;

/** '{First}-{Last}-Khibra.pdf', spaces as dashes, nothing a header or a file system would trip on. */
export function resumeDownloadName(firstName: string, lastName: string): string {
  // eslint-disable-next-line no-control-regex
  const part = (s: string) => s.trim().replace(/[\u0000-\u001f\u007f"\\/:*?<>|;]/g, '').replace(/\s+/g, '-');
  return [part(firstName), part(lastName), 'Khibra'].filter(Boolean).join('-') + '.pdf';
}

/**
 * The one place a freelancer leaves the server. Masking (see docs/reference.md#roles):
 * visitors never get the e-mail, get the phone only with showPhonePublic and
 * no résumé path; members get the e-mail, the phone only with
 * showPhoneRegistered, and the résumé path; the owner gets everything.
 */
export function toFreelancer({ freelancer, user: account }: FreelancerRecord, viewer: Viewer, policy: ApprovalPolicy): Freelancer {
  const owner = viewer !== null && viewer.userId === freelancer.userId;
  const member = viewer !== null;
  const user: FreelancerUser = {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    city: account.city,
    country: account.country,
    showPhoneRegistered: account.showPhoneRegistered,
    showPhonePublic: account.showPhonePublic,
  };
  if (member) user.email = account.email;
  if (owner || (member ? account.showPhoneRegistered : account.showPhonePublic)) user.phone = account.phone;

  return {
    id: freelancer.id,
    user,
    experience: {
      totalExperience: freelancer.totalExperience,
      degree: freelancer.degree,
      nationality: freelancer.nationality,
      residencyVisa: freelancer.residencyVisa,
      firstLanguage: freelancer.firstLanguage,
      secondLanguage: freelancer.secondLanguage,
      publish: freelancer.publish ? 'yes' : 'no',
      availability: freelancer.availability,
      workStation: freelancer.workStation,
      travelWillingness: freelancer.travelWillingness,
      hourlyRate: freelancer.hourlyRate,
      startDate: freelancer.startDate,
    },
    profileHeader: freelancer.profileHeader,
    profileSummary: freelancer.profileSummary,
    companyName: freelancer.companyName,
    personalLink: freelancer.personalLink,
    linkedinLink: freelancer.linkedinLink,
    legalName: freelancer.legalName,
    skills: [...freelancer.skills],
    // The uploader's file name is never served: the résumé is shown and saved under the server's name.
    resume: freelancer.resumeKey ? { fileName: resumeDownloadName(account.firstName, account.lastName), size: freelancer.resumeSize ?? 0, ...(member ? { path: resumePath(freelancer.id) } : {}) } : null,
    profilePhoto: photoPath(freelancer.photoKey),
    Iam: freelancer.roles as FreelancerRole[],
    emailVacancies: freelancer.emailVacancies,
    createdAt: freelancer.createdAt.toISOString(),
    updatedAt: freelancer.updatedAt.toISOString(),
    complete: freelancer.complete,
    rating: freelancer.ratingCount > 0 ? { average: Math.round((freelancer.ratingSum / freelancer.ratingCount) * 10) / 10, count: freelancer.ratingCount } : null,
    isUpdate: { mailVerified: account.mailVerified, approve: isApproved(policy, { complete: freelancer.complete, mailVerified: account.mailVerified, adminApproved: freelancer.adminApproved }), applied: freelancer.applied },
    ...(owner ? operatorHiddenOf(freelancer) : {}),
  };
}
