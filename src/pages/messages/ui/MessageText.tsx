import { linkify } from '@/entities/conversation';

/**
 * A message's words with its http/https addresses as links, built as elements (never as HTML): a link opens in a
 * new tab and tells the other site nothing of the page (user-generated, not endorsed).
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
