import { ROUTES, type RouteName } from '@contracts/routes';

type ParamsIn<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamsIn<Rest> : Path extends `${string}:${infer Name}` ? Name : never;
/** The `:params` of a route's path, each a string; none for a path without. */
type PageParams<Name extends RouteName> = [ParamsIn<(typeof ROUTES)[Name]['path']>] extends [never] ? [] : [Record<ParamsIn<(typeof ROUTES)[Name]['path']>, string>];

/** A page's path from the route table (contracts/routes.ts), its `:params` filled in (URI-encoded). */
export function pagePath<Name extends RouteName>(name: Name, ...[params]: PageParams<Name>): string {
  const values: Record<string, string> = params ?? {};
  return ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_match, param: string) => encodeURIComponent(values[param] ?? ''));
}

/** A page's address for e-mails: the site's public origin (config.publicUrl) and the page's path from the route table. */
export function pageUrl<Name extends RouteName>(publicUrl: string, name: Name, ...params: PageParams<Name>): string {
  return `${publicUrl}${pagePath(name, ...params)}`;
}
