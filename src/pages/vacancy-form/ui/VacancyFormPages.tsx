import { useState, type ReactNode } from 'react';
import type { MyProfile } from '@contracts/user';
import type { Vacancy } from '@contracts/vacancy';
import { useParams } from 'react-router';
import { useGetReferenceDataQuery } from '@/entities/reference';
import { useGetMyProfileQuery } from '@/entities/user';
import { isVacancyDeleted, useGetVacancyQuery } from '@/entities/vacancy';
import { vacanciesT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { ButtonLink, EmptyState, PageHeader, Spinner } from '@/shared/ui';
import { VacancyForm } from './VacancyForm';
import styles from './VacancyForm.module.css';

function Frame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} intro={intro} />
      {children}
    </div>
  );
}

// A component, not a constant made when the module loads: its words follow the page's language.
const BackToPosted = () => (
  <ButtonLink variant="outline" to={paths.vacanciesPosted}>
    {t('vacancies.form.toPosted')}
  </ButtonLink>
);

function CreateVacancy() {
  const { data: profile, isLoading, isError } = useGetMyProfileQuery();
  const { data: reference } = useGetReferenceDataQuery();
  let content;
  if (profile) content = <VacancyForm mode="create" profile={profile} reference={reference} />;
  else if (isLoading || !isError) content = <Spinner size="lg" />;
  else content = <EmptyState title={t('vacancies.form.loadFailed')} />;
  return (
    <Frame title={t('vacancies.form.createTitle')} intro={t('vacancies.form.createIntro')}>
      {content}
    </Frame>
  );
}

function EditVacancy({ id }: { id: string }) {
  const { data: profile, isError: profileFailed } = useGetMyProfileQuery();
  const { data: reference } = useGetReferenceDataQuery();
  const { data: vacancy, error, isLoading } = useGetVacancyQuery(id);
  // Deleted here: the form stays as it was until the posted list has loaded. The
  // deleted vacancy's refetch (404) must not flash "Vacancy not found." meanwhile.
  const [deleted, setDeleted] = useState<Vacancy | null>(null);
  const status = error && 'status' in error ? error.status : null;
  const editForm = (shown: Vacancy, user: MyProfile) => (
    <VacancyForm key={shown.id} mode="edit" vacancy={shown} profile={user} reference={reference} onDeleted={() => setDeleted(shown)} />
  );

  let content;
  if (deleted && profile) content = editForm(deleted, profile);
  else if (isLoading || (!profile && !profileFailed)) content = <Spinner size="lg" />;
  else if (status === 404 || (vacancy && isVacancyDeleted(vacancy))) content = <EmptyState title={t('vacancies.form.notFound')} action={<BackToPosted />} />;
  else if (status === 403) content = <EmptyState title={t('vacancies.form.notOwner')} action={<BackToPosted />} />;
  else if (!vacancy || !profile) content = <EmptyState title={t('vacancies.form.loadFailed')} action={<BackToPosted />} />;
  else if (vacancy.user.id !== profile.user.id) content = <EmptyState title={t('vacancies.form.notOwner')} action={<BackToPosted />} />;
  else content = editForm(vacancy, profile);

  return (
    <Frame title={t('vacancies.form.editTitle')} intro={t('vacancies.form.editIntro')}>
      {content}
    </Frame>
  );
}

/** /vacancies/create (see docs/reference.md#screens): logged-in users only; visitors go to /login. */
export function CreateVacancyPage() {
  return <CreateVacancy />;
}

/** /vacancies/{vacancyId}: the poster edits (Update) or deletes a vacancy; visitors go to /login. */
export function EditVacancyPage() {
  const { vacancyId = '' } = useParams();
  return <EditVacancy key={vacancyId} id={vacancyId} />;
}
