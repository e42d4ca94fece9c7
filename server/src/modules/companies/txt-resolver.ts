import { Resolver } from 'node:dns/promises';

/** The TXT records of a name, each as its strings (as node:dns resolveTxt answers); rejects with a DNS error code. */
export type TxtResolver = (name: string) => Promise<string[][]>;

/** Codes of a lookup that answered: the name has no TXT record. */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/** Whether a failed lookup means "no record" rather than "DNS could not be read". */
export const isNoRecord = (error: unknown): boolean => NO_RECORD.has(String((error as { code?: unknown } | null)?.code));

/** The system's DNS, bounded: a slow server is given up after a few seconds. */
export function systemTxtResolver(): TxtResolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  return (name) => resolver.resolveTxt(name);
}

/**
 * The end-to-end tests' DNS (config.testHooks only, never in production): the TXT answers a test registered with
 * POST /test/dns/txt, and no record for any other name. The server then never asks the real DNS.
 */
export class TestTxtRecords {
  private readonly records = new Map<string, string[]>();

  add(name: string, value: string): void {
    const key = name.toLowerCase();
    this.records.set(key, [...(this.records.get(key) ?? []), value]);
  }

  readonly resolve: TxtResolver = async (name) => {
    const found = this.records.get(name.toLowerCase());
    if (!found) throw Object.assign(new Error(`queryTxt ENODATA ${name}`), { code: 'ENODATA' });
    return found.map((value) => [value]);
  };
}
