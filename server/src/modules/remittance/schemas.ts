import Type from 'typebox';
import { ACCOUNT_NUMBER_PATTERN } from '../../shared/domain/banks.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { AccountFields, MaskedAccount } from '../../shared/remittance-view.ts';
import { Id, RequiredText } from '../../lib/schema-types.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

export const BankList = Type.Array(Type.Object({ code: Type.String(), name: Type.String() }));

export const RemittanceBody = Type.Object({
  bankCode: Type.String({ pattern: '^[0-9]{3}$' }),
  branch: RequiredText(64),
  accountName: RequiredText(64),
  /** Digits only, 10 to 16 of them. */
  accountNumber: Type.String({ pattern: ACCOUNT_NUMBER_PATTERN }),
});

const FullAccount = Type.Union([
  Type.Object({ ...AccountFields, accountNumber: Type.String(), updatedAt: DateTime }),
  Type.Null(),
]);

const AccountHolder = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
});

export const OwnRemittance = Type.Object({ user: AccountHolder, account: FullAccount });

export const RemittanceChangeView = Type.Object({
  id: Type.Integer(),
  changedAt: DateTime,
  changedBy: Nullable(Type.String()),
  fields: Type.Array(Type.String()),
  oldMasked: Type.String(),
  newMasked: Type.String(),
});

export const AdminRemittanceQuery = Type.Object({ ...pagingQuery(), userId: Id });

export const AdminRemittance = Type.Object({
  user: AccountHolder,
  account: Type.Union([MaskedAccount, Type.Null()]),
  /** The account's changes, newest first (paged). */
  changes: PagedResult(RemittanceChangeView),
});

export const RevealAccountBody = Type.Object({ userId: Id });
export const RevealedAccountNumber = Type.Object({ accountNumber: Type.String() });
