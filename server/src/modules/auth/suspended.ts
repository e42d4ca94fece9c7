import { operatorMsg } from '@contracts/operator';
import { badRequest } from '../../http/errors';
import type { UserRow } from '../users/repository';

/**
 * Every way in (password, temporary password, the two-step code, a passkey) refuses an account an operator suspended,
 * saying so and where to write; a session it already had ends with the suspension (sessions' findLive refuses it too).
 */
export function refuseSuspended(user: Pick<UserRow, 'suspendedAt'>, contactEmail: string): void {
  if (user.suspendedAt) throw badRequest(operatorMsg.accountSuspended(contactEmail), 'accountSuspended');
}
