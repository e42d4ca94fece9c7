import {
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_KINDS,
  SAVED_SEARCH_NAME_MAX,
  alertMsg,
  isAlertFrequency,
  type SavedSearch,
  type SavedSearchKind,
} from '@contracts/alerts';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import type { UserRow } from '../users/repository';
import { clockOf, type Clock, type ServiceDeps } from '../deps';
import { parseSavedQuery } from './query';
import { SavedSearchesRepository, type SavedSearchRow, type SavedSearchValues } from './repository';

/** A stored search as My Account lists it; `valid` false when its filters no longer parse. */
export const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  valid: parseSavedQuery(row.kind, row.query) !== null,
  createdAt: row.createdAt.toISOString(),
  lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
});

const objectOf = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const isKind = (value: unknown): value is SavedSearchKind => SAVED_SEARCH_KINDS.includes(value as SavedSearchKind);

/**
 * A saved search's fields from a body, each checked (400 in the member's language): `stored` fills what a PUT leaves
 * out. The query is kept as the search page's API parses it (its search parameters only).
 */
function valuesOf(body: unknown, stored?: SavedSearchRow): SavedSearchValues {
  const input = objectOf(body);
  const kind = input.kind ?? stored?.kind;
  if (!isKind(kind)) throw badRequest(alertMsg.badSearchKind, 'badSearchKind');
  const rawName = input.name ?? stored?.name;
  const name = typeof rawName === 'string' ? rawName.trim() : '';
  if (name === '') throw badRequest(alertMsg.searchNameRequired, 'searchNameRequired');
  if (name.length > SAVED_SEARCH_NAME_MAX) throw badRequest(alertMsg.searchNameTooLong, 'searchNameTooLong');
  const rawQuery = input.query ?? stored?.query;
  const saved = typeof rawQuery === 'string' ? parseSavedQuery(kind, rawQuery) : null;
  if (!saved) throw badRequest(alertMsg.badSearchQuery, 'badSearchQuery');
  const frequency = input.frequency ?? stored?.frequency;
  if (!isAlertFrequency(frequency)) throw badRequest(alertMsg.badFrequency, 'badFrequency');
  return { kind, name, query: saved.query, frequency };
}

/** Saved searches: a member's own, at most SAVED_SEARCHES_MAX, each a search page's query with a name and a frequency. */
export class SavedSearchesService {
  private readonly repository: SavedSearchesRepository;
  private readonly now: Clock;

  constructor(private readonly deps: ServiceDeps) {
    this.repository = new SavedSearchesRepository(deps.db, deps.config.approval);
    this.now = clockOf(deps.now);
  }

  /** GET /saved-searches: oldest first; one whose filters no longer parse is listed with valid: false. */
  async list(user: UserRow): Promise<SavedSearch[]> {
    return (await this.repository.list(user.id)).map(toSavedSearch);
  }

  /** POST /saved-searches: the count is checked and the row added in one transaction, the member's saves one after another. */
  async create(user: UserRow, body: unknown): Promise<SavedSearch> {
    const values = valuesOf(body);
    const row = await this.deps.db.transaction(async (transaction) => {
      const tx = new SavedSearchesRepository(transaction as unknown as Db);
      await tx.lockMember(user.id);
      if ((await tx.countOf(user.id)) >= SAVED_SEARCHES_MAX) throw badRequest(alertMsg.tooManySearches, 'tooManySearches');
      return tx.insert(user.id, values, this.now());
    });
    return toSavedSearch(row);
  }

  /**
   * PUT /saved-searches/{id}: the fields sent replace the stored ones. Alerts turned back on look for results from now
   * on, not from before they were off.
   */
  async update(user: UserRow, id: string, body: unknown): Promise<SavedSearch> {
    const stored = await this.own(user, id);
    const values = valuesOf(body, stored);
    const row = await this.repository.update(user.id, id, values);
    if (!row) throw notFound(alertMsg.searchNotFound);
    if (stored.frequency === 'off' && values.frequency !== 'off') {
      const at = this.now();
      await this.repository.moveLook(id, at);
      return toSavedSearch({ ...row, lastAlertAt: at });
    }
    return toSavedSearch(row);
  }

  /** DELETE /saved-searches/{id}. */
  async remove(user: UserRow, id: string): Promise<{ id: string }> {
    if (!isUuid(id) || !(await this.repository.remove(user.id, id))) throw notFound(alertMsg.searchNotFound);
    return { id };
  }

  private async own(user: UserRow, id: string): Promise<SavedSearchRow> {
    const row = isUuid(id) ? await this.repository.find(user.id, id) : undefined;
    if (!row) throw notFound(alertMsg.searchNotFound);
    return row;
  }
}
