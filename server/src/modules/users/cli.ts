import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { UsersService } from './service';

export interface CliCommand {
  usage: string;
  run: (args: string[]) => Promise<void>;
}

/**
 * Account commands of `npm run admin -- …`. `open` gives a database and the
 * config; the command closes the database when done. print is console.log
 * unless a test listens.
 */
export function userCommands(open: () => Promise<{ database: Database; config: Config }>, print: (line: string) => void = console.log): Record<string, CliCommand> {
  const withUsers = async (work: (users: UsersService) => Promise<void>) => {
    const { database, config } = await open();
    try {
      await work(new UsersService({ db: database.db, config }));
    } finally {
      await database.close();
    }
  };
  const needEmail = (args: string[], command: string): string => {
    const email = args[0]?.trim();
    if (!email || !email.includes('@')) throw new Error(`Usage: npm run admin -- ${command} EMAIL`);
    return email;
  };
  return {
    'list-pending': {
      usage: 'list-pending              list accounts waiting for approval (oldest first)',
      run: () =>
        withUsers(async (users) => {
          const pending = await users.listPending();
          if (pending.length === 0) return print('No accounts are waiting for approval.');
          for (const user of pending) {
            print(`${user.email}\t${user.firstName} ${user.lastName}\tsigned up ${user.createdAt.toISOString()}\t${user.mailVerified ? 'e-mail verified' : 'e-mail not verified'}`);
          }
        }),
    },
    'approve-user': {
      usage: 'approve-user EMAIL        approve an account so it can log in',
      run: (args) =>
        withUsers(async (users) => {
          const user = await users.approve(needEmail(args, 'approve-user'));
          print(`Approved ${user.email}.`);
        }),
    },
    'make-admin': {
      usage: 'make-admin EMAIL          make an account an administrator (and approve it)',
      run: (args) =>
        withUsers(async (users) => {
          const user = await users.makeAdmin(needEmail(args, 'make-admin'));
          print(`${user.email} is now an administrator.`);
        }),
    },
  };
}
