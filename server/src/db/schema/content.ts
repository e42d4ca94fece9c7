import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Content-service documents (docs/reference.md#data CMS data), one JSON document per name (e.g. 'cms'). */
export const contentDocuments = pgTable('content_documents', {
  name: text('name').primaryKey(),
  body: jsonb('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
