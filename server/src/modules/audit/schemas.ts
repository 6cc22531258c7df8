import Type from 'typebox';
import { Id } from '../../lib/schema-types.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';

/** A model name as the trail records it, e.g. Banner, Activity, UsersRemittance. */
const EntityName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z]+$' });
const EntityId = Type.String({ minLength: 1, maxLength: 128, pattern: '^[\\w.:@*-]+$' });
/** What an admin did: changed a row, was refused a change by a grant rule (decisions/059), or was shown a secret of a row in full (reveal). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'refused', 'reveal'] as const;

export const AuditLogQuery = Type.Object({
  ...pagingQuery({ defaultSize: 20 }),
  /** Part of the admin's e-mail or name, or their user id. */
  actor: Type.Optional(Type.String({ maxLength: 254 })),
  entity: Type.Optional(EntityName),
  entityId: Type.Optional(EntityId),
  action: Type.Optional(Type.Union(AUDIT_ACTIONS.map((action) => Type.Literal(action)))),
  /** Changes made at or after this time. */
  from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  /** Changes made before this time. */
  to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
});

export const EntityHistoryQuery = Type.Object({
  ...pagingQuery({ defaultSize: 20 }),
  entity: EntityName,
  entityId: EntityId,
});

export const AuditLogView = Type.Object({
  id: Id,
  actorId: Type.Integer(),
  /** The admin's e-mail, or null when the account is gone. */
  actorEmail: Type.Union([Type.String(), Type.Null()]),
  actorName: Type.Union([Type.String(), Type.Null()]),
  requestId: Type.String(),
  route: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  /**
   * The changed fields only: field → [before, after], sensitive values masked. A refused change:
   * field → [as it was, as asked], and refusedBecause → [null, the refusal's message key].
   */
  changes: Type.Record(Type.String(), Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2 })),
  createdAt: Type.String({ format: 'date-time' }),
});

export const AuditLogList = PagedResult(AuditLogView);
