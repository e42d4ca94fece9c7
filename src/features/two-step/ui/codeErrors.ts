import { twoFactorCodeSchema } from '@contracts/two-factor';

/** Server codes of a refused code, shown under the code field; the rest show at the top of the form. */
export const CODE_FIELDS = { twoFactorCodeWrong: 'code', twoFactorCodeUsed: 'code' } as const;

export interface CodeValues {
  code: string;
}

export const codeSchema = twoFactorCodeSchema;
export const noCode: CodeValues = { code: '' };
