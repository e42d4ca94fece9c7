import * as yup from 'yup';
import { INVITATION_NOTE_MAX, alertMsg } from '@contracts/alerts';

export interface InviteValues {
  vacancyId: string;
  note: string;
}

/** The vacancy chosen and the note within the server's limit (its words). */
export const inviteSchema = (chooseVacancy: string) =>
  yup.object({
    vacancyId: yup.string().required(chooseVacancy),
    note: yup.string().max(INVITATION_NOTE_MAX, alertMsg.noteTooLong),
  });
