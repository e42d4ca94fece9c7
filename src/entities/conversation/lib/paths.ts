import { ROUTES, withParam } from '@contracts/routes';

/**
 * The addresses of the messages pages. Not in shared/routes' `paths`: that object is in every page's JavaScript
 * (the home page budget), these only in members' chunks.
 */
export const messagesPaths = {
  inbox: ROUTES.messages.path,
  conversation: (id: string) => withParam(ROUTES.conversation.path, id),
} as const;
