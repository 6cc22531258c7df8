import Type from 'typebox';

/**
 * Why processing gave up on a photo. The code is what the pages read (and say in the reader's
 * language); the library's own words are kept beside it as a technical detail for admins.
 */
export const PhotoFailure = {
  /** The file is not a picture the image library can decode (truncated, corrupt, unknown format). */
  unreadable: 'unreadable',
  /** More pixels than the pipeline accepts. */
  tooLarge: 'too-large',
  originalMissing: 'original-missing',
  /** The sweep found the published preview or thumbnail gone. */
  renditionMissing: 'rendition-missing',
  ocrFailed: 'ocr-failed',
  facesFailed: 'faces-failed',
  /** Anything else that kept failing after the retries (storage, database). */
  processingError: 'processing-error',
} as const;

export type PhotoFailureCode = (typeof PhotoFailure)[keyof typeof PhotoFailure];

export const PhotoFailureCodeSchema = Type.Union([
  Type.Literal(PhotoFailure.unreadable),
  Type.Literal(PhotoFailure.tooLarge),
  Type.Literal(PhotoFailure.originalMissing),
  Type.Literal(PhotoFailure.renditionMissing),
  Type.Literal(PhotoFailure.ocrFailed),
  Type.Literal(PhotoFailure.facesFailed),
  Type.Literal(PhotoFailure.processingError),
]);
