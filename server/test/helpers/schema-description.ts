import type { getDMMF } from '@prisma/internals';
import type pg from 'pg';

// One normalised, sorted description of a PostgreSQL schema, built either from the Prisma data
// model or from a live database, so a test can compare the two with toEqual and read the diff.

type Dmmf = Awaited<ReturnType<typeof getDMMF>>;
type Field = Dmmf['datamodel']['models'][number]['fields'][number];

export interface ColumnDescription {
  name: string;
  /** As PostgreSQL's format_type() prints it, without identifier quotes. */
  type: string;
  nullable: boolean;
  default: 'none' | 'value' | 'sequence';
}

export interface IndexDescription {
  /**
   * Column names (or expressions) in index order, with a collation other than the column's and
   * " DESC" on descending ones.
   */
  columns: string[];
  unique: boolean;
  method: string;
  /** The predicate of a partial index, which the Prisma schema cannot express. */
  where?: string;
}

export interface ForeignKeyDescription {
  columns: string[];
  /** Referenced table and columns, as `Table(col, ...)`. */
  references: string;
  onDelete: string;
  onUpdate: string;
}

export interface TableDescription {
  name: string;
  columns: ColumnDescription[];
  primaryKey: string[];
  indexes: IndexDescription[];
  foreignKeys: ForeignKeyDescription[];
}

export interface SchemaDescription {
  enums: { name: string; values: string[] }[];
  tables: TableDescription[];
}

