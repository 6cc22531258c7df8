import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors.ts';
import { decodeImage, fileBytes, UNTRUSTED_IMAGE } from '../../lib/images.ts';
import { boundedSchema } from '../../lib/request-bounds.ts';
import { validatorCompiler } from '../../lib/validation.ts';
import { ApplicationFields, MAX_SAMPLES, SAMPLE_MAX_BYTES } from './schemas.ts';

// Reading the multipart application form: its text fields, checked like a query string (they
// arrive as text), and up to five sample photos, each checked like any uploaded image and
// re-encoded at once (long side ≤ 1600 px, no EXIF: a phone's GPS position stays with the phone).

const SAMPLE_LONG_SIDE = 1600;

export interface ApplicationForm {
  fields: Static<typeof ApplicationFields>;
  /** The samples as JPEG, ready to store. */
  samples: Buffer[];
}

const checkFields = validatorCompiler({
  schema: boundedSchema(ApplicationFields) as object,
  method: 'POST',
  url: 'MemEmber/CreatePhotoGrapher',
  httpPart: 'querystring',
});

function resizeSample(buffer: Buffer): Promise<Buffer> {
  return sharp(buffer, UNTRUSTED_IMAGE)
    .rotate()
    .resize({ width: SAMPLE_LONG_SIDE, height: SAMPLE_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  const fields: Record<string, string> = {};
  const samples: Buffer[] = [];
  try {
    // One file more than allowed is read as far as noticing it, to refuse with a clear message.
    for await (const part of request.parts({ limits: { fileSize: SAMPLE_MAX_BYTES, files: MAX_SAMPLES + 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (samples.length === MAX_SAMPLES) throw badRequest('application.tooManySamples', { max: MAX_SAMPLES });
      const image = await decodeImage(await fileBytes(part, SAMPLE_MAX_BYTES));
      samples.push(await resizeSample(image.buffer));
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest('application.tooManySamples', { max: MAX_SAMPLES });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('error.unsupportedMediaType');
    throw error;
  }
  if (!checkFields(fields)) {
    throw Object.assign(new Error('invalid application fields'), { validation: checkFields.errors, statusCode: 400 });
  }
  return { fields: fields as unknown as Static<typeof ApplicationFields>, samples };
}

/** A link the applicant gives for their work: http(s) only, so no script or file address is ever linked. */
export function portfolioLink(raw: string | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest('application.portfolioInvalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('application.portfolioInvalid');
  return url.href;
}
