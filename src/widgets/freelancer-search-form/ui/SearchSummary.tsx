import { formatList } from '@contracts/format';
import type { FreelancerFilters } from '@/entities/freelancer';
import { countryName, isolate, languageName, localizeRule, freelancersT as t } from '@/shared/i18n';
import { DisclosureButton } from '@/shared/ui';
import { labelOf, sortOptions, yearOptions } from '../model/options';
import styles from './FreelancerSearchForm.module.css';

/** The search in force in one line: "Sales, Kaizen or SAP · Cairo · …", in the page's language. */
function summaryOf(value: FreelancerFilters): string {
  // "Sales, Kaizen or SAP" (any of them), "all of Sales, Kaizen and SAP".
  const allOf = value.skillsMatch === 'all';
  const skillsText = formatList(value.skills.map(localizeRule), allOf ? 'conjunction' : 'disjunction');
  return [
    value.skills.length > 1 && allOf ? t('freelancers.search.summaryAll', { skills: skillsText }) : skillsText,
    value.title.trim() && t('freelancers.search.summaryQuoted', { value: isolate(value.title.trim()) }),
    value.country && countryName(value.country),
    value.city,
    value.language && languageName(value.language),
    value.nationality && countryName(value.nationality),
    value.q.trim() && t('freelancers.search.summaryQuoted', { value: isolate(value.q.trim()) }),
    value.hourlyRate && localizeRule(value.hourlyRate),
    value.availability && localizeRule(value.availability),
    value.workStation && localizeRule(value.workStation),
    value.yearsMin && labelOf(yearOptions(), value.yearsMin),
    value.sort && labelOf(sortOptions(), value.sort),
  ]
    .filter(Boolean)
    .join(' · ');
}

interface SearchSummaryProps {
  value: FreelancerFilters;
  /** The form is shown (on phones, where the summary stands for it). */
  editing: boolean;
  onEdit: () => void;
  /** The form's id. */
  formId: string;
}

/** On phones after a search: the filters in force in one line, with "Edit search" unfolding the form. */
export function SearchSummary({ value, editing, onEdit, formId }: SearchSummaryProps) {
  return (
    <div className={styles.summary}>
      <p className={styles.summaryText}>
        <span className={styles.summaryLabel}>{t('freelancers.search.summaryLabel')}</span> {summaryOf(value)}
      </p>
      <DisclosureButton expanded={editing} controls={formId} onClick={onEdit}>
        {t('freelancers.search.edit')}
      </DisclosureButton>
    </div>
  );
}
