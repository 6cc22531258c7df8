import type { FastifyInstance } from 'fastify';
import { perceptualHashOfFile } from '../../media/perceptual-hash.ts';

/**
 * Bits of 256 by which two perceptual hashes of the same picture may differ. Measured
 * (docs/decisions/015): copies of the watermarked preview land up to 44 bits from the original's
 * hash, thumbnails up to 10; other pictures 88 or more.
 */
export const SAME_PICTURE_MAX_DISTANCE = 56;

/**
 * Whether the picture is one of the activity's own photos (its original, public preview or
 * thumbnail, or a resized or re-encoded copy of them), which hide me refuses as a selfie: anyone can
 * download a runner's preview, and it must not let them hide that runner. Photos not hashed yet are
 * not compared.
 */
export async function isActivityPhoto(app: FastifyInstance, activityId: number, picture: Buffer): Promise<boolean> {
  const bits = `x${Buffer.from(await perceptualHashOfFile(picture)).toString('hex')}`;
  // Every photo of the activity, whatever its status (a hidden photo's preview was public before),
  // compared in the database: 500 000 photos take a few hundred ms (decisions/015), and hide-me is
  // rare and rate-limited.
  const [{ found }] = await app.db.$queryRaw<[{ found: boolean }]>`
    SELECT EXISTS (
      SELECT 1 FROM "Photo"
      WHERE "activityId" = ${activityId} AND "perceptualHash" IS NOT NULL
        AND bit_count(('x' || encode("perceptualHash", 'hex'))::bit(256) # ${bits}::bit(256))
          <= ${SAME_PICTURE_MAX_DISTANCE}
    ) AS found`;
  return found;
}
