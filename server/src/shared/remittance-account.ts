import Type from 'typebox';
import type { UsersRemittance } from '../generated/prisma/client.ts';
import { localized, type Culture } from '../lib/i18n.ts';
import { bankByCode } from './domain/banks.ts';

// A remittance account as every answer but its owner's edit form and finance's page shows it: the
// number masked to its last four digits (decisions/022).

export const maskAccountNumber = (last4: string) => `****${last4}`;

const bankName = (culture: Culture, code: string) => {
  const bank = bankByCode(code);
  return bank ? localized(culture, bank.name, bank.nameEn) : code;
};

/** The account's fields, without its number. */
export function accountFields(culture: Culture, account: UsersRemittance) {
  return {
    bankCode: account.bankCode,
    bankName: bankName(culture, account.bankCode),
    branch: account.branch,
    accountName: account.accountName,
    updatedAt: account.updatedAt.toISOString(),
  };
}

/** An account as every answer but the owner's form and finance's shows it: the number masked. */
export const maskedAccount = (culture: Culture, account: UsersRemittance) => ({
  ...accountFields(culture, account),
  accountNumberMasked: maskAccountNumber(account.accountLast4),
});

export const MaskedAccount = Type.Object({
  bankCode: Type.String(),
  bankName: Type.String(),
  branch: Type.String(),
  accountName: Type.String(),
  accountNumberMasked: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});
