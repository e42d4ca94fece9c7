import { currentLocale, directionOf } from '@contracts/locale';

/**
 * A line joined in the page's order from parts in either script (a member's
 * city, then the country: 'Abu Dhabi، الإمارات العربية المتحدة'): isolated
 * from the text around it like what members typed, but laid out in the page's
 * direction rather than its first letter's, so a Latin city does not turn an
 * Arabic line around (the country read first, the comma astray).
 */
export function PageOrder({ children }: { children: string }) {
  return <bdi dir={directionOf(currentLocale())}>{children}</bdi>;
}
