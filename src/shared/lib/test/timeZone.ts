/**
 * Puts the test's "browser" in a time zone: every Intl.DateTimeFormat made without a zone uses it, as a browser's
 * default does. Jest's process.env is the sandbox's own, so setting TZ there reaches neither Node nor ICU. Returns the
 * undo.
 */
export function browserInZone(zone: string): () => void {
  const Real = Intl.DateTimeFormat;
  // Callable with or without `new`, as Intl.DateTimeFormat is.
  const Zoned = function (locales?: string | string[], options: Intl.DateTimeFormatOptions = {}) {
    return new Real(locales, { ...options, timeZone: options.timeZone ?? zone });
  };
  Object.assign(Zoned, { supportedLocalesOf: Real.supportedLocalesOf });
  Zoned.prototype = Real.prototype;
  Intl.DateTimeFormat = Zoned as unknown as typeof Intl.DateTimeFormat;
  return () => {
    Intl.DateTimeFormat = Real;
  };
}
