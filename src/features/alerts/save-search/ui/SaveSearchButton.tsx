import { useState } from 'react';
import type { SavedSearchKind } from '@contracts/alerts';
import { alertsT as t } from '@/shared/i18n';
import { Button, type ButtonVariant } from '@/shared/ui';
import { savedQuery, searchName } from '../model/savedQuery';
import { SaveSearchDialog } from './SaveSearchDialog';

export interface SaveSearchButtonProps {
  kind: SavedSearchKind;
  /** The search page's query (its filters as in the URL). */
  params: URLSearchParams;
  variant?: ButtonVariant;
}

/** "Save this search" and its dialog, for a signed-in member. */
export function SaveSearchButton({ kind, params, variant = 'outline' }: SaveSearchButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('alerts.save.button')}
      </Button>
      {open && (
        <SaveSearchDialog
          kind={kind}
          query={savedQuery(params)}
          name={searchName(params, t(kind === 'vacancies' ? 'alerts.save.allVacancies' : 'alerts.save.allFreelancers'))}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
