import { API_PREFIX } from '@contracts/api';
import type { Freelancer, FreelancerUser } from '@contracts/freelancer';
import type { FreelancerRole } from '@contracts/reference';
import type { freelancers } from '../../db/schema';
import { isApproved, type ApprovalPolicy } from './visibility';

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
  f: FreelancerRow;
  u: AccountFields;
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
export function toFreelancer({ f, u }: FreelancerRecord, viewer: Viewer, policy: ApprovalPolicy): Freelancer {
  const owner = viewer !== null && viewer.userId === f.userId;
  const member = viewer !== null;
  const user: FreelancerUser = {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    city: u.city,
    country: u.country,
    showPhoneRegistered: u.showPhoneRegistered,
    showPhonePublic: u.showPhonePublic,
  };
  if (member) user.email = u.email;
  if (owner || (member ? u.showPhoneRegistered : u.showPhonePublic)) user.phone = u.phone;

  return {
    id: f.id,
    user,
    experience: {
      totalExperience: f.totalExperience,
      degree: f.degree,
      nationality: f.nationality,
      residencyVisa: f.residencyVisa,
      firstLanguage: f.firstLanguage,
      secondLanguage: f.secondLanguage,
      publish: f.publish ? 'yes' : 'no',
      availability: f.availability,
      workStation: f.workStation,
      travelWillingness: f.travelWillingness,
      hourlyRate: f.hourlyRate,
      startDate: f.startDate,
    },
    profileHeader: f.profileHeader,
    profileSummary: f.profileSummary,
    companyName: f.companyName,
    personalLink: f.personalLink,
    linkedinLink: f.linkedinLink,
    legalName: f.legalName,
    skills: [...f.skills],
    // The uploader's file name is never served: the résumé is shown and saved under the server's name.
    resume: f.resumeKey ? { fileName: resumeDownloadName(u.firstName, u.lastName), size: f.resumeSize ?? 0, ...(member ? { path: resumePath(f.id) } : {}) } : null,
    profilePhoto: photoPath(f.photoKey),
    Iam: f.roles as FreelancerRole[],
    emailVacancies: f.emailVacancies,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
    complete: f.complete,
    isUpdate: { mailVerified: u.mailVerified, approve: isApproved(policy, { complete: f.complete, mailVerified: u.mailVerified, adminApproved: f.adminApproved }), applied: f.applied },
  };
}
