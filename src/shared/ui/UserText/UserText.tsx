import { langOf } from '@contracts/text';

/** The attributes of an element showing a member's text. */
export interface UserTextAttributes {
  lang?: string;
  dir: 'auto';
}

/**
 * The attributes of an element that shows what a member wrote: its language
 * (`said` when the author chose one, else told by its script: langOf), so a
 * screen reader reads English on an Arabic page with an English voice, and
 * `dir="auto"`, so the text takes its own direction. Spread on the element:
 * `<p {...userText(summary)}>{summary}</p>`.
 */
export function userText(text: string | null | undefined, said?: string | null): UserTextAttributes {
  const lang = said || langOf(text ?? '');
  return lang ? { lang, dir: 'auto' } : { dir: 'auto' };
}

export interface UserTextProps {
  children: string;
  /** The language the author chose, when they did. */
  lang?: string | null;
  className?: string;
}

/** A member's text inside a line of the page's own words: an isolated span in its own language (see userText). */
export function UserText({ children, lang, className }: UserTextProps) {
  return (
    <bdi className={className} {...userText(children, lang)}>
      {children}
    </bdi>
  );
}
