import { linkify } from '@/entities/conversation';

/**
 * A message's words with its http/https addresses as links, built as elements (never as HTML): a link opens in a
 * new tab and tells the other site nothing of the page (user-generated, not endorsed). Links, phone numbers and
 * e-mail addresses are isolated left to right, so an Arabic line shows "+971 50 123 4567", not "971 50 123 4567+".
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" dir="ltr">
            {part.text}
          </a>
        ) : part.kind === 'ltr' ? (
          <bdi key={index} dir="ltr">
            {part.text}
          </bdi>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
