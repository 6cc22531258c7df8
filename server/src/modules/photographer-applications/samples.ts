import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { contentTypeOf } from '../../lib/images.ts';
import { newApplicationSampleKey } from '../../lib/storage-keys.ts';
import type { TokenClaims } from '../../plugins/app/authorization.ts';

// Sample photos live in the private bucket (docs/decisions/021): only the applicant and the
// reviewing admins see them. An <img> cannot send the bearer header, so an answer that shows
// samples to its (already checked) caller carries links with a short-lived token naming the file.
// The token is signed with its own key: it opens one sample and never logs anyone in.

export const SAMPLE_PATH = '/api/services/app/MemEmber/GetApplicationSample';
export const SAMPLE_LINK_SECONDS = 30 * 60;

type SampleClaims = { purpose: 'application-sample'; key: string };

const sampleKey = (app: FastifyInstance) =>
  createHmac('sha256', app.config.jwtSecret).update('application-sample-token').digest('hex');

export function sampleLinks(app: FastifyInstance, keys: readonly string[]): string[] {
  return keys.map((key) => {
    const claims: SampleClaims = { purpose: 'application-sample', key };
    // The plugin types every payload as an access token's claims; this one is deliberately not.
    const token = app.jwt.sign(claims as unknown as TokenClaims, {
      key: sampleKey(app),
      expiresIn: SAMPLE_LINK_SECONDS,
    });
    return `${SAMPLE_PATH}?token=${token}`;
  });
}

/** The storage key a sample link's token opens. */
export function sampleOfToken(app: FastifyInstance, token: string): string {
  try {
    const claims = app.jwt.verify<SampleClaims>(token, { key: sampleKey(app) });
    if (claims.purpose === 'application-sample' && typeof claims.key === 'string') return claims.key;
  } catch {
    // fall through: any unreadable token is the same refusal
  }
  throw new AppError('Unauthorized', 'application.sampleLinkInvalid');
}

export async function storeSamples(app: FastifyInstance, userId: number, samples: readonly Buffer[]) {
  const keys = samples.map(() => newApplicationSampleKey(userId));
  await Promise.all(samples.map((sample, i) => app.storage.put('originals', keys[i]!, sample, contentTypeOf('jpeg'))));
  return keys;
}

export async function removeSamples(app: FastifyInstance, keys: readonly string[]) {
  await Promise.all(keys.map((key) => app.storage.remove('originals', key)));
}
