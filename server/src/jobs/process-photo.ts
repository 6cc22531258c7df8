import { performance } from 'node:perf_hooks';
import { buffer } from 'node:stream/consumers';
import type { Photo, Prisma } from '../generated/prisma/client.ts';
import { linkPhotoFaces } from '../faces/face-bib-links.ts';
import { replacePhotoFaces } from '../faces/photo-faces.ts';
import { recordSelfieFollowMatches } from '../faces/selfie-follow-matches.ts';
import { decodeImage, DETECTOR_LONG_SIDE, type DecodedImage } from '../media/decoded-image.ts';
import { makeRenditions } from '../media/renditions.ts';
import { putVariants } from '../media/web-copies.ts';
import { readerFormatOf } from '../ocr/bib-format.ts';
import { BibSource } from '../shared/domain/bib.ts';
import { PhotoFailure, type PhotoFailureCode } from '../shared/domain/photo-failure.ts';
import { PhotoStatus } from '../shared/domain/photo-status.ts';
import { newRenditionKeys } from '../lib/storage-keys.ts';
import { photoPublishDelay, photoStepDuration, photosPublished } from '../infra/metrics.ts';
import { getAlbumSettings } from '../shared/album-settings.ts';
import { holdReadings, registeredBibFormat, splitByRegisteredBibs } from '../shared/registered-bibs.ts';
import { adjustPublishedCount } from '../shared/published-counts.ts';
import { recordFollowMatches } from '../shared/follows.ts';
import { defineJob, type JobContext } from './definitions.ts';
import { detectIndexableFaces } from './index-faces.ts';
import { notifyIfAlbumProcessed } from './album-processed.ts';
import { notifyFollowersJob } from './notify-followers.ts';

/** A write a step wants applied when the photo is published, inside that one transaction. */
type Commit = (tx: Prisma.TransactionClient) => Promise<unknown>;

/** The uploaded file, and its pixels decoded once for every step (decisions/053). */
export interface PhotoImage {
  original: Buffer;
  decoded: DecodedImage;
}

/**
 * One stage of a photo's processing: it reads the image and answers the write to make.
 * Adding a stage (face indexing) is adding one function to `photoSteps`.
 */
type PhotoStep = (context: JobContext, photo: Photo, image: PhotoImage) => Promise<Commit>;

export const ORIGINAL_MISSING = 'The original file is missing from storage';
/** Publishing a followed bib's photo wakes the notice job at most once per this many seconds (decision 082). */
export const NOTICE_WAKE_SECONDS = 5;

/**
 * A failure with its code and the detail the back office reads: what is wrong with the file (the
 * decoder's words), never an unexpected error's own text, which may name the server's code and
 * files (the log keeps that, as the cause). `permanent` when the file cannot become a photo however
 * often we try (as opposed to a storage or network hiccup).
 */
class PhotoFailureError extends Error {
  readonly permanent: boolean;

