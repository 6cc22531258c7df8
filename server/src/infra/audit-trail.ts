import { AsyncLocalStorage } from 'node:async_hooks';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { RefusedChange } from '../lib/errors.ts';
import { changedFields, entityIdOf, keyFieldsOf, UNAUDITED_MODELS, type Changes, type Row } from './audit-changes.ts';

// Every write an admin request makes is recorded by the database client itself, so no service has
// to remember to (decisions/031). The request's admin is set by plugins/app/audit-context.ts.

/** Who is changing data: the admin, their request and the endpoint it reached. */
export interface AuditActor {
  actorId: number;
  requestId: string;
  route: string;
}

const actors = new AsyncLocalStorage<AuditActor>();
/** The interactive transaction a write runs in, so its audit rows join that transaction. */
const openTransactions = new AsyncLocalStorage<Client>();

/** Runs `work` as the given admin: the writes it makes are audited. */
export const runAsActor = <T>(actor: AuditActor, work: () => T): T => actors.run(actor, work);

/**
 * Appends a refused change to the trail (action `refused`): what it asked for, and the message it
 * was refused with. Called after its transaction rolled back, so the row stays; outside an admin
 * request there is nobody to record.
 */
export async function recordRefusal(db: Pick<PrismaClient, 'auditLog'>, refusal: RefusedChange): Promise<void> {
  const actor = actors.getStore();
  if (!actor) return;
  const { entity, entityId, fields } = refusal.attempt;
  await db.auditLog.create({
    data: {
      ...actor,
      action: 'refused',
      entity,
      entityId: String(entityId),
      changes: { ...fields, refusedBecause: [null, refusal.messageKey] },
    },
  });
}

/**
 * Records that the request's admin is being shown these rows' secret in full (a remittance
 * account's number, decisions/022): one `reveal` row each, written before the answer is made, so
 * nothing is shown unrecorded. Only inside an admin request.
 */
export async function recordReveal(
  db: Pick<PrismaClient, 'auditLog'>,
  entity: string,
  entityIds: readonly number[],
): Promise<void> {
  const actor = actors.getStore();
  if (!actor) throw new Error('A reveal is recorded inside an admin request only');
  if (entityIds.length === 0) return;
  await db.auditLog.createMany({
    data: entityIds.map((id) => ({ ...actor, action: 'reveal', entity, entityId: String(id), changes: {} })),
  });
}

const WRITES: ReadonlySet<string> = new Set([
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
]);

/** The most rows one bulk write records one by one; the rest are counted in one more row. */
export const MAX_AUDITED_ROWS = 500;

// The model delegates are called by name here, so their per-model types do not apply.
type Operation = (args: unknown) => Promise<unknown>;
interface Delegate {
  findUnique: Operation;
  findMany: Operation;
  createMany: Operation;
  [operation: string]: Operation;
}
type Client = Record<string, Delegate | unknown>;
type Args = Record<string, unknown> & { where?: Row; data?: unknown; select?: Record<string, boolean> };

interface Write {
  model: string;
  operation: string;
  args: Args;
}

const delegateOf = (client: Client, model: string) =>
  client[model.charAt(0).toLowerCase() + model.slice(1)] as Delegate;

const UNIQUE_OPERATIONS = new Set(['update', 'upsert', 'delete']);

/** Rows the write may change, read before it (a create has none). */
async function rowsBefore(client: Client, { model, operation, args }: Write): Promise<Row[]> {
  if (operation.startsWith('create')) return [];
  const delegate = delegateOf(client, model);
  if (UNIQUE_OPERATIONS.has(operation)) {
    const row = (await delegate.findUnique({ where: args.where })) as Row | null;
    return row ? [row] : [];
  }
  return (await delegate.findMany({ where: args.where, take: MAX_AUDITED_ROWS })) as Row[];
}

/** The same rows read again after the write, by their keys (a where clause may no longer match). */
async function rowsByKey(client: Client, model: string, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return [];
  const keys = keyFieldsOf(model);
  const where =
    keys.length === 1
      ? { [keys[0]!]: { in: rows.map((row) => row[keys[0]!]) } }
      : { OR: rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]]))) };
  return (await delegateOf(client, model).findMany({ where, take: MAX_AUDITED_ROWS })) as Row[];
}

/** A `select` that also names the key fields, so a created row can be found again. */
function selectingKeys(model: string, args: Args): { args: Args; added: string[] } {
  if (!args.select) return { args, added: [] };
  const added = keyFieldsOf(model).filter((key) => !args.select![key]);
  return { args: { ...args, select: { ...args.select, ...Object.fromEntries(added.map((k) => [k, true])) } }, added };
}

