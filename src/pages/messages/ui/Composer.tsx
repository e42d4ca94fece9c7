import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSelector } from 'react-redux';
import { MESSAGE_FILE_BYTES, MESSAGE_LIMITS } from '@contracts/conversation';
import { keepMessageDraft, readMessageDraft, useSendMessageMutation } from '@/entities/conversation';
import { selectSessionToken, tokenSubject } from '@/shared/auth';
import { conversationsT as t, localizeRule } from '@/shared/i18n';
import { readServerError } from '@/shared/lib/form';
import { Alert, Button, FileIcon } from '@/shared/ui';
import styles from './Messages.module.css';

/** The files a message may carry (contracts/conversation.ts). */
export const MESSAGE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

/** Why a chosen file cannot be sent, or null when it can. */
export function fileProblem(file: File): string | null {
  if (!MESSAGE_FILE_TYPES.includes(file.type)) return t('conversations.composer.fileType');
  if (file.size > MESSAGE_FILE_BYTES) return t('conversations.composer.fileSize');
  return null;
}

/** A phone's keyboard (a coarse pointer, or a narrow screen): its Enter key writes a new line, the Send button sends. */
const PHONE_KEYBOARD = '(pointer: coarse), (max-width: 767.98px)';
const onPhoneKeyboard = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_KEYBOARD).matches;

/** Whether a key press in the text box sends: Enter on a desktop (Shift+Enter is a new line), Ctrl/⌘+Enter anywhere. */
function sendsOnKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'> & { nativeEvent: { isComposing?: boolean } }): boolean {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return false;
  if (event.ctrlKey || event.metaKey) return true;
  return !event.shiftKey && !event.altKey && !onPhoneKeyboard();
}

interface AttachProps {
  file: File | null;
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
  onRemove: () => void;
}

/** The file button, the chosen file with a way to remove it. */
function Attach({ file, disabled, onChoose, onRemove }: AttachProps) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    onChoose(chosen);
  };
  return (
    <>
      <label className={styles.attach}>
        <input ref={input} type="file" className="visually-hidden" disabled={disabled} accept={MESSAGE_FILE_TYPES.join(',')} onChange={(event) => choose(event.target.files?.[0])} />
        <FileIcon size={18} />
        <span className={styles.attachLabel}>{t('conversations.composer.attach')}</span>
      </label>
      {file && (
        <span className={styles.chosen}>
          <bdi className={styles.attachmentName}>{file.name}</bdi>
          <button type="button" className={styles.remove} aria-label={t('conversations.composer.remove', { name: file.name })} onClick={onRemove}>
            ×
          </button>
        </span>
      )}
    </>
  );
}

interface ComposerProps {
  conversationId: string;
  /** The member may not write here (the other has blocked them): everything is disabled. */
  closed?: boolean;
  /** The id of what says why it is closed. */
  describedBy?: string;
  /** A send was refused (403, a block): the conversation is read again and shows why; the app's toast has said it once. */
  onRefused?: () => void;
}

/**
 * Writes to the conversation: a text box (Enter sends on a desktop, Shift+Enter is a new line; on a phone Enter is a
 * new line and Send sends) and a file. What is typed is kept per conversation in session storage until it is sent, so
 * leaving and coming back finds it.
 */
export function Composer({ conversationId, closed = false, describedBy, onRefused }: ComposerProps) {
  const userId = tokenSubject(useSelector(selectSessionToken)) ?? '';
  const [text, setText] = useState(() => readMessageDraft(userId, conversationId));
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useSendMessageMutation();
  const textId = useId();
  const hintId = useId();
  const errorId = useId();

  const change = (value: string) => {
    setText(value);
    keepMessageDraft(userId, conversationId, value);
    if (error) setError(null);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isLoading || closed) return;
    if (!text.trim() && !file) {
      setError(t('conversations.composer.empty'));
      return;
    }
    const result = await send({ conversationId, text, file });
    if ('error' in result) {
      if (result.error && 'status' in result.error && result.error.status === 403) onRefused?.();
      else setError(localizeRule(readServerError(result.error).message ?? t('conversations.composer.failed')));
      return;
    }
    setText('');
    setFile(null);
    setError(null);
    keepMessageDraft(userId, conversationId, '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnKey(event)) return;
    event.preventDefault();
    void submit();
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = fileProblem(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)} noValidate>
      {error && (
        <Alert tone="danger" className={styles.composerError}>
          <span id={errorId}>{error}</span>
        </Alert>
      )}
      <label htmlFor={textId} className="visually-hidden">
        {t('conversations.composer.label')}
      </label>
      <textarea
        id={textId}
        className={styles.textarea}
        value={text}
        rows={2}
        dir="auto"
        disabled={closed}
        maxLength={MESSAGE_LIMITS.text}
        placeholder={t('conversations.composer.placeholder')}
        aria-describedby={[describedBy, hintId, error ? errorId : undefined].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerBar}>
        <Attach file={file} disabled={closed} onChoose={choose} onRemove={() => setFile(null)} />
        <span id={hintId} className={styles.hint}>
          {t('conversations.composer.hint')}
        </span>
        <Button type="submit" size="sm" loading={isLoading} disabled={closed} className={styles.send}>
          {t('conversations.composer.send')}
        </Button>
      </div>
    </form>
  );
}
