import { useNavigate } from 'react-router';
import { useStartConversationMutation, type StartConversation, messagesPaths } from '@/entities/conversation';
import { conversationsT as t, localizeRule } from '@/shared/i18n';
import { readServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Button, type ButtonSize, type ButtonVariant } from '@/shared/ui';

export interface StartConversationButtonProps extends StartConversation {
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
}

/** "Message on Khibra": finds or starts the conversation with that member about that subject, then opens it. */
export function StartConversationButton({ size = 'sm', variant = 'outline', className, ...subject }: StartConversationButtonProps) {
  const [start, { isLoading }] = useStartConversationMutation();
  const navigate = useNavigate();
  const open = async () => {
    const result = await start(subject);
    if ('error' in result) {
      const refusal = readServerError(result.error);
      // A 403 (not a party of that vacancy or booking, blocked) is already a toast: the app's rule for every 403.
      if (refusal.status !== 403) notify(localizeRule(refusal.message ?? t('conversations.error')), 'error');
      return;
    }
    void navigate(messagesPaths.conversation(result.data.id));
  };
  return (
    <Button size={size} variant={variant} className={className} loading={isLoading} onClick={() => void open()}>
      {t('conversations.start')}
    </Button>
  );
}
