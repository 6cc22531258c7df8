import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type { Prisma } from '../../generated/prisma/client.ts';
import { publicUrlOf } from './public-url.ts';

/** How a photographer looks next to their photos and albums. */
export const PhotographerView = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
});

export const photographerSelect = { id: true, displayName: true, avatarKey: true } as const satisfies Prisma.UserSelect;

export function toPhotographerView(
  app: FastifyInstance,
  user: { id: number; displayName: string; avatarKey: string | null },
): Static<typeof PhotographerView> {
  return { id: user.id, displayName: user.displayName, avatarUrl: publicUrlOf(app, user.avatarKey) };
}
