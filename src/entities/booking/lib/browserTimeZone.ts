/** The browser's IANA time zone (docs/reference.md#data: the client's zone defaults to it), 'UTC' when unknown. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
