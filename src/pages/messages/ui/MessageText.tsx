import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { linkify } from '@/entities/conversation';
import type { Leaving } from './LeaveDialog';

const LeaveDialog = lazy(() => import(/* webpackChunkName: "leave-dialog" */ './LeaveDialog'));

/** Whether a link's host is this site's own (such a link opens at once, without the leaving step). */
const isOwnHost = (host: string): boolean => typeof window !== 'undefined' && host === window.location.host;

/**
 * A message's words with its http/https addresses as links, built as elements (never as HTML), each showing the host
 * it really opens. A link to Khibra itself opens directly; one to another site first asks (LeaveDialog, loaded when
 * first needed), then opens in a new tab that is told nothing of the page (user-generated, not endorsed). Links,
 * phone numbers and e-mail addresses are isolated left to right, so an Arabic line shows "+971 50 123 4567", not
 * "971 50 123 4567+".
 */
export function MessageText({ text }: { text: string }) {
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const ask = (event: MouseEvent<HTMLAnchorElement>, next: Leaving) => {
    event.preventDefault();
    setLeaving(next);
  };
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          isOwnHost(part.host) ? (
            <a key={index} href={part.href} dir="ltr">
              {part.text}
            </a>
          ) : (
            <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" dir="ltr" onClick={(event) => ask(event, { href: part.href, host: part.host })}>
              {part.text}
            </a>
          )
        ) : part.kind === 'ltr' ? (
          <bdi key={index} dir="ltr">
            {part.text}
          </bdi>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
      {leaving && (
        <Suspense fallback={null}>
          <LeaveDialog leaving={leaving} onClose={() => setLeaving(null)} />
        </Suspense>
      )}
    </>
  );
}
