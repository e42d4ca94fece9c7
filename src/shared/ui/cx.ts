/** Joins class names, skipping falsy ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** The global utility from app/styles/global.css: hidden on screen, read by screen readers. */
export const visuallyHidden = 'visually-hidden';
