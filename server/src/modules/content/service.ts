import { eq, sql } from 'drizzle-orm';
import type { CmsContent } from '@contracts/content';
import type { Db } from '../../db/client';
import { contentDocuments } from '../../db/schema';
import { defaultContent } from './default-content';
import { sanitizeDocument, validateContent } from './schema';

const DOCUMENT = 'cms';

/**
 * The content service (SPEC §1, §3): one document in the database. On an
 * empty database the shipped Khibra content is stored at first use; an
 * administrator replaces it with `npm run admin -- content import FILE.json`.
 */
export class ContentService {
  constructor(private readonly db: Db) {}

  async get(): Promise<CmsContent> {
    const [row] = await this.db.select().from(contentDocuments).where(eq(contentDocuments.name, DOCUMENT));
    if (row) return row.body as CmsContent;
    const initial = sanitizeDocument(defaultContent);
    await this.db.insert(contentDocuments).values({ name: DOCUMENT, body: initial }).onConflictDoNothing();
    return initial;
  }

  /** Validates and sanitizes the whole document, then replaces the stored one; a bad file changes nothing. */
  async import(input: unknown): Promise<CmsContent> {
    const content = validateContent(input);
    await this.db
      .insert(contentDocuments)
      .values({ name: DOCUMENT, body: content })
      .onConflictDoUpdate({ target: contentDocuments.name, set: { body: content, updatedAt: sql`now()` } });
    return content;
  }
}
