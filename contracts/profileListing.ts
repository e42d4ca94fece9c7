import { EXPERIENCE_TITLES, type Freelancer, type FreelancerExperience } from './freelancer';

/**
 * The one rule of a complete freelancer profile (the server stores its
 * answer; the profile page lists what is missing from it): every required
 * experience field, at least one skill and a résumé. Photo, headline and the
 * other free texts are optional and do not count.
 */
export type RequiredExperienceField = Exclude<keyof FreelancerExperience, 'secondLanguage' | 'publish'>;

/** The required experience fields, in the form's order. */
export const REQUIRED_EXPERIENCE_FIELDS = (Object.keys(EXPERIENCE_TITLES) as (keyof FreelancerExperience)[]).filter(
  (k): k is RequiredExperienceField => k !== 'secondLanguage' && k !== 'publish',
);

/** One line of the completeness checklist. */
export type CompletenessItem = RequiredExperienceField | 'skills' | 'resume';

/** Every item of the checklist, in the form's order. */
export const COMPLETENESS_ITEMS: readonly CompletenessItem[] = [...REQUIRED_EXPERIENCE_FIELDS, 'skills', 'resume'];

export interface CompletenessFacts {
  /** The experience fields, flat (a stored row) or from `experience` (an API answer). */
  fields: Partial<Record<RequiredExperienceField, unknown>>;
  skills: readonly unknown[];
  hasResume: boolean;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** What a profile lacks to be complete, in checklist order; empty when complete. */
export function missingForComplete(facts: CompletenessFacts): CompletenessItem[] {
  const missing: CompletenessItem[] = REQUIRED_EXPERIENCE_FIELDS.filter((k) => !filled(facts.fields[k]));
  if (facts.skills.length === 0) missing.push('skills');
  if (!facts.hasResume) missing.push('resume');
  return missing;
}

/** Why a profile is not listed in the freelancer search (see docs/reference.md#screens): each reason the owner can act on. */
export type NotListedReason = 'unpublished' | 'incomplete' | 'unapproved' | 'hidden';

export interface ListingStatus {
  /** Shown to others: published, complete, approved and not hidden by Khibra's team (the server's listed rule). */
  listed: boolean;
  reasons: NotListedReason[];
  /** The checklist items still missing (see missingForComplete). */
  missing: CompletenessItem[];
}

/**
 * The listing status of a freelancer's own profile as the API answers it
 * (null: none saved yet).
 * `complete` and `isUpdate.approve` are the server's answers (approval
 * follows the server's policy); the checklist is recomputed from the same
 * rule so it names what is missing.
 */
export function listingStatus(freelancer: Pick<Freelancer, 'experience' | 'skills' | 'resume' | 'complete' | 'isUpdate' | 'operatorHidden'> | null): ListingStatus {
  // No profile saved yet: nothing of the checklist is done.
  if (!freelancer) return { listed: false, reasons: ['incomplete'], missing: [...COMPLETENESS_ITEMS] };
  const experience: Partial<FreelancerExperience> = freelancer.experience ?? {};
  const missing = missingForComplete({ fields: experience, skills: freelancer.skills ?? [], hasResume: Boolean(freelancer.resume) });
  const complete = freelancer.complete && missing.length === 0;
  const reasons: NotListedReason[] = [];
  if (experience.publish === 'no') reasons.push('unpublished');
  if (!complete) reasons.push('incomplete');
  else if (!freelancer.isUpdate?.approve) reasons.push('unapproved');
  if (freelancer.operatorHidden) reasons.push('hidden');
  return { listed: reasons.length === 0, reasons, missing };
}
