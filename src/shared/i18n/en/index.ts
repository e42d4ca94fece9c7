import type accounts from './accounts.json';
import type baseMessages from './base';
import type econsultation from './econsultation.json';
import type freelancers from './freelancers.json';
import type vacancies from './vacancies.json';

/**
 * The English catalog's keys: the base part plus the page groups, which are
 * registered at run time by the slices that use them (see ../t.ts). Keys must
 * not collide (catalog.test.ts).
 */
export type Catalog = typeof baseMessages & typeof accounts & typeof freelancers & typeof vacancies & typeof econsultation;
