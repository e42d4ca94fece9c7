import { API_PREFIX } from '@contracts/api';
import type { ApplicationView } from '@contracts/application';
import type { ApplicationRow } from '../vacancies/repository';

/** An application as its vacancy's owner reads it. */
export function toApplication(row: ApplicationRow): ApplicationView {
  return {
    id: row.id,
    appliedAt: row.appliedAt.toISOString(),
    status: row.status,
    statusAt: row.statusAt?.toISOString() ?? null,
    statusMessage: row.statusMessage,
    proposal: { coverLetter: row.coverLetter, proposedRate: row.proposedRate, availableFrom: row.availableFrom },
    file: row.fileKey ? `${API_PREFIX}/vacancy/${row.vacancyId}/applications/${row.id}/file` : null,
  };
}
