import type { FormikHelpers } from 'formik';
import { OPERATOR_REASON_MAX, revokeCompanySchema, type VerifiedCompanyView } from '@contracts/operator';
import { useRevokeCompanyBadgeMutation } from '@/entities/operator';
import { adminT as t } from '@/shared/i18n';
import { DialogForm, FormTextArea, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import styles from './Companies.module.css';

interface RevokeValues {
  reason: string;
}

/** Removing a company's badge: the note the owner is e-mailed (required), then POST …/revoke. */
export function RevokeBadgeDialog({ company, onClose }: { company: VerifiedCompanyView | null; onClose: () => void }) {
  const [revoke] = useRevokeCompanyBadgeMutation();
  const send = async ({ reason }: RevokeValues, helpers: FormikHelpers<RevokeValues>) => {
    if (!company) return;
    const result = await revoke({ companyId: company.id, reason: reason.trim() });
    if ('error' in result) {
      showServerError(result.error, helpers, { reasonRequired: 'reason', reasonTooLong: 'reason' }, t('admin.companies.failed'));
      return;
    }
    notify(t('admin.companies.revoked', { company: company.name }), 'success');
    onClose();
  };
  return (
    <DialogForm<RevokeValues>
      open={company !== null}
      onClose={onClose}
      title={company ? t('admin.companies.revokeTitle', { company: company.name }) : ''}
      descriptionId="revoke-badge-text"
      cancelLabel={t('admin.companies.cancel')}
      submitLabel={t('admin.companies.revoke')}
      submitVariant="danger"
      initialValues={{ reason: '' }}
      validationSchema={revokeCompanySchema}
      onSubmit={send}
      className={styles.dialogForm}
    >
      {() => (
        <>
          <p id="revoke-badge-text" className={styles.muted}>
            {t('admin.companies.revokeText', { domain: company?.domain ?? '' })}
          </p>
          <FormTextArea name="reason" label={t('admin.companies.reason')} rows={4} dir="auto" maxLength={OPERATOR_REASON_MAX} />
        </>
      )}
    </DialogForm>
  );
}
