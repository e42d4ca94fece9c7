import { registerMessages, accountsMessages } from '@/shared/i18n';

/** This slice's page-group messages, registered on import (see shared/i18n/t.ts). */
registerMessages(accountsMessages);
