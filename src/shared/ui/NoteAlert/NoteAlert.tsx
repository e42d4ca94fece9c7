import { Alert } from '../Alert/Alert';
import { userText } from '../UserText/UserText';

export interface NoteAlertProps {
  /** The page's own words, ending where the note begins. */
  text: string;
  /** Someone's note, shown as they wrote it (its own language and direction). */
  note: string;
}

/** A warning that quotes someone's note under it, e.g. why Khibra's team hid a member's profile. */
export function NoteAlert({ text, note }: NoteAlertProps) {
  return (
    <Alert tone="warning">
      <p>{text}</p>
      <blockquote {...userText(note)}>{note}</blockquote>
    </Alert>
  );
}
