import type { Proposal } from '@contracts/application';
import type { ProposalUpload } from '@/entities/vacancy';
import { parseNumber } from '@contracts/text';

/** The proposal form's values: text, as typed (the rate in any digits, the date YYYY-MM-DD or ''), and the optional PDF. */
export interface ProposalValues {
  coverLetter: string;
  proposedRate: string;
  availableFrom: string;
  /** A PDF chosen now. */
  file: File | null;
  /** Remove the stored PDF (an edit). */
  deleteFile: boolean;
}

/** What a kept draft holds: the text (never the file). */
export type ProposalDraft = Pick<ProposalValues, 'coverLetter' | 'proposedRate' | 'availableFrom'>;

export const EMPTY_PROPOSAL: ProposalValues = { coverLetter: '', proposedRate: '', availableFrom: '', file: null, deleteFile: false };

export const toProposalValues = (proposal: Proposal): ProposalValues => ({
  ...EMPTY_PROPOSAL,
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

/** The PDF part of a send: a new file, the stored one removed, or neither. */
export const toProposalFile = (values: ProposalValues): ProposalUpload => (values.file ? { file: values.file } : values.deleteFile ? { deleteFile: true } : {});

/** The kept draft's form name for one vacancy (local storage, per user: shared/auth). */
export const proposalDraftName = (vacancyId: string) => `proposal:${vacancyId}`;
