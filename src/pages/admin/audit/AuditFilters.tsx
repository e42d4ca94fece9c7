import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, AUDIT_ITEM_KINDS, type AuditAction, type AuditItemKind, type AuditLogFilters } from '@contracts/operator';
import { adminT as t } from '@/shared/i18n';
import { Button, Select, TextField } from '@/shared/ui';
import styles from './Audit.module.css';

interface AuditFiltersProps {
  filters: AuditLogFilters;
  onApply: (filters: AuditLogFilters) => void;
}

const actionOptions = () => AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`admin.audit.action.${action}`) }));
const kindOptions = () => AUDIT_ITEM_KINDS.map((kind) => ({ value: kind, label: t(`admin.audit.kind.${kind}`) }));

/** The audit log's filters: chosen here, applied together (they live in the URL, so a filtered view can be shared). */
export function AuditFilters({ filters, onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  // The URL changed (a table link, the browser's Back): the form follows it.
  if (shown !== filters) {
    setShown(filters);
    setDraft(filters);
  }
  const set = (change: Partial<AuditLogFilters>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filters = { ...draft, itemId: draft.itemId?.trim() || undefined, actor: draft.actor?.trim() || undefined };
    // After the event: the router starts a transition, which must not run inside a prevented submit.
    queueMicrotask(() => onApply(filters));
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('admin.audit.filters')}>
      <Select
        label={t('admin.audit.filter.action')}
        placeholder={t('admin.audit.filter.anyAction')}
        options={actionOptions()}
        value={draft.action ?? ''}
        onChange={(event) => set({ action: (event.target.value || undefined) as AuditAction | undefined })}
      />
      <Select
        label={t('admin.audit.filter.itemKind')}
        placeholder={t('admin.audit.filter.anyKind')}
        options={kindOptions()}
        value={draft.itemKind ?? ''}
        onChange={(event) => set({ itemKind: (event.target.value || undefined) as AuditItemKind | undefined })}
      />
      <TextField label={t('admin.audit.filter.itemId')} value={draft.itemId ?? ''} dir="ltr" onChange={(event) => set({ itemId: event.target.value })} />
      <TextField label={t('admin.audit.filter.actor')} hint={t('admin.audit.filter.actorHint')} value={draft.actor ?? ''} dir="ltr" onChange={(event) => set({ actor: event.target.value })} />
      <div className={styles.filterActions}>
        <Button type="submit">{t('admin.audit.apply')}</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          {t('admin.audit.clear')}
        </Button>
      </div>
    </form>
  );
}
