import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './schema';

/**
 * Records when this installation first started (kept across restarts) and
 * returns it; health reports it, which makes persistence visible.
 */
export async function ensureInstalledAt(db: Db): Promise<string> {
  await db.insert(appMeta).values({ key: 'installed_at', value: new Date().toISOString() }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'installed_at'));
  return row.value;
}