function withoutFields<T>(result: T, fields: string[]): T {
  if (fields.length === 0 || result === null || typeof result !== 'object') return result;
  const strip = (row: Row) => Object.fromEntries(Object.entries(row).filter(([field]) => !fields.includes(field)));
  return (Array.isArray(result) ? result.map(strip) : strip(result as Row)) as T;
}

/** The created rows a result names (one row, a list of rows, or a createMany's count only). */
const createdRows = (result: unknown): Row[] =>
  Array.isArray(result)
    ? (result as Row[])
    : result && typeof result === 'object' && !('count' in result)
      ? [result as Row]
      : [];

/** Performs a write and appends its audit rows through `client` (inside one transaction). */
async function recordWrite(
  client: Client,
  actor: AuditActor,
  write: Write,
  perform: (args: Args) => Promise<unknown>,
): Promise<unknown> {
  const { model, operation } = write;
  const before = await rowsBefore(client, write);
  const { args, added } = selectingKeys(model, write.args);
  const result = await perform(args);
  const created = operation === 'upsert' && before.length === 0 ? createdRows(result) : [];
  const after = operation.startsWith('create')
    ? await rowsByKey(client, model, createdRows(result))
    : await rowsByKey(client, model, [...before, ...created]);
  const afterByKey = new Map(after.map((row) => [entityIdOf(model, row), row]));
  const pairs: [Row | null, Row | null][] = [
    ...before.map((row): [Row, Row | null] => [row, afterByKey.get(entityIdOf(model, row)) ?? null]),
    ...after
      .filter((row) => !before.some((old) => entityIdOf(model, old) === entityIdOf(model, row)))
      .map((row): [null, Row] => [null, row]),
  ];
  const { actorId, requestId, route } = actor;
  const rows = pairs
    .map(([old, now]) => ({
      actorId,
      requestId,
      route,
      action: !old ? 'create' : now ? 'update' : 'delete',
      entity: model,
      entityId: entityIdOf(model, (now ?? old)!),
      changes: changedFields(old, now),
    }))
    .filter((row) => Object.keys(row.changes).length > 0);
  // A createMany answers a count only, and a bulk write may pass the cap: the rest are counted.
  const total = result && typeof result === 'object' && 'count' in result ? Number(result.count) : pairs.length;
  if (total > pairs.length) {
    const action = operation.startsWith('create') ? 'create' : operation.startsWith('delete') ? 'delete' : 'update';
    const changes: Changes = { unlistedRows: [null, total - pairs.length] };
    rows.push({ actorId, requestId, route, action, entity: model, entityId: '*', changes });
  }
  if (rows.length > 0) await delegateOf(client, 'AuditLog').createMany({ data: rows });
  return withoutFields(result, added);
}

/**
 * The database client with the audit trail: inside an admin request, every create, update, upsert
 * and delete (one or many) of an audited model reads the rows before, writes, and appends one
 * AuditLog row per changed row, in the write's transaction (or in one of its own).
 */
export function withAuditTrail(base: PrismaClient): PrismaClient {
  const baseClient = base as unknown as Client & Pick<PrismaClient, '$transaction'>;
  const audited = base.$extends({
    name: 'audit-trail',
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query, ...call }) {
          const actor = actors.getStore();
          if (!actor || !WRITES.has(operation) || UNAUDITED_MODELS.has(model)) return query(args);
          const write = { model, operation, args: args as Args };
          const perform = query as (args: Args) => Promise<unknown>;
          const transaction = openTransactions.getStore();
          if (transaction) return recordWrite(transaction, actor, write, perform);
          // One of a batch ($transaction([...])): it cannot wait for other queries, so the rows are
          // read and recorded around the batch, outside it.
          if ((call as { __internalParams?: { transaction?: unknown } }).__internalParams?.transaction) {
            return recordWrite(baseClient, actor, write, perform);
          }
          return baseClient.$transaction((own) =>
            recordWrite(own as unknown as Client, actor, write, (ownArgs) =>
              delegateOf(own as unknown as Client, model)[operation]!(ownArgs),
            ),
          );
        },
      },
    },
  });
  const auditedClient = audited as unknown as Pick<PrismaClient, '$transaction'>;
  return audited.$extends({
    client: {
      // An interactive transaction remembers its client, so the writes in it record through it.
      $transaction(input: unknown, options?: unknown) {
        const run = auditedClient.$transaction as (input: unknown, options?: unknown) => Promise<unknown>;
        if (typeof input !== 'function') return run.call(auditedClient, input, options);
        const work = input as (tx: Client) => Promise<unknown>;
        // Awaited inside run(): a callback may hand back a lazy query that only starts when awaited.
        return run.call(auditedClient, (tx: Client) => openTransactions.run(tx, async () => await work(tx)), options);
      },
    },
  }) as unknown as PrismaClient;
}
