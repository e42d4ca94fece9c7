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

/**
 * Writes to the conversation: a text box (Ctrl/⌘+Enter or Send) and a file. What is typed is kept per conversation
 * in session storage until it is sent, so leaving and coming back finds it.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const userId = tokenSubject(useSelector(selectSessionToken)) ?? '';
  const [text, setText] = useState(() => readMessageDraft(userId, conversationId));
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useSendMessageMutation();
  const fileInput = useRef<HTMLInputElement>(null);
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
    if (isLoading) return;
    if (!text.trim() && !file) {
      setError(t('conversations.composer.empty'));
      return;
    }
    const result = await send({ conversationId, text, file });
    if ('error' in result) {
      setError(localizeRule(readServerError(result.error).message ?? t('conversations.composer.failed')));
      return;
    }
    setText('');
    setFile(null);
    setError(null);
    keepMessageDraft(userId, conversationId, '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const choose = (chosen: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
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
        maxLength={MESSAGE_LIMITS.text}
        placeholder={t('conversations.composer.placeholder')}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerBar}>
        <label className={styles.attach}>
          <input ref={fileInput} type="file" className="visually-hidden" accept={MESSAGE_FILE_TYPES.join(',')} onChange={(event) => choose(event.target.files?.[0])} />
          <FileIcon size={18} />
          <span className={styles.attachLabel}>{t('conversations.composer.attach')}</span>
        </label>
        {file && (
          <span className={styles.chosen}>
            <bdi className={styles.attachmentName}>{file.name}</bdi>
            <button type="button" className={styles.remove} aria-label={t('conversations.composer.remove', { name: file.name })} onClick={() => setFile(null)}>
              ×
            </button>
          </span>
        )}
        <span id={hintId} className={styles.hint}>
          {t('conversations.composer.hint')}
        </span>
        <Button type="submit" size="sm" loading={isLoading} className={styles.send}>
          {t('conversations.composer.send')}
        </Button>
      </div>
    </form>
  );
}
