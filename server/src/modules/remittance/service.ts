import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { UsersRemittance } from '../../generated/prisma/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordReveal } from '../../infra/audit-trail.ts';
import { openText, sealText } from '../../lib/field-cipher.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { BANKS, bankByCode } from '../../shared/domain/banks.ts';
import { raiseNotification } from '../../shared/notifications.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { accountFields, maskAccountNumber, maskedAccount, maskedRemittance } from '../../shared/remittance-view.ts';
import type { RemittanceBody } from './schemas.ts';

// A photographer's remittance account: the number is stored encrypted (decisions/022) and answered
// in full only to its owner's edit form and to an admin who asks to see it, recorded in the audit
// trail; every change is recorded, masked.

type AccountInput = Static<typeof RemittanceBody>;
type EditableField = keyof AccountInput;
const EDITABLE_FIELDS: readonly EditableField[] = ['bankCode', 'branch', 'accountName', 'accountNumber'];

export const bankList = (culture: Culture) =>
  BANKS.map((bank) => ({ code: bank.code, name: localized(culture, bank.name, bank.nameEn) }));

/** One line naming an account with its number masked, as the change history keeps it. */
const maskedSummary = (account: Pick<UsersRemittance, 'bankCode' | 'branch' | 'accountName' | 'accountLast4'>) =>
  [account.bankCode, account.branch, account.accountName, maskAccountNumber(account.accountLast4)].join(' / ');

async function accountHolder(app: FastifyInstance, where: { id: number; photographerAuth?: boolean }) {
  const user = await app.db.user.findFirst({
    where,
    select: { id: true, displayName: true, email: true, phone: true, remittance: true },
  });
  if (!user) throw notFound('remittance.photographerNotFound');
  return user;
}

const fullAccount = (app: FastifyInstance, culture: Culture, account: UsersRemittance | null) =>
  account && {
    ...accountFields(culture, account),
    accountNumber: openText(app.config.remittanceKey, account.accountNumberCipher),
  };

/** The owner's own account in full, for the edit form, with the user fields the page shows. */
export async function ownRemittance(app: FastifyInstance, culture: Culture, userId: number) {
  const { remittance, ...user } = await accountHolder(app, { id: userId });
  return { user, account: fullAccount(app, culture, remittance) };
}

/** Saves the caller's account and records what changed (nothing is recorded when nothing did). */
export async function updateRemittance(app: FastifyInstance, culture: Culture, userId: number, input: AccountInput) {
  if (!bankByCode(input.bankCode)) throw badRequest('remittance.unknownBank');
  const next = { ...input, branch: input.branch.trim(), accountName: input.accountName.trim() };
  const saved = {
    bankCode: next.bankCode,
    branch: next.branch,
    accountName: next.accountName,
    accountNumberCipher: sealText(app.config.remittanceKey, next.accountNumber),
    accountLast4: next.accountNumber.slice(-4),
  };
  await app.db.$transaction(async (tx) => {
    const before = await tx.usersRemittance.findUnique({ where: { userId } });
    const previous = before && {
      ...before,
      accountNumber: openText(app.config.remittanceKey, before.accountNumberCipher),
    };
    const changed = EDITABLE_FIELDS.filter((field) => !previous || previous[field] !== next[field]);
    if (changed.length === 0) return;
    await tx.usersRemittance.upsert({ where: { userId }, create: { userId, ...saved }, update: saved });
    await tx.remittanceChange.create({
      data: {
        userId,
        changedById: userId,
        fields: changed,
        oldMasked: before ? maskedSummary(before) : '',
        newMasked: maskedSummary(saved),
      },
    });
    const owner = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { displayName: true } });
    await raiseNotification(tx, {
      kind: 'remittanceChanged',
      message: 'notification.remittanceChanged',
      params: { name: owner.displayName },
      link: `/admin/IncomeDetails/${userId}`,
      entityId: userId,
    });
  });
  return maskedRemittance(app.db, culture, userId);
}

/** Finance's view of a photographer: user fields, the masked account and its change history. */
export async function remittanceForFinance(app: FastifyInstance, culture: Culture, query: Paging & { userId: number }) {
  const { remittance, ...user } = await accountHolder(app, { id: query.userId, photographerAuth: true });
  const changes = await page(app.db.remittanceChange, query, {
    where: { userId: user.id },
    include: { changedBy: { select: { displayName: true } } },
    orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
  });
  return {
    user,
    account: remittance && maskedAccount(culture, remittance),
    changes: {
      totalCount: changes.totalCount,
      items: changes.items.map((change) => ({
        id: change.id,
        changedAt: change.changedAt.toISOString(),
        changedBy: change.changedBy?.displayName ?? null,
        fields: change.fields,
        oldMasked: change.oldMasked,
        newMasked: change.newMasked,
      })),
    },
  };
}

/**
 * A photographer's full account number, for the admin who asked to see it (decisions/022): the
 * audit trail records who saw which account before the number is read.
 */
export async function revealAccountNumber(app: FastifyInstance, userId: number) {
  const account = await app.db.usersRemittance.findUnique({ where: { userId } });
  if (!account) throw notFound('remittance.noAccount');
  await recordReveal(app.db, 'UsersRemittance', [account.id]);
  return { accountNumber: openText(app.config.remittanceKey, account.accountNumberCipher) };
}
