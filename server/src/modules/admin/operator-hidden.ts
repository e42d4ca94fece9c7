import type { OperatorHidden } from '@contracts/operator';

/** What the owner reads of an operator's hiding (the row's withheld columns), or nothing when it is not hidden. */
export function operatorHiddenOf(row: { operatorHiddenAt: Date | null; operatorNote: string | null }): { operatorHidden?: OperatorHidden } {
  return row.operatorHiddenAt ? { operatorHidden: { hiddenAt: row.operatorHiddenAt.toISOString(), note: row.operatorNote ?? '' } } : {};
}
