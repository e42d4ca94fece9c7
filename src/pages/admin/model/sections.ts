import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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
  { path: 'companies', label: 'admin.nav.companies', Component: lazy(() => import(/* webpackChunkName: "admin-companies" */ '../companies').then((m) => ({ default: m.CompaniesSection }))) },
  { path: 'audit', label: 'admin.nav.audit', Component: lazy(() => import(/* webpackChunkName: "admin-audit" */ '../audit').then((m) => ({ default: m.AuditSection }))) },
];
