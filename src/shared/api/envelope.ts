/**
 * The payload of a success body in the API's envelope (`{ data }` and nothing
 * else); any other body is returned as it is. Paged lists carry `data` beside
 * their paging fields and are not enveloped, so only a lone `data` key counts;
 * an empty answer (null) and non-JSON bodies pass through.
 */
export function unwrapEnvelope(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'data' ? (body as { data: unknown }).data : body;
}
