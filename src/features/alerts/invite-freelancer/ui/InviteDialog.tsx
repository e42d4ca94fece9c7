import { useId } from 'react';
import { INVITATION_NOTE_MAX } from '@contracts/alerts';
import type { Vacancy } from '@/entities/vacancy';
import { alertsT as t, isolate } from '@/shared/i18n';
import { FormSelect, FormShell, FormSubmit, FormTextArea, refusalMessage } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { paths } from '@/shared/routes';
import { Alert, Button, ButtonLink, DialogActions, Modal, Spinner } from '@/shared/ui';
import { useGetOpenVacanciesQuery, useInviteFreelancerMutation } from '../api/invitationApi';
import { inviteSchema, type InviteValues } from '../model/schema';
import styles from './InviteDialog.module.css';

export interface InviteDialogProps {
  /** The freelancer's profile id. */
  freelancerId: string;
  /** Their name, for the title and the toast. */
  name: string;
  /** The vacancy chosen at first (from its applicants page). */
  vacancyId?: string;
  onClose: () => void;
}

interface InviteFormProps extends InviteDialogProps {
  vacancies: Vacancy[];
  introId: string;
}

/** The choice of vacancy and the note; the one open vacancy, or the one given, is chosen at first. */
function InviteForm({ freelancerId, name, vacancyId = '', vacancies, introId, onClose }: InviteFormProps) {
  const [invite] = useInviteFreelancerMutation();
  const send = async (values: InviteValues) => {
    const note = values.note.trim();
    const result = await invite({ vacancyId: values.vacancyId, freelancerId, ...(note ? { note } : {}) });
    if ('error' in result) {
      const message = refusalMessage(result.error, t('alerts.invite.failed'));
      if (message) notify(message, 'error');
      return;
    }
    notify(t('alerts.invite.done', { name: isolate(name) }), 'success');
    onClose();
  };
  const chosen = vacancies.some((vacancy) => vacancy.id === vacancyId) ? vacancyId : vacancies.length === 1 ? vacancies[0]!.id : '';
  return (
    <FormShell<InviteValues> keptAs={false} className={styles.form} initialValues={{ vacancyId: chosen, note: '' }} validationSchema={inviteSchema(t('alerts.invite.chooseVacancy'))} onSubmit={send}>
      {() => (
        <>
          <p id={introId} className={styles.intro}>
            {t('alerts.invite.intro')}
          </p>
          <FormSelect
            name="vacancyId"
            label={t('alerts.invite.vacancy')}
            placeholder={t('alerts.invite.choose')}
            options={vacancies.map((vacancy) => ({ value: vacancy.id, label: vacancy.title.trim() }))}
            required
          />
          <FormTextArea name="note" label={t('alerts.invite.note')} hint={t('alerts.invite.noteHint')} rows={4} dir="auto" maxLength={INVITATION_NOTE_MAX} />
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              {t('alerts.invite.cancel')}
            </Button>
            <FormSubmit>{t('alerts.invite.submit')}</FormSubmit>
          </DialogActions>
        </>
      )}
    </FormShell>
  );
}

/**
 * "Invite … to apply": one of the business's open vacancies and an optional note, sent with
 * POST /vacancy/{id}/invitations; a refusal (already invited, the daily limit, invitations off) is a toast in the
 * page's language. Without an open vacancy it leads to posting one.
 */
export function InviteDialog(props: InviteDialogProps) {
  const { data: vacancies, isLoading, isError } = useGetOpenVacanciesQuery();
  const introId = useId();
  let body;
  if (isLoading) body = <Spinner size="lg" />;
  else if (isError) body = <Alert tone="danger">{t('alerts.invite.loadFailed')}</Alert>;
  else if (!vacancies?.length)
    body = (
      <>
        <p className={styles.intro}>{t('alerts.invite.noVacancies')}</p>
        <DialogActions>
          <ButtonLink to={paths.vacancyCreate}>{t('alerts.invite.post')}</ButtonLink>
        </DialogActions>
      </>
    );
  else body = <InviteForm {...props} vacancies={vacancies} introId={introId} />;
  return (
    <Modal open onClose={props.onClose} title={t('alerts.invite.title', { name: isolate(props.name) })} descriptionId={vacancies?.length ? introId : undefined}>
      {body}
    </Modal>
  );
}
