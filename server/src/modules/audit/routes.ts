import type { FastifyInstance } from 'fastify';
import { OPERATOR_PATHS } from '@contracts/operator';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { requireRecentAuth } from '../auth/recent-auth';
import { parsePage } from '../freelancers/input';
import { auditCsv } from './csv';
import { allAuditEntries, auditLogPage, parseAuditFilters } from './log';
import { memberActor, recordAudit } from './record';

type Query = { Querystring: Record<string, unknown> };

/** Minutes within which the password must have been entered for the CSV export. */
const EXPORT_REAUTH_MINUTES = 15;

/**
 * The audit log in the console (the /admin context: administrators and moderators read it); its CSV export is for
 * administrators who entered the password within 15 minutes, and is itself written to the log.
 */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get<Query>(OPERATOR_PATHS.auditLog, async (request, reply) => {
    const filters = parseAuditFilters(request.query);
    const page = await auditLogPage(db, filters, parsePage(request.query.page));
    return reply.header('Cache-Control', 'no-store').send(ok(page));
  });

  app.get<Query>(OPERATOR_PATHS.auditLogCsv, { preHandler: app.requireAdmin }, async (request, reply) => {
    await requireRecentAuth(request, EXPORT_REAUTH_MINUTES);
    const filters = parseAuditFilters(request.query);
    // The export's own entry is written with the read, in one transaction: the file starts with it.
    const entries = await db.transaction(async (tx) => {
      await recordAudit(tx, memberActor(requireUser(request)), { action: 'exportAuditLog', itemKind: 'content', itemId: 'audit-log', details: { ...filters } });
      return allAuditEntries(tx, filters);
    });
    const name = `khibra-audit-log-${app.clock.now().toISOString().slice(0, 10)}.csv`;
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`)
      .send(auditCsv(entries));
  });
}
