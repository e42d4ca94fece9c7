import type { AuditEntryView } from '@contracts/operator';

/** The byte-order mark: Excel reads a CSV file as UTF-8 (Arabic included) only when it starts with one. */
const BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, its quotes doubled. A value a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe.
 */
export function csvField(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** A CSV document: the BOM, then one CRLF-ended record per row. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

const HEADER = ['time (UTC)', 'actor', 'actor id', 'action', 'item kind', 'item id', 'reason', 'details'];

/** The audit log as CSV: times in ISO 8601 UTC, actions and kinds by their code names, details as JSON. */
export function auditCsv(entries: readonly AuditEntryView[]): string {
  return csvDocument([
    HEADER,
    ...entries.map((entry) => [entry.createdAt, entry.actorLabel, entry.actorId ?? '', entry.action, entry.itemKind, entry.itemId, entry.reason, Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : '']),
  ]);
}
