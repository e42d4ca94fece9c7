import { useId } from 'react';
import { INVITATION_NOTE_MAX } from '@contracts/alerts';
import { alertsT as t, isolate } from '@/shared/i18n';
import { DialogForm, FormSelect, FormTextArea, refusalMessage } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { paths } from '@/shared/routes';
import { Alert, ButtonLink, DialogActions, Modal, Spinner } from '@/shared/ui';
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

/**
 * "Invite … to apply": one of the business's open vacancies and an optional note, sent with
 * POST /vacancy/{id}/invitations; a refusal (already invited, the daily limit, invitations off) is a toast in the page's language.
 */
export function InviteDialog({ freelancerId, name, vacancyId = '', onClose }: InviteDialogProps) {
  const { data: vacancies, isLoading, isError } = useGetOpenVacanciesQuery();
  const [invite] = useInviteFreelancerMutation();
  const introId = useId();
  const title = t('alerts.invite.title', { name: isolate(name) });

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

  if (isLoading || isError || !vacancies?.length) {
    return (
      <Modal open onClose={onClose} title={title}>
        {isLoading ? (
          <Spinner size="lg" />
        ) : isError ? (
          <Alert tone="danger">{t('alerts.invite.loadFailed')}</Alert>
        ) : (
          <p className={styles.intro}>{t('alerts.invite.noVacancies')}</p>
        )}
        <DialogActions>{!isLoading && !isError && <ButtonLink to={paths.vacancyCreate}>{t('alerts.invite.post')}</ButtonLink>}</DialogActions>
      </Modal>
    );
  }
  const chosen = vacancies.some((vacancy) => vacancy.id === vacancyId) ? vacancyId : vacancies.length === 1 ? vacancies[0]!.id : '';
  return (
    <DialogForm<InviteValues>
      open
      onClose={onClose}
      title={title}
      descriptionId={introId}
      cancelLabel={t('alerts.invite.cancel')}
      submitLabel={t('alerts.invite.submit')}
      initialValues={{ vacancyId: chosen, note: '' }}
      validationSchema={inviteSchema(t('alerts.invite.chooseVacancy'))}
      onSubmit={send}
    >
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
        </>
      )}
    </DialogForm>
  );
}
