import Type from 'typebox';
import { notFound } from '../lib/errors.ts';
import { Id, Int32 } from '../lib/schema-types.ts';
import type { MessageKey } from '../lib/i18n.ts';
import type { Database } from './database.ts';

// Reordering a back-office list (drag and drop): the page sends every moved row's new sort number
// and they are saved together, so the list is never left half reordered.

export const SortNumber = Int32({ minimum: 0, maximum: 99_999 });

export const SortOrderBody = Type.Object({
  items: Type.Array(Type.Object({ id: Id, sort: SortNumber }), { minItems: 1, maxItems: 1000 }),
});

type Transaction = Parameters<Parameters<Database['$transaction']>[0]>[0];

/**
 * Applies each row's change in one transaction; a row that does not exist undoes them all. A row
 * named twice takes its last change. The whole list may take a while on a busy server, hence the
 * timeout above Prisma's 5 s default.
 */
export async function applyInOneTransaction<Item extends { id: number }>(
  db: Database,
  items: Item[],
  update: (tx: Transaction, item: Item) => Promise<{ count: number }>,
  missingKey: MessageKey,
) {
  const lastChangeById = new Map(items.map((item) => [item.id, item]));
  await db.$transaction(
    async (tx) => {
      for (const item of lastChangeById.values()) {
        const { count } = await update(tx, item);
        if (count === 0) throw notFound(missingKey);
      }
    },
    { timeout: 60_000 },
  );
}
