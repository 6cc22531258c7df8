import { Prisma } from '../generated/prisma/client.ts';
import { notFound } from '../lib/errors.ts';
import type { MessageKey } from '../lib/i18n.ts';

/** A Prisma refusal by its code: P2002 a unique value taken, P2025 the row to change is gone. */
export function isPrismaError(error: unknown, code: 'P2002' | 'P2025'): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;
}

/** A write to a row another admin deleted meanwhile answers 404, like a row that never was. */
export async function orNotFound<T>(write: Promise<T>, key: MessageKey): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isPrismaError(error, 'P2025')) throw notFound(key);
    throw error;
  }
}
