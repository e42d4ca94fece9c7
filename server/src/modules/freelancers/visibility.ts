import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import { freelancers } from '../../db/schema';

export type ApprovalPolicy = Config['approval'];

interface ApprovalFacts {
  complete: boolean;
  mailVerified: boolean;
  adminApproved: boolean;
}

/**
 * isUpdate.approve: a profile is approved only when complete, and then by the
 * APPROVAL policy — auto at once, email once the owner's address is verified,
 * manual once an administrator approved it. Derived, never stored, so a
 * change of policy or a later verification takes effect at once.
 */
export function isApproved(policy: ApprovalPolicy, facts: ApprovalFacts): boolean {
  if (!facts.complete) return false;
  if (policy === 'email') return facts.mailVerified;
  if (policy === 'manual') return facts.adminApproved;
  return true;
}

/** A table with a profile's listing facts: the profiles, or the favourites that keep a copy beside them. */
type ListingFacts = Record<'publish' | 'complete' | 'mailVerified' | 'adminApproved' | 'withheld', AnyPgColumn>;

/**
 * Listed = shown to anyone but the owner: published, complete, not withheld
 * (hidden by an operator, or the owner suspended) and approved. Starts with
 * the predicate of the partial indexes (publish, complete, not withheld) so
 * the planner can use them. `table`: whose copy of the facts to read.
 */
export function listedSql(policy: ApprovalPolicy, table: ListingFacts = freelancers): SQL {
  const base = sql`${table.publish} and ${table.complete} and not ${table.withheld}`;
  if (policy === 'email') return sql`(${base} and ${table.mailVerified})`;
  if (policy === 'manual') return sql`(${base} and ${table.adminApproved})`;
  return sql`(${base})`;
}
