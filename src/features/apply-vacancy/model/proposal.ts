import type { Proposal } from '@contracts/application';
import { parseNumber } from '@contracts/text';

/** The proposal form's values: text, as typed (the rate in any digits, the date YYYY-MM-DD or ''). */
export interface ProposalValues {
  coverLetter: string;
  proposedRate: string;
  availableFrom: string;
}

export const EMPTY_PROPOSAL: ProposalValues = { coverLetter: '', proposedRate: '', availableFrom: '' };

export const toProposalValues = (proposal: Proposal): ProposalValues => ({
  coverLetter: proposal.coverLetter,
  proposedRate: proposal.proposedRate === null ? '' : String(proposal.proposedRate),
  availableFrom: proposal.availableFrom ?? '',
});

/** What the API takes: the letter trimmed, no rate or date as null. */
export const toProposal = (values: ProposalValues): Proposal => ({
  coverLetter: values.coverLetter.trim(),
  proposedRate: values.proposedRate.trim() === '' ? null : parseNumber(values.proposedRate),
  availableFrom: values.availableFrom || null,
});

/** The kept draft's form name for one vacancy (local storage, per user: shared/auth). */
export const proposalDraftName = (vacancyId: string) => `proposal:${vacancyId}`;
