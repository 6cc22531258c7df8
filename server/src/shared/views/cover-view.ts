import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { publicUrlOf } from './public-url.ts';
import { SrcSet, srcSetOf } from './srcset.ts';

/** The columns of a race's or an activity's cover, for Prisma selects. */
export const coverColumns = { coverKey: true, coverWidth: true } as const;

/** The fields of a cover in answers' schemas. */
export const coverFields = { coverUrl: Type.Union([Type.String(), Type.Null()]), coverSrcSet: SrcSet };

/** A race's or an activity's cover as answered: its URL and the srcset of its copies for phones. */
export function coverView(app: FastifyInstance, row: { coverKey: string | null; coverWidth: number | null }) {
  return {
    coverUrl: publicUrlOf(app, row.coverKey),
    coverSrcSet: srcSetOf(app, 'cover', row.coverKey, row.coverWidth),
  };
}
