export interface PhoneNumberProps {
  phone: string;
  /** A tel: link (the default) or plain text. */
  link?: boolean;
  /** Class of the link. */
  className?: string;
}

/**
 * A phone number reads left to right in both editions: isolated from the
 * text around it, so '+971501234567' never shows as '971501234567+' in Arabic.
 */
export function PhoneNumber({ phone, link = true, className }: PhoneNumberProps) {
  return (
    <bdi dir="ltr">
      {link ? (
        <a className={className} href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
          {phone}
        </a>
      ) : (
        phone
      )}
    </bdi>
  );
}
