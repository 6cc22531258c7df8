// What an audit row says about one row's change: the changed fields only, before and after, with
// secrets masked and bookkeeping fields left out (decisions/031).

export type Row = Record<string, unknown>;
/** field → [before, after]; null stands for "no row" on a create or a delete. */
export type Changes = Record<string, [unknown, unknown]>;

/** Tables that are not the back office's data: secrets, mail, machine output, members' own lists. */
export const UNAUDITED_MODELS: ReadonlySet<string> = new Set([
  'AuditLog',
  'EmailCode',
  'PasswordResetToken',
  'UploadToken',
  'OutboxMail',
  'Notification',
  'NotificationRead',
  'PaymentAttempt',
  'PaymentNotification',
  'Face',
  'CartItem',
  'Favorite',
  'DownloadLog',
  // Runners' names by the hundred thousand: the list's summary row (RegisteredBibList) records each import.
  'RegisteredBib',
]);

/** Fields that change as a side effect (timestamps, counters, session bookkeeping). */
const BOOKKEEPING_FIELDS: ReadonlySet<string> = new Set([
  'updatedAt',
  'tokenVersion',
  'lastLoginAt',
  'photoCount',
  'photographerCount',
]);

const HIDDEN = '***';

/** The key of each model whose primary key is not `id`. */
const KEY_FIELDS: Record<string, readonly string[]> = {
  UserRole: ['userId', 'roleId'],
  RolePermission: ['roleId', 'permissionName'],
  RoleMenu: ['roleId', 'menuId'],
  Permission: ['name'],
  RegisteredBibList: ['activityId'],
};

export const keyFieldsOf = (model: string): readonly string[] => KEY_FIELDS[model] ?? ['id'];

/** The entity id an audit row names: the key's values, joined for a compound key. */
export const entityIdOf = (model: string, row: Row): string =>
  keyFieldsOf(model)
    .map((field) => String(row[field] ?? ''))
    .join(':');

/** A value as JSON can keep it. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  if (typeof value === 'bigint') return value.toString();
  if (value !== null && typeof value === 'object' && 'toFixed' in value) return String(value);
  return value ?? null;
}

/**
 * A row as the trail may show it: password hashes and payment keys hidden, a remittance account
 * number in the masked form the remittance history uses (its cipher never leaves the table).
 */
export function visibleFields(row: Row | null): Row {
  if (!row) return {};
  const visible: Row = {};
  for (const [field, value] of Object.entries(row)) {
    if (BOOKKEEPING_FIELDS.has(field)) continue;
    if (field === 'accountNumberCipher') visible.accountNumber = `****${String(row.accountLast4 ?? '')}`;
    else if (field === 'passwordHash' || field === 'hashKey' || field === 'hashIv') visible[field] = HIDDEN;
    else visible[field] = plain(value);
  }
  return visible;
}

/** The stored field a shown field stands for, where the shown value hides it. */
const SECRET_SOURCES: Record<string, string> = {
  accountNumber: 'accountNumberCipher',
  passwordHash: 'passwordHash',
  hashKey: 'hashKey',
  hashIv: 'hashIv',
};

/**
 * The fields that differ between two states of a row. A masked field counts as changed when its
 * stored value changed, so a new password shows as `passwordHash: [***, ***]`.
 */
export function changedFields(before: Row | null, after: Row | null): Changes {
  const old = visibleFields(before);
  const now = visibleFields(after);
  const changes: Changes = {};
  for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) {
    const was = old[field] ?? null;
    const is = now[field] ?? null;
    const source = SECRET_SOURCES[field];
    const changed = source ? before?.[source] !== after?.[source] : JSON.stringify(was) !== JSON.stringify(is);
    if (changed && (was !== null || is !== null)) changes[field] = [was, is];
  }
  return changes;
}
