import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * How many of the most common passwords are refused. The list of
 * @zxcvbn-ts/language-common (MIT, shipped in the package, so offline) is
 * ranked by frequency in leaked password sets; its top entries are the
 * passwords a guesser tries first.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/** Whether the password is among the most common ones, ignoring case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}
