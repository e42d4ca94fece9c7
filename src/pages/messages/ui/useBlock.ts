import { useSetBlockedMutation, type ConversationSummary } from '@/entities/conversation';
import { conversationsT as t, localizeRule } from '@/shared/i18n';
import { readServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { nameOf } from './subject';

/**
 * Blocks or unblocks the other member of the conversation. A block is said by the note that takes its place in the
 * conversation; an unblock, whose note goes, by a toast; a failure by a toast.
 */
export function useBlock(conversation: ConversationSummary): { setBlocked: (blocked: boolean) => Promise<void>; isLoading: boolean } {
  const [change, { isLoading }] = useSetBlockedMutation();
  const setBlocked = async (blocked: boolean) => {
    const result = await change({ conversationId: conversation.id, blocked });
    if ('error' in result) notify(localizeRule(readServerError(result.error).message ?? t('conversations.error')), 'error');
    else if (!blocked) notify(t('conversations.unblocked.done', { name: nameOf(conversation.with) }), 'success');
  };
  return { setBlocked, isLoading };
}
