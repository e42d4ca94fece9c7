import { AUDIT_ACTIONS, AUDIT_ITEM_KINDS, type AuditLogFilters } from '@contracts/operator';

/** The audit log's filters and page as the console's URL keeps them (?action=&itemKind=&itemId=&actor=&page=). */
export interface AuditView {
  filters: AuditLogFilters;
  /** Zero-based; the URL shows it from 1. */
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((item) => item === value);
const text = (params: URLSearchParams, key: string) => params.get(key)?.trim() || undefined;

/** The filters of the URL; a value outside the lists is left out rather than sent. */
export function readAuditView(params: URLSearchParams): AuditView {
  const page = Number(params.get('page'));
  return {
    filters: {
      action: oneOf(AUDIT_ACTIONS, params.get('action')),
      itemKind: oneOf(AUDIT_ITEM_KINDS, params.get('itemKind')),
      itemId: text(params, 'itemId'),
      actor: text(params, 'actor'),
    },
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** The URL's search parameters of filters and a page (empty ones and the first page left out). */
export function auditViewParams({ filters, page }: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 0) params.set('page', String(page + 1));
  return params;
}
