import { and, eq } from 'drizzle-orm';
import type { ReportKind, ReportReason } from '@contracts/operator';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';

/** SQL of members' reports of freelancer profiles, vacancies and company pages. */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /** Whether this member has reported this item. */
  async exists(reporterId: string, kind: ReportKind, itemId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.reporterId, reporterId), eq(reports.kind, kind), eq(reports.itemId, itemId)))
      .limit(1);
    return row !== undefined;
  }

  /** Stores a report; false when this member has reported this item before (reports_once_idx). */
  async add(report: { reporterId: string; kind: ReportKind; itemId: string; reason: ReportReason; text: string }): Promise<boolean> {
    const rows = await this.db.insert(reports).values(report).onConflictDoNothing({ target: [reports.reporterId, reports.kind, reports.itemId] }).returning({ id: reports.id });
    return rows.length > 0;
  }
}
