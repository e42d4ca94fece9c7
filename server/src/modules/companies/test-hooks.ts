import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/errors';
import type { TestTxtRecords } from './txt-resolver';

/**
 * The end-to-end tests' DNS (config.testHooks only, never in production): POST /test/dns/txt { name, value } makes
 * the server's TXT lookups of `name` answer `value`, so a journey verifies a company by DNS without a real domain.
 */
export async function companyTestHookRoutes(app: FastifyInstance, { records }: { records: TestTxtRecords }): Promise<void> {
  app.post('/test/dns/txt', { config: { visitorWrites: [] } }, async (request, reply) => {
    const { name, value } = (request.body ?? {}) as { name?: unknown; value?: unknown };
    if (typeof name !== 'string' || typeof value !== 'string' || !name || name.length > 253 || value.length > 255) throw badRequest('Please give a name and a value.');
    records.add(name, value);
    return reply.status(204).send();
  });
}
