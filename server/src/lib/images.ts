import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError, badRequest } from './errors.ts';

export const MAX_IMAGE_PIXELS = 100_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ImageUpload {
  buffer: Buffer;
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
}

/** Reads the one image file of a small multipart upload (avatars, content images) and checks it decodes. */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<ImageUpload> {
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw badRequest('upload.fileMissing');
    throw error;
  }
  if (!file) throw badRequest('upload.fileMissing');
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('BadRequest', 'upload.tooLarge', { limit: Math.round(maxBytes / 1024 / 1024) });
    }
    throw error;
  }
  try {
    // Decoding the whole image (not only its header) also catches truncated files.
    const { info } = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { format } = await sharp(buffer).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`format ${format}`);
    return { buffer, format: format as ImageUpload['format'], width: info.width, height: info.height };
  } catch {
    throw badRequest('upload.notImage');
  }
}
