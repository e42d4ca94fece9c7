import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureDeviceId } from '../security-log/devices';
import type { Requester } from './service';

/** Who asks: address, user agent and language, for limits, the security log and e-mails. */
export const requester = (request: FastifyRequest): Requester => {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : undefined, locale: request.locale };
};

/** The requester of a sign-in (sign-up, login, its second step), with its device id (the answer sets the khibra_device cookie). */
export const signingIn = (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Requester => ({
  ...requester(request),
  deviceId: ensureDeviceId(request, reply, app.config.publicUrl.startsWith('https:')),
});
