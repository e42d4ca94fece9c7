/**
 * The payload of a success body in the API's envelope (`{ data }` and nothing
 * else); any other body is returned as it is. Paged lists carry `data` beside
 * their paging fields and are not enveloped, so only a lone `data` key counts
 * (an array's keys are its indexes, a string's its positions); an empty answer (null) passes through.
 */
export const unwrapEnvelope = (body: unknown): unknown => (body && Object.keys(body).join() === 'data' ? (body as { data: unknown }).data : body);
