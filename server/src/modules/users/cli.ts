import { operatorRoleOf, type OperatorRole } from '@contracts/operator';
import type { CliCommand, CliEnv } from '../../cli/command';
import { inTransaction, withDatabase } from '../../cli/command';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/record';
import { UsersRepository, type UserRow } from './repository';
import { UsersService } from './service';
import { notFound } from '../../http/errors';

/**
 * Account commands of `npm run admin -- …`: the pending accounts, approving one, and the operator roles (an
 * administrator or a moderator is approved as well). Each change is written to the audit log in its transaction.
 */
export function userCommands(env: CliEnv): Record<string, CliCommand> {
  const { print } = env;
  const needEmail = (args: string[], command: string): string => {
    const email = args[0]?.trim();
    if (!email || !email.includes('@')) throw new Error(`Usage: npm run admin -- ${command} EMAIL`);
    return email;
  };
  /** Gives the account `role` (null: neither), recorded as a role change from what it had. */
  const setRole = async (tx: Db, email: string, role: OperatorRole | null): Promise<UserRow> => {
    const repository = new UsersRepository(tx);
    const target = await repository.findByEmail(email);
    if (!target) throw notFound('No such user.');
    const user = (await repository.update(target.id, ROLE_PATCH[role ?? 'none'])) ?? target;
    await recordAudit(tx, env.actor, { action: 'changeRole', itemKind: 'user', itemId: user.id, details: { from: operatorRoleOf(target), to: role } });
    return user;
  };
  const roleCommand = (command: string, role: OperatorRole | null, done: (email: string) => string): CliCommand['run'] => {
    return async (args) => {
      const email = needEmail(args, command);
      const user = await withDatabase(env, ({ database }) => inTransaction(database, (tx) => setRole(tx, email, role)));
      print(done(user.email));
    };
  };
  return {
    'list-pending': {
      usage: 'list-pending              list accounts waiting for approval (oldest first)',
      run: () =>
        withDatabase(env, async ({ database, config }) => {
          const pending = await new UsersService({ db: database.db, config }).listPending();
          if (pending.length === 0) return print('No accounts are waiting for approval.');
          for (const user of pending) {
            print(`${user.email}\t${user.firstName} ${user.lastName}\tsigned up ${user.createdAt.toISOString()}\t${user.mailVerified ? 'e-mail verified' : 'e-mail not verified'}`);
          }
        }),
    },
    'approve-user': {
      usage: 'approve-user EMAIL        approve an account so it can log in',
      run: async (args) => {
        const email = needEmail(args, 'approve-user');
        const user = await withDatabase(env, ({ database, config }) =>
          inTransaction(database, async (tx) => {
            const approved = await new UsersService({ db: tx, config }).approve(email);
            await recordAudit(tx, env.actor, { action: 'approveUser', itemKind: 'user', itemId: approved.id });
            return approved;
          }),
        );
        print(`Approved ${user.email}.`);
      },
    },
    'make-admin': {
      usage: 'make-admin EMAIL          make an account an administrator (and approve it)',
      run: roleCommand('make-admin', 'admin', (email) => `${email} is now an administrator.`),
    },
    'make-moderator': {
      usage: 'make-moderator EMAIL      make an account a moderator: the queue and reports, not roles, settings or exports (and approve it)',
      run: roleCommand('make-moderator', 'moderator', (email) => `${email} is now a moderator.`),
    },
    'remove-role': {
      usage: 'remove-role EMAIL         take the administrator or moderator role from an account',
      run: roleCommand('remove-role', null, (email) => `${email} is now neither an administrator nor a moderator.`),
    },
  };
}

/** An operator is approved as well (they must sign in); an administrator holds a moderator's powers without the flag. */
const ROLE_PATCH = {
  admin: { isAdmin: true, isModerator: false, approved: true },
  moderator: { isAdmin: false, isModerator: true, approved: true },
  none: { isAdmin: false, isModerator: false },
} as const;
