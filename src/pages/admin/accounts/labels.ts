import type { OperatorRole } from '@contracts/operator';
import type { AccountStatus } from '@contracts/operator-accounts';
import type { BadgeTone } from '@/shared/ui';
import { adminT as t } from '@/shared/i18n';

/** An account's role in words: administrator, moderator or member. */
export const roleLabel = (role: OperatorRole | null) => (role ? t(`admin.role.${role}`) : t('admin.accounts.role.none'));

export const statusLabel = (status: AccountStatus) => t(`admin.accounts.status.${status}`);

export const STATUS_TONE: Record<AccountStatus, BadgeTone> = { active: 'success', suspended: 'danger', awaitingApproval: 'warning', deleted: 'neutral' };
