import { clearDraft, readDraft, saveDraft } from '@/shared/auth';

/**
 * A conversation's unsent words, kept per member and conversation in session storage (the shared drafts of
 * shared/auth: this tab only, gone at logout), so leaving the conversation and coming back finds them.
 */
const place = (conversationId: string) => `/messages/${conversationId}`;

export const readMessageDraft = (userId: string, conversationId: string): string => {
  const text = readDraft<unknown>(userId, place(conversationId));
  return typeof text === 'string' ? text : '';
};

export function keepMessageDraft(userId: string, conversationId: string, text: string): void {
  if (text) saveDraft(userId, place(conversationId), text);
  else clearDraft(userId, place(conversationId));
}
