import type { Config } from '../config';
import type { Db } from '../db/client';

/** Where a service reads the time: the app's clock (app.clock, which tests move), or the wall clock. */
export type Clock = () => Date;

/** The clock a service was given, or the wall clock (the command line builds services without one). */
export const clockOf = (given: Clock | undefined): Clock => given ?? (() => new Date());

/** What every module service is built from (plugins/services.ts): the database, the config and the clock. */
export interface ServiceDeps {
  db: Db;
  config: Config;
  /** The app's clock; the wall clock when left out. */
  now?: Clock;
}
