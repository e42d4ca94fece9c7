import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Pager } from './Pager';

export interface PastLastPageProps {
  /** What the page says, e.g. "There is no page 99. The last page is 3." */
  title: string;
  /** The button back to the last page, e.g. "Go to page 3". */
  actionLabel: string;
  totalPages: number;
  /** Called with a zero-based page number. */
  onChange: (page: number) => void;
  pagerClassName?: string;
}

/**
 * A list page past the last one (an old link, a hand-edited URL): says so and
 * leads back to the last page; the pager sits one past the last, so Previous
 * leads to the last one and no number is current.
 */
export function PastLastPage({ title, actionLabel, totalPages, onChange, pagerClassName }: PastLastPageProps) {
  return (
    <>
      <EmptyState
        title={title}
        action={
          <Button variant="outline" onClick={() => onChange(totalPages - 1)}>
            {actionLabel}
          </Button>
        }
      />
      <Pager page={totalPages} totalPages={totalPages} onChange={onChange} className={pagerClassName} />
    </>
  );
}
