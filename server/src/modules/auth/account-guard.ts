import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addressThrottles, knownDevices, users } from '../../db/schema';
import { sha256 } from '../../http/tokens';
import { AbuseRepository } from './repository';

/** Failed sign-ins to one address (from anywhere) within the window past which new devices are slowed down. */
export const ACCOUNT_MAX_FAILURES = 10;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** The slow-down grows by a step per failure past the threshold, up to the bound. */
export const SLOWDOWN_STEP_MS = 500;
export const MAX_SLOWDOWN_MS = 5000;
const ACCOUNT_ACTION = 'login:account';

/** Waits ms milliseconds (tests pass one that only records). */
export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a sign-in from an unknown device waits with this many failures in the window. */
export const slowdownMs = (failures: number): number =>
  failures < ACCOUNT_MAX_FAILURES ? 0 : Math.min(MAX_SLOWDOWN_MS, SLOWDOWN_STEP_MS * (failures - ACCOUNT_MAX_FAILURES + 1));

const key = (address: string) => address.trim().toLowerCase();

/**
 * Guessing spread over many addresses: failed sign-ins are counted per
 * account (per address, lower-cased, whether or not it has an account, so
 * nothing is revealed), in the database so every instance sees one count.
 * Past ACCOUNT_MAX_FAILURES within the window, a sign-in from a device the
 * account has not signed in from waits (growing, bounded) and a failure
 * answers robotCheckRequired; the account's known devices sign in as usual.
 */
export class AccountGuard {
  private readonly abuse: AbuseRepository;

  constructor(
    private readonly db: Db,
    private readonly sleep: Sleep,
  ) {
    this.abuse = new AbuseRepository(db);
  }

  /** Failures for this address in the current window, without counting one. */
  async failures(address: string): Promise<number> {
    const [row] = await this.db
      .select({ count: addressThrottles.count })
      .from(addressThrottles)
      .where(
        and(
          eq(addressThrottles.action, ACCOUNT_ACTION),
          eq(addressThrottles.subject, key(address)),
          gt(addressThrottles.windowStartedAt, sql`now() - ${ACCOUNT_WINDOW_SECONDS} * interval '1 second'`),
        ),
      );
    return row?.count ?? 0;
  }

  /** Whether the account of this address signed in before from this device (the khibra_device id; known_devices keeps its hash). */
  async isKnownDevice(address: string, deviceId: string | undefined): Promise<boolean> {
    if (!deviceId) return false;
    const rows = await this.db
      .select({ userId: knownDevices.userId })
      .from(knownDevices)
      .innerJoin(users, eq(users.id, knownDevices.userId))
      .where(and(sql`lower(${users.email}) = ${key(address)}`, eq(knownDevices.deviceHash, sha256(deviceId))));
    return rows.length > 0;
  }

  /**
   * Before the password is checked: whether this sign-in is watched (past the
   * threshold, from a device the account does not know); a watched one waits first.
   */
  async beforeLogin(address: string, deviceId: string | undefined): Promise<boolean> {
    const failures = await this.failures(address);
    if (failures < ACCOUNT_MAX_FAILURES || (await this.isKnownDevice(address, deviceId))) return false;
    await this.sleep(slowdownMs(failures));
    return true;
  }

  /** Counts one failure for the address; true when the address is now past the threshold. */
  async failed(address: string): Promise<boolean> {
    return (await this.abuse.count(ACCOUNT_ACTION, key(address), ACCOUNT_WINDOW_SECONDS)) >= ACCOUNT_MAX_FAILURES;
  }
}
