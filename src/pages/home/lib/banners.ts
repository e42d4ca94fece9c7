import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';

/**
 * A banner is only an image and a link (content `works.banners`), so its
 * accessible name comes from where it leads: the catalog names the site's own
 * destinations, anything else reads 'Open {link}'.
 */
export function bannerLabel(link: string): string {
  const path = link.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  if (path === paths.freelancers) return t('home.banner.freelancers');
  if (path === paths.vacancies) return t('home.banner.vacancies');
  if (path === paths.signup) return t('home.banner.signup');
  return t('home.banner.other', { link });
}

/** Site paths navigate inside the app; anything else opens in a new tab. */
export const isSitePath = (link: string): boolean => /^\/(?!\/)/.test(link);
