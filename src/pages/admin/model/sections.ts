import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import type { AdminKey } from '@/shared/i18n';

/** One part of the operator console: its path under /admin, its name in the console's navigation, its lazy chunk. */
export interface ConsoleSection {
  readonly path: string;
  readonly label: AdminKey;
  /** Administrators only (roles, settings, exports): a moderator is not offered it. */
  readonly adminOnly?: true;
  readonly Component: LazyExoticComponent<ComponentType>;
}

/** The console's sections in the order of its navigation; the first is where /admin opens. */
export const SECTIONS: readonly ConsoleSection[] = [
  { path: 'queue', label: 'admin.nav.queue', Component: lazy(() => import(/* webpackChunkName: "admin-sections" */ '../queue').then((m) => ({ default: m.QueueSection }))) },
  { path: 'accounts', label: 'admin.nav.accounts', Component: lazy(() => import(/* webpackChunkName: "admin-sections" */ '../accounts').then((m) => ({ default: m.AccountsSection }))) },
  { path: 'companies', label: 'admin.nav.companies', Component: lazy(() => import(/* webpackChunkName: "admin-sections" */ '../companies').then((m) => ({ default: m.CompaniesSection }))) },
  { path: 'audit', label: 'admin.nav.audit', Component: lazy(() => import(/* webpackChunkName: "admin-sections" */ '../audit').then((m) => ({ default: m.AuditSection }))) },
  {
    path: 'numbers',
    label: 'admin.nav.numbers',
    adminOnly: true,
    Component: lazy(() => import(/* webpackChunkName: "admin-numbers" */ '../numbers').then((m) => ({ default: m.NumbersSection }))),
  },
];

/**
 * The parts of the address after /admin/<section>/ (an account's id in accounts/:userId). Sections read their own
 * addresses from it rather than nesting routes, so the console adds nothing to the router code every page loads.
 */
export function useSectionRest(): string[] {
  return useLocation().pathname.split('/').filter(Boolean).slice(2).map(decodeURIComponent);
}
