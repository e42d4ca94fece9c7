import { LoginMask } from '../LoginMask/LoginMask';
import { PageOrder } from '../PageOrder/PageOrder';
import { PhoneNumber } from '../PhoneNumber/PhoneNumber';
import styles from './ContactLinks.module.css';

/** A member's e-mail address as a mailto: link. */
export function MailLink({ email }: { email: string }) {
  return (
    <a className={styles.link} href={`mailto:${email}`}>
      {email}
    </a>
  );
}

/** A member's phone as a tel: link, left to right in both editions. */
export function PhoneLink({ phone }: { phone: string }) {
  return <PhoneNumber className={styles.link} phone={phone} />;
}

/**
 * A contact row's value as the viewer may see it: a text, a line of parts in
 * the page's order (a place: city and country), the login mask (visitors), an
 * e-mail or a phone link, or a muted remark ('Phone number not available.').
 */
export type ContactDetail =
  | { kind: 'text'; text: string }
  | { kind: 'line'; text: string }
  | { kind: 'muted'; text: string }
  | { kind: 'mask' }
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phone: string };

export function ContactValue({ detail }: { detail: ContactDetail }) {
  switch (detail.kind) {
    case 'mask':
      return <LoginMask />;
    case 'email':
      return <MailLink email={detail.email} />;
    case 'phone':
      return <PhoneLink phone={detail.phone} />;
    case 'line':
      return <PageOrder>{detail.text}</PageOrder>;
    case 'muted':
      return <span className={styles.muted}>{detail.text}</span>;
    default:
      return detail.text;
  }
}
