import { FREELANCER_SORT } from '@contracts/reference';
import { freelancersT as t, type FreelancersKey as MessageKey } from '@/shared/i18n';
import type { SelectChoice, SelectOption } from '@/shared/ui';

/** The least years of experience offered. */
const YEARS = [1, 3, 5, 10, 15, 20];

/** "At least N years" choices, in the page's language. */
export const yearOptions = (): SelectChoice[] => YEARS.map((count) => ({ value: String(count), label: t('freelancers.search.yearsOption', { count }) }));

/** The sort orders, in the page's language. */
export const sortOptions = (): SelectChoice[] => FREELANCER_SORT.map((option) => ({ value: option.value, label: t(`freelancers.sort.${option.value}` as MessageKey) }));

/** The label of a chosen value (the value itself when it is not among the options). */
export const labelOf = (options: SelectOption[], value: string) => options.find((o): o is SelectChoice => 'value' in o && o.value === value)?.label ?? value;
