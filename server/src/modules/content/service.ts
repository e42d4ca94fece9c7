import { eq, sql } from 'drizzle-orm';
import type { CmsContent } from '@contracts/content';
import type { Locale } from '@contracts/locale';
import type { Db } from '../../db/client';
import { contentDocuments } from '../../db/schema';
import { defaultContent } from './default-content';
import { defaultContentAr } from './default-content-ar';
import { sanitizeDocument, validateContent } from './schema';

/** One stored document per edition. */
const DOCUMENTS: Record<Locale, { name: string; initial: CmsContent }> = {
  en: { name: 'cms', initial: defaultContent },
  ar: { name: 'cms:ar', initial: defaultContentAr },
};

/** What `content export` writes and `content import` reads: both editions. */
export interface ContentExport {
  en: CmsContent;
  ar: CmsContent;
}

const isExport = (input: unknown): input is { en: unknown; ar?: unknown } =>
  typeof input === 'object' && input !== null && 'en' in input && !('title' in input);

export interface ContentServiceDeps {
  db: Db;
}

/**
 * The content service (see docs/reference.md#product, #data): one document per language in the
 * database, the English and the Arabic edition. On an empty
 * database the shipped Khibra content is stored at first use; an
 * administrator replaces it with `npm run admin -- content import FILE.json`.
 */
export class ContentService {
  private readonly db: Db;

  constructor(deps: ContentServiceDeps) {
    this.db = deps.db;
  }

  /** The document of `locale` (a request's: request.locale). */
  async get(locale: Locale): Promise<CmsContent> {
    const { name, initial } = DOCUMENTS[locale];
    const [row] = await this.db.select().from(contentDocuments).where(eq(contentDocuments.name, name));
    if (row) return row.body as CmsContent;
    const document = sanitizeDocument(initial);
    await this.db.insert(contentDocuments).values({ name, body: document }).onConflictDoNothing();
    return document;
  }

  async exportAll(): Promise<ContentExport> {
    return { en: await this.get('en'), ar: await this.get('ar') };
  }

  /**
   * Validates and sanitizes, then replaces the stored documents: `{ en, ar }`
   * (what export writes; `ar` may be left out) or one document, which is the
   * English edition (files made before the Arabic edition). A bad file
   * changes nothing.
   */
  async import(input: unknown): Promise<ContentExport> {
    const documents: Partial<Record<Locale, CmsContent>> = isExport(input)
      ? { en: validateContent(input.en), ...(input.ar === undefined ? {} : { ar: validateContent(input.ar) }) }
      : { en: validateContent(input) };
    await this.db.transaction(async (tx) => {
      for (const [locale, body] of Object.entries(documents) as [Locale, CmsContent][]) {
        await tx
          .insert(contentDocuments)
          .values({ name: DOCUMENTS[locale].name, body })
          .onConflictDoUpdate({ target: contentDocuments.name, set: { body, updatedAt: sql`now()` } });
      }
    });
    return this.exportAll();
  }
}
