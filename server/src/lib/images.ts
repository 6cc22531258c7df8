import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp, { type SharpOptions } from 'sharp';
import { AppError, badRequest } from './errors.ts';

export const MAX_IMAGE_PIXELS = 100_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp';
const CONTENT_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * How every uploaded image is opened. `failOn: 'warning'` (sharp's own advice for untrusted input)
 * is the level that catches a JPEG cut short with its end marker put back: libjpeg only warns
 * "premature end of data segment" and would fill the missing half with grey.
 */
export const UNTRUSTED_IMAGE: SharpOptions = { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS };

export function isImageFormat(format: string | undefined): format is ImageFormat {
  return format !== undefined && Object.hasOwn(CONTENT_TYPES, format);
}

/** The content type to store and serve: the one the bytes are, never the one the client declared. */
export function contentTypeOf(format: ImageFormat): string {
  return CONTENT_TYPES[format];
}

/** A stored content type fit to send to a browser as is; anything else goes out as plain bytes. */
export function servableImageType(contentType: string | undefined): string {
  return Object.values(CONTENT_TYPES).find((type) => type === contentType) ?? 'application/octet-stream';
}

export interface ImageUpload {
  buffer: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

/** Reads the one image file of a small multipart upload (avatars, content images, selfies) and checks it decodes. */
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
  return decodeImage(await fileBytes(file, maxBytes));
}

/** A multipart file's bytes; over the route's size limit is a 413 naming the limit in MB. */
export async function fileBytes(file: MultipartFile, maxBytes: number): Promise<Buffer> {
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PayloadTooLarge', 'upload.tooLarge', { limit: Math.round(maxBytes / 1024 / 1024) });
    }
    throw error;
  }
}

/** Checks that the bytes are a whole JPEG, PNG or WebP image, and reads its format and size. */
export async function decodeImage(buffer: Buffer): Promise<ImageUpload> {
  try {
    // Decoding the whole image (not only its header) also catches truncated files.
    const { info } = await sharp(buffer, UNTRUSTED_IMAGE).raw().toBuffer({ resolveWithObject: true });
    const { format } = await sharp(buffer).metadata();
    if (!isImageFormat(format)) throw new Error(`format ${format}`);
    return { buffer, format, width: info.width, height: info.height };
  } catch {
    throw badRequest('upload.notImage');
  }
}
