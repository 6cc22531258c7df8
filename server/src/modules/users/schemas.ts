import Type from 'typebox';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { pagingQuery } from '../../shared/paging.ts';

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** none: never applied or refused; pending: an application waits; approved: active; blocked: suspended. */
export const PhotographerStatus = Type.Union([
  Type.Literal('none'),
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('blocked'),
]);

export const UserListQuery = Type.Object({
  ...pagingQuery(),
  /** Part of the e-mail, the display name or the phone. */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  roleId: Type.Optional(Id),
  photographerStatus: Type.Optional(PhotographerStatus),
  /** true: only suspended accounts; false: only active ones. */
  suspended: Type.Optional(Type.Boolean()),
});

const RoleRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  displayName: Type.String(),
  /** Empty: the English pages show displayName. */
  displayNameEn: Type.String(),
});

export const UserListItem = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  displayName: Type.String(),
  phone: Nullable(Type.String()),
  isAdmin: Type.Boolean(),
  isActive: Type.Boolean(),
  photographerStatus: PhotographerStatus,
  roles: Type.Array(RoleRef),
  createdAt: DateTime,
  lastLoginAt: Nullable(DateTime),
});

export const IdQuery = Type.Object({ id: Id });

export const PhotographerOptionsQuery = Type.Object({
  ...pagingQuery(),
  /** Part of the display name (only: the picker must not reveal who holds an e-mail or a phone). */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

/** A photographer as the filters' picker names one: no contact details. */
export const PhotographerOption = Type.Object({ id: Type.Integer(), displayName: Type.String() });

const OrderSummary = Type.Object({
  id: Type.Integer(),
  merchantTradeNo: Type.String(),
  status: Type.String(),
  totalAmount: Type.Integer(),
  itemCount: Type.Integer(),
  createdAt: DateTime,
});

export const UserDetail = Type.Object({
  ...UserListItem.properties,
  locale: Type.String(),
  photographerAuth: Type.Boolean(),
  /** '' or 'restore' = active, 'blocked' = suspended. */
  photographerAuthStatus: Type.String(),
  /** The newest photographer application, for a link to it. */
  latestApplication: Type.Union([Type.Object({ id: Type.Integer(), status: Type.String() }), Type.Null()]),
  /** Every order of the member counted, the newest 10 listed. */
  orders: Type.Object({ totalCount: Type.Integer(), items: Type.Array(OrderSummary) }),
});

export const UpdateUserBody = Type.Object({
  id: Id,
  displayName: RequiredText(64),
  phone: Type.Union([Type.String({ pattern: '^[0-9+\\-() ]{6,32}$' }), Type.Null()]),
  isAdmin: Type.Boolean(),
  roleIds: Type.Array(Id, { maxItems: 50, uniqueItems: true }),
});

export const SetActiveBody = Type.Object({ id: Id, isActive: Type.Boolean() });

export const RoleOption = RoleRef;
