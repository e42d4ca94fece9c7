import type { Vacancy } from '@/entities/vacancy';
import { vacanciesT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { ButtonLink, EditIcon, PeopleIcon } from '@/shared/ui';

/** The poster's actions on their vacancy's card: who applied (how many) and Update. */
export function PostedVacancyActions({ vacancy }: { vacancy: Vacancy }) {
  const title = vacancy.title.trim();
  const count = vacancy.appliedCount ?? vacancy.appliedBy?.length ?? 0;
  let appliedBy = t('vacancies.card.appliedByMany', { count });
  if (count === 0) appliedBy = t('vacancies.card.appliedByNone');
  else if (count === 1) appliedBy = t('vacancies.card.appliedByOne');
  return (
    <>
      <ButtonLink to={paths.vacancyApplicants(vacancy.id)} variant="outline" size="sm">
        <PeopleIcon />
        {appliedBy}
      </ButtonLink>
      <ButtonLink to={paths.vacancyEdit(vacancy.id)} size="sm" aria-label={t('vacancies.card.updateLabel', { title })}>
        <EditIcon />
        {t('vacancies.card.update')}
      </ButtonLink>
    </>
  );
}