  constructor(
    readonly code: PhotoFailureCode,
    readonly detail: string | null,
    { permanent = false, cause }: { permanent?: boolean; cause?: unknown } = {},
  ) {
    super(detail ?? code, { cause });
    this.permanent = permanent;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Any other error of a step becomes that step's failure, without its words. */
const failingAs = (code: PhotoFailureCode) => (error: unknown) => {
  throw error instanceof PhotoFailureError ? error : new PhotoFailureError(code, null, { cause: error });
};

/** The one decode of the original, large enough for the preview and for the detectors. */
export async function decodePhoto(original: Buffer, previewLongSide: number): Promise<DecodedImage> {
  return decodeImage(original, Math.max(previewLongSide, DETECTOR_LONG_SIDE)).catch((error: unknown) => {
    const detail = messageOf(error);
    const code = /exceeds pixel limit/i.test(detail) ? PhotoFailure.tooLarge : PhotoFailure.unreadable;
    throw new PhotoFailureError(code, detail, { permanent: true });
  });
}

const renditionsStep: PhotoStep = async ({ db, storage }, photo, { original, decoded }) => {
  const look = await getAlbumSettings(db);
  const renditions = await makeRenditions(original, look, decoded);
  const { thumbnailKey, previewKey } = newRenditionKeys(photo);
  await storage.put('public', thumbnailKey, renditions.thumbnail, 'image/jpeg');
  await storage.put('public', previewKey, renditions.preview, 'image/jpeg');
  await putVariants(storage, thumbnailKey, renditions.thumbnailVariants);
  await putVariants(storage, previewKey, renditions.previewVariants);
  return (tx) =>
    tx.photo.update({
      where: { id: photo.id },
      data: {
        thumbnailKey,
        previewKey,
        // Recorded once every copy above is stored: a photo with widths has all the copies they call for.
        thumbnailWidth: renditions.thumbnailWidth,
        previewWidth: renditions.previewWidth,
        width: renditions.width,
        height: renditions.height,
        takenAt: renditions.takenAt ?? photo.createdAt,
        perceptualHash: renditions.perceptualHash,
      },
    });
};

/** Bib numbers read by OCR, unless the album settings switch it off; only readings sure enough are kept. */
export const bibStep: PhotoStep = async ({ db, bibReader }, photo, { original, decoded }) => {
  const { bibOcrEnabled, ocrMinConfidence } = await getAlbumSettings(db);
  if (!bibOcrEnabled) return async () => {};
  // Small numbers are read from the original's own pixels. An activity's bibs are read in the
  // generic format until it registers its runners' bibs, then in the shapes of its list, which
  // also judges numbers whose paper looked cut (decision 093).
  const reader = await bibReader();
  const registered = await registeredBibFormat(db, photo.activityId);
  const read = await reader.read(decoded, {
    original,
    format: readerFormatOf(registered),
    listed: registered !== null,
  });
  const readings = read.filter((reading) => reading.confidence >= ocrMinConfidence);
  return async (tx) => {
    // This reading replaces an earlier one (a photo processed again); people's tags stay.
    await tx.bibTag.deleteMany({ where: { photoId: photo.id, source: BibSource.ocr } });
    await tx.heldBibReading.deleteMany({ where: { photoId: photo.id } });
    // Readings outside the activity's registered bibs wait for an admin instead (decision 067).
    const { publish, hold } = await splitByRegisteredBibs(tx, photo.activityId, readings);
    const rows = (list: typeof readings) =>
      list.map(({ bib, confidence, box }) => ({
        photoId: photo.id,
        activityId: photo.activityId,
        bib,
        confidence,
        boxX: box.x,
        boxY: box.y,
        boxWidth: box.width,
        boxHeight: box.height,
      }));
    await tx.bibTag.createMany({
      data: rows(publish).map((row, index) => ({
        ...row,
        source: BibSource.ocr,
        listVouched: publish[index]!.listVouched,
      })),
      skipDuplicates: true,
    });
    await holdReadings(tx, photo.id, rows(hold));
  };
};

/** Faces for face search, unless the activity has it switched off. */
const faceStep: PhotoStep = async (context, photo, { decoded }) => {
  const faces = await detectIndexableFaces(context, photo, decoded);
  return async (tx) => {
    if (faces) await replacePhotoFaces(tx, photo, faces);
  };
};

/** Faces linked to the bibs below them, once both are written (decision 044). */
const linkStep: PhotoStep = async (_context, photo) => (tx) => linkPhotoFaces(tx, photo);

/** The stages in order, each with its name in logs and metrics and the failure it stands for when it keeps failing. */
export const photoSteps: readonly { name: string; run: PhotoStep; failsAs: PhotoFailureCode }[] = [
  { name: 'renditions', run: renditionsStep, failsAs: PhotoFailure.processingError },
  { name: 'bib_ocr', run: bibStep, failsAs: PhotoFailure.ocrFailed },
  { name: 'faces', run: faceStep, failsAs: PhotoFailure.facesFailed },
  { name: 'link', run: linkStep, failsAs: PhotoFailure.processingError },
];

/** Runs `work` and records its time under `name`, in ms, into `times` and the step histogram. */
async function timed<T>(times: Record<string, number>, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const ms = performance.now() - started;
    times[name] = Math.round(ms);
    photoStepDuration.observe({ step: name }, ms / 1000);
  }
}

async function markFailed(context: JobContext, photoId: number, failure: PhotoFailureError) {
  await context.db.photo.updateMany({
    where: { id: photoId, status: PhotoStatus.processing },
    data: {
      status: PhotoStatus.failed,
      failureCode: failure.code,
      failureReason: failure.detail?.slice(0, 500) ?? null,
    },
  });
}

/** Thumbnail, watermarked preview, EXIF time and bib numbers of one uploaded photo, then publishes it. */
export const processPhoto = defineJob<{ photoId: number }>({
  name: 'photo.process',
  queue: { retryLimit: 3, retryDelay: 15, retryBackoff: true, expireInSeconds: 15 * 60 },
  // Image work runs on libuv's threads and OCR on its own: one photo per core keeps both busy.
  concurrency: 'WORKER_CONCURRENCY',
  logFields: ({ photoId }) => ({ photoId }),
  async handle(context, { photoId }, attempt) {
    const photo = await context.db.photo.findUnique({ where: { id: photoId } });
    // Deleted meanwhile, or finished by an earlier delivery of the same job.
    if (!photo || photo.status !== PhotoStatus.processing) return;
    const stepMs: Record<string, number> = {};
    try {
      const stored = await context.storage.get('originals', photo.originalKey);
      if (!stored) throw new PhotoFailureError(PhotoFailure.originalMissing, ORIGINAL_MISSING);
      const original = await buffer(stored.body);
      const { previewLongSide } = await getAlbumSettings(context.db);
      const image = { original, decoded: await timed(stepMs, 'decode', () => decodePhoto(original, previewLongSide)) };
      const commits: Commit[] = [];
      for (const { name, run, failsAs } of photoSteps)
        commits.push(await timed(stepMs, name, () => run(context, photo, image)).catch(failingAs(failsAs)));
      const publishedAt = new Date();
      // null: not published by this run; else how many follows it matched.
      const followMatches = await context.db.$transaction(async (tx) => {
        const { count } = await tx.photo.updateMany({
          where: { id: photo.id, status: PhotoStatus.processing },
          // The first publication stays: a photo processed again is not uploaded again.
          data: {
            status: PhotoStatus.ready,
            failureCode: null,
            failureReason: null,
            publishedAt: photo.publishedAt ?? publishedAt,
          },
        });
        if (count === 0) return null;
        for (const commit of commits) await commit(tx);
        await adjustPublishedCount(tx, photo, 1);
        // After the steps' writes: the photo is visible to the transaction with its bibs and faces.
        return (await recordFollowMatches(tx, [photo.id])) + (await recordSelfieFollowMatches(tx, [photo.id]));
      });
      if (followMatches !== null) {
        // A followed bib: its follower hears now, not at the notice job's next minute (decision 082).
        // Only a nudge: if it cannot be sent, the minute's run still comes.
        if (followMatches > 0) {
          await context.jobs
            .sendDebounced(notifyFollowersJob, {}, NOTICE_WAKE_SECONDS)
            .catch((err: unknown) => context.log.warn({ err }, 'follow notice job not woken'));
        }
        const delaySeconds = (publishedAt.getTime() - photo.createdAt.getTime()) / 1000;
        photosPublished.inc();
        if (!photo.publishedAt) photoPublishDelay.observe(delaySeconds);
        context.log.info({ stepMs, delaySeconds: Math.round(delaySeconds) }, 'photo published');
      }
      await notifyIfAlbumProcessed(context, photo.albumId);
    } catch (error) {
      const failure =
        error instanceof PhotoFailureError
          ? error
          : new PhotoFailureError(PhotoFailure.processingError, null, { cause: error });
      if (failure.permanent || attempt.retryCount >= attempt.retryLimit) {
        await markFailed(context, photo.id, failure);
        context.log.info({ stepMs, code: failure.code, detail: failure.detail, err: failure.cause }, 'photo failed');
        await notifyIfAlbumProcessed(context, photo.albumId);
        return;
      }
      throw error;
    }
  },
});
