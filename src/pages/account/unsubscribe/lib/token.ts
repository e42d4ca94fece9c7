import { isMailCategory, type MailCategory } from '@contracts/notifications';

/**
 * The category a mailed unsubscribe token names (its `cat` claim), read only to word the question: the server checks
 * the signature when the button is pressed. Null when the text is not such a token.
 */
export function categoryOfToken(token: string | null | undefined): MailCategory | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { cat?: unknown };
    return isMailCategory(claims.cat) ? claims.cat : null;
  } catch {
    return null;
  }
}