function sorted<T>(items: T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

const indexKey = (i: IndexDescription) => `${i.columns.join(',')} ${i.unique} ${i.method} ${i.where ?? ''}`;
const foreignKeyKey = (fk: ForeignKeyDescription) => `${fk.columns.join(',')} ${fk.references}`;

function withArgs(base: string, args: readonly string[]): string {
  return args.length ? `${base}(${args.join(',')})` : base;
}

// Prisma's PostgreSQL native types (@db.X) and what format_type() calls the column they create.
const NATIVE_TYPES: Record<string, (args: readonly string[]) => string> = {
  Text: () => 'text',
  Char: ([length = '1']) => `character(${length})`,
  VarChar: (args) => withArgs('character varying', args),
  Bit: ([length = '1']) => `bit(${length})`,
  VarBit: (args) => withArgs('bit varying', args),
  Uuid: () => 'uuid',
  Xml: () => 'xml',
  Inet: () => 'inet',
  Citext: () => 'citext',
  Boolean: () => 'boolean',
  Integer: () => 'integer',
  SmallInt: () => 'smallint',
  Oid: () => 'oid',
  BigInt: () => 'bigint',
  Real: () => 'real',
  DoublePrecision: () => 'double precision',
  Decimal: (args) => withArgs('numeric', args),
  Money: () => 'money',
  Timestamp: (args) => `${withArgs('timestamp', args)} without time zone`,
  Timestamptz: (args) => `${withArgs('timestamp', args)} with time zone`,
  Date: () => 'date',
  Time: (args) => `${withArgs('time', args)} without time zone`,
  Timetz: (args) => `${withArgs('time', args)} with time zone`,
  Json: () => 'json',
  JsonB: () => 'jsonb',
  ByteA: () => 'bytea',
};

// The native type Prisma picks when a scalar field has no @db attribute.
const DEFAULT_NATIVE_TYPES: Record<string, [string, string[]]> = {
  String: ['Text', []],
  Boolean: ['Boolean', []],
  Int: ['Integer', []],
  BigInt: ['BigInt', []],
  Float: ['DoublePrecision', []],
  Decimal: ['Decimal', ['65', '30']],
  DateTime: ['Timestamp', ['3']],
  Json: ['JsonB', []],
  Bytes: ['ByteA', []],
};

// Defaults the Prisma client fills in itself: the column has no database default.
const CLIENT_SIDE_DEFAULTS = new Set(['uuid', 'cuid', 'nanoid', 'ulid']);

function columnType(field: Field, enumDbNames: Map<string, string>): string {
  let type: string;
  if (field.kind === 'enum') {
    type = enumDbNames.get(field.type) ?? field.type;
  } else {
    const [native, args] = field.nativeType ?? DEFAULT_NATIVE_TYPES[field.type] ?? [];
    const render = native === undefined ? undefined : NATIVE_TYPES[native];
    // Fail loudly so a new type gets its mapping instead of a confusing diff.
    if (!render || !args) throw new Error(`No PostgreSQL type known for ${field.name}: ${field.type} ${native ?? ''}`);
    type = render(args);
  }
  return field.isList ? `${type}[]` : type;
}

function columnDefault(field: Field): ColumnDescription['default'] {
  if (!field.hasDefaultValue) return 'none';
  const fn = typeof field.default === 'object' && field.default && 'name' in field.default ? field.default : undefined;
  if (fn?.name === 'autoincrement') return 'sequence';
  if (fn && CLIENT_SIDE_DEFAULTS.has(fn.name)) return 'none';
  // dbgenerated() without an expression: migrations create no default.
  return fn?.name === 'dbgenerated' && fn.args.length === 0 ? 'none' : 'value';
}

export function describeSchemaFromDmmf(dmmf: Pick<Dmmf, 'datamodel'>): SchemaDescription {
  const { models, enums, indexes } = dmmf.datamodel;
  const enumDbNames = new Map(enums.map((e) => [e.name, e.dbName ?? e.name]));
  const tableName = new Map(models.map((m) => [m.name, m.dbName ?? m.name]));
  const columnName = (modelName: string, fieldName: string) => {
    const field = models.find((m) => m.name === modelName)?.fields.find((f) => f.name === fieldName);
    if (!field) throw new Error(`Unknown field ${modelName}.${fieldName}`);
    return field.dbName ?? field.name;
  };

  const tables = models.map((model): TableDescription => {
    const modelIndexes = indexes.filter((index) => index.model === model.name);
    const scalars = model.fields.filter((f) => f.kind !== 'object');
    const relations = model.fields.filter((f) => f.kind === 'object' && f.relationFromFields?.length);
    return {
      name: model.dbName ?? model.name,
      columns: sorted(
        scalars.map((field) => ({
          name: field.dbName ?? field.name,
          type: columnType(field, enumDbNames),
          // Prisma creates scalar lists without NOT NULL.
          nullable: !field.isRequired || field.isList,
          default: columnDefault(field),
        })),
        (c) => c.name,
      ),
      primaryKey: (modelIndexes.find((i) => i.type === 'id')?.fields ?? []).map((f) => columnName(model.name, f.name)),
      indexes: sorted(
        modelIndexes
          .filter((index) => index.type === 'normal' || index.type === 'unique')
          .map((index) => ({
            columns: index.fields.map((f) => columnName(model.name, f.name) + (f.sortOrder === 'desc' ? ' DESC' : '')),
            unique: index.type === 'unique',
            method: (index.algorithm ?? 'BTree').toLowerCase(),
          })),
        indexKey,
      ),
      foreignKeys: sorted(
        relations.map((relation) => ({
          columns: (relation.relationFromFields ?? []).map((f) => columnName(model.name, f)),
          references: `${tableName.get(relation.type)}(${(relation.relationToFields ?? [])
            .map((f) => columnName(relation.type, f))
            .join(', ')})`,
          // Prisma's defaults when the schema states no action.
          onDelete: relation.relationOnDelete ?? (relation.isRequired ? 'Restrict' : 'SetNull'),
          onUpdate: relation.relationOnUpdate ?? 'Cascade',
        })),
        foreignKeyKey,
      ),
    };
  });

  return {
    enums: sorted(
      enums.map((e) => ({ name: e.dbName ?? e.name, values: e.values.map((v) => v.dbName ?? v.name) })),
      (e) => e.name,
    ),
    tables: sorted(tables, (t) => t.name),
  };
}

// Everything below reads the catalog of the public schema and returns rows already shaped like the
// description, plus the table they belong to. Prisma's bookkeeping table is not a model.
const TABLES = `
  SELECT c.oid, c.relname::text AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'`;

const COLUMNS = `
  SELECT a.attrelid AS table_oid, a.attname::text AS name,
         replace(format_type(a.atttypid, a.atttypmod), '"', '') AS type, NOT a.attnotnull AS nullable,
         CASE WHEN d.adbin IS NULL THEN 'none'
              WHEN pg_get_expr(d.adbin, d.adrelid) LIKE 'nextval(%' THEN 'sequence' ELSE 'value' END AS default
  FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
  WHERE a.attrelid IN (SELECT oid FROM (${TABLES}) t) AND a.attnum > 0 AND NOT a.attisdropped`;

// indoption bit 1 marks a descending column; an expression (attnum 0) appears as its text; a
// collation other than the column's (or, for an expression, the database's: oid 100) is named.
const INDEXES = `
  SELECT i.indrelid AS table_oid, i.indisunique AS unique, am.amname::text AS method,
         pg_get_expr(i.indpred, i.indrelid) AS where,
         ARRAY(
           SELECT COALESCE(a.attname::text, pg_get_indexdef(i.indexrelid, k.ord::int, true))
                  || CASE WHEN k.collation_oid NOT IN (0, COALESCE(a.attcollation, 100))
                          THEN ' COLLATE ' || quote_ident(c.collname::text) ELSE '' END
                  || CASE WHEN k.option & 1 = 1 THEN ' DESC' ELSE '' END
           FROM unnest(i.indkey::int2[], i.indoption::int2[], i.indcollation::oid[])
                  WITH ORDINALITY AS k(attnum, option, collation_oid, ord)
           LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
           LEFT JOIN pg_collation c ON c.oid = k.collation_oid
           ORDER BY k.ord) AS columns
  FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_am am ON am.oid = ic.relam
  WHERE i.indrelid IN (SELECT oid FROM (${TABLES}) t) AND NOT i.indisprimary`;

// Key column names in key order (conkey and confkey pair up position by position).
const keyColumns = (rel: string, keys: string) => `ARRAY(
  SELECT a.attname::text FROM unnest(${keys}) WITH ORDINALITY AS k(attnum, ord)
  JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.attnum ORDER BY k.ord)`;

// pg_constraint's referential action codes, named as in the Prisma schema.
const action = (code: string) => `CASE ${code} WHEN 'a' THEN 'NoAction' WHEN 'r' THEN 'Restrict'
  WHEN 'c' THEN 'Cascade' WHEN 'n' THEN 'SetNull' WHEN 'd' THEN 'SetDefault' END`;

const CONSTRAINTS = (type: 'p' | 'f') => `
  SELECT con.conrelid AS table_oid, ${keyColumns('con.conrelid', 'con.conkey')} AS columns,
         r.relname || '(' || array_to_string(${keyColumns('con.confrelid', 'con.confkey')}, ', ') || ')' AS references,
         ${action('con.confdeltype')} AS "onDelete", ${action('con.confupdtype')} AS "onUpdate"
  FROM pg_constraint con LEFT JOIN pg_class r ON r.oid = con.confrelid
  WHERE con.conrelid IN (SELECT oid FROM (${TABLES}) t) AND con.contype = '${type}'`;

const ENUMS = `
  SELECT t.typname::text AS name,
         ARRAY(SELECT e.enumlabel::text FROM pg_enum e WHERE e.enumtypid = t.oid ORDER BY e.enumsortorder) AS values
  FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
  WHERE n.nspname = 'public' AND t.typtype = 'e'`;

type Owned<T> = T & { table_oid: number };

export async function describeSchemaFromDatabase(client: pg.ClientBase): Promise<SchemaDescription> {
  // One query at a time: a pg client does not run queries concurrently.
  const tables = (await client.query<{ oid: number; name: string }>(TABLES)).rows;
  const columns = (await client.query<Owned<ColumnDescription>>(COLUMNS)).rows;
  const indexes = (await client.query<Owned<Omit<IndexDescription, 'where'> & { where: string | null }>>(INDEXES)).rows;
  const primaryKeys = (await client.query<Owned<{ columns: string[] }>>(CONSTRAINTS('p'))).rows;
  const foreignKeys = (await client.query<Owned<ForeignKeyDescription>>(CONSTRAINTS('f'))).rows;
  const enums = (await client.query<{ name: string; values: string[] }>(ENUMS)).rows;

  return {
    enums: sorted(enums, (e) => e.name),
    tables: sorted(
      tables.map((table): TableDescription => {
        const own = <T>(rows: Owned<T>[]): T[] =>
          rows.filter((row) => row.table_oid === table.oid).map(({ table_oid: _, ...rest }) => rest as T);
        return {
          name: table.name,
          columns: sorted(own(columns), (c) => c.name),
          primaryKey: own(primaryKeys)[0]?.columns ?? [],
          // Only a partial index has a `where`, so that only it differs from the Prisma schema.
          indexes: sorted(
            own(indexes).map(({ where, ...index }) => (where === null ? index : { ...index, where })),
            indexKey,
          ),
          foreignKeys: sorted(own(foreignKeys), foreignKeyKey),
        };
      }),
      (t) => t.name,
    ),
  };
}

/** The schema's description with indexes added to their tables, kept in the order the database's description uses. */
export function withHandWrittenIndexes(
  description: SchemaDescription,
  extra: Record<string, IndexDescription[]>,
): SchemaDescription {
  return {
    ...description,
    tables: description.tables.map((table) =>
      extra[table.name] ? { ...table, indexes: sorted([...table.indexes, ...extra[table.name]!], indexKey) } : table,
    ),
  };
}
