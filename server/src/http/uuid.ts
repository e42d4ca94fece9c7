/** The text form of a UUID (lower-case hex, as PostgreSQL writes it); ids and stored file keys are made of it. */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const UUID = new RegExp(`^${UUID_PATTERN}$`, 'i');

/** A string known to be a UUID; other strings stay plain strings when the check fails. */
export type Uuid = string & { readonly uuid: unique symbol };

/**
 * True for a UUID in any letter case. An id from a path or a body is checked
 * before it reaches a uuid column, where PostgreSQL would refuse anything
 * else with an error instead of finding nothing.
 */
export const isUuid = (value: unknown): value is Uuid => typeof value === 'string' && UUID.test(value);
