import Type from 'typebox';
import type { UsersRemittance } from '../generated/prisma/client.ts';
import type { Database } from './database.ts';
import { localized, type Culture } from '../lib/i18n.ts';
import { bankByCode } from './domain/banks.ts';

// A photographer's remittance account as every answer but the owner's edit form and finance's
// remittance view shows it: the number masked to its last four digits (decisions/022).

export const maskAccountNumber = (last4: string) => `****${last4}`;

const bankName = (culture: Culture, code: string) => {
  const bank = bankByCode(code);
  return bank ? localized(culture, bank.name, bank.nameEn) : code;
};

export const AccountFields = {
  bankCode: Type.String(),
  bankName: Type.String(),
  branch: Type.String(),
  accountName: Type.String(),
};

export const MaskedAccount = Type.Object({
  ...AccountFields,
  accountNumberMasked: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const MaskedRemittance = Type.Object({
  hasAccount: Type.Boolean(),
  account: Type.Union([MaskedAccount, Type.Null()]),
});

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

export const maskedAccount = (culture: Culture, account: UsersRemittance) => ({
  ...accountFields(culture, account),
  accountNumberMasked: maskAccountNumber(account.accountLast4),
});

export async function maskedRemittance(db: Database, culture: Culture, userId: number) {
  const account = await db.usersRemittance.findUnique({ where: { userId } });
  if (!account) return { hasAccount: false, account: null };
  return { hasAccount: true, account: maskedAccount(culture, account) };
}
