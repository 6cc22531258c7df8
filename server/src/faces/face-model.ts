import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Tf from '@tensorflow/tfjs';
import type * as TfWasm from '@tensorflow/tfjs-backend-wasm';
import type * as FaceApi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import { detectorImage, DETECTOR_LONG_SIDE, type DecodedImage } from '../media/decoded-image.ts';
import { evenFaceLight } from './face-light.ts';
import {
  BOXES_PER_MOSAIC,
  facesFromMosaic,
  mosaicOf,
  newFaces,
  unsureBoxes,
  UNSURE_MIN_SCORE,
  type ScoredRect,
} from './second-look.ts';
import { inRaster, ssdInput, SSD_SIDE } from './ssd-input.ts';

// Face detection (SSD MobileNet v1), 68-point landmarks (to align the face) and 128-d descriptors
// (dlib's ResNet, Euclidean distance) with face-api on the tfjs wasm backend: no native TensorFlow
// binary, which cannot be downloaded here. Everything is read from node_modules; nothing is fetched.

export interface DetectedFace {
  /** In the pixels of the original image (EXIF orientation applied), rounded and clipped to it. */
  box: { x: number; y: number; width: number; height: number };
  /** Detector confidence, 0..1. */
  score: number;
  /** 128 values; faces of one person are within ~0.6 of each other (Euclidean). */
  descriptor: Float32Array;
}

export interface DetectOptions {
  /** Long side the image is scaled down to before detection. */
  maxSide?: number;
  /** Smallest detector confidence kept. */
  minScore?: number;
  /** Faces narrower than this many pixels, as the detector saw them (after scaling to maxSide), are dropped. */
  minFaceSize?: number;
  /** Looks again, enlarged, at the boxes the detector was unsure of (second-look.ts); on unless false. */
  secondLook?: boolean;
}

/**
 * The preview's size: ~0.45 s per photo on one core here. Full 24-megapixel resolution would mostly
 * add time for faces too small to be described reliably anyway.
 */
const DEFAULT_MAX_SIDE = DETECTOR_LONG_SIDE;
/**
 * face-api's own default. Below it the detector starts to return backs of heads, hands and
 * printed faces on shirts, whose descriptors would then match strangers in a search; above it,
 * small, turned or blurred faces in crowd shots are lost.
 */
const DEFAULT_MIN_SCORE = 0.5;
/**
 * Faces narrower than this (as the detector saw them) are not worth storing: in
 * `npm run bench:face-quality`, runners whose faces were detected 16–24 px wide never came within
 * the match threshold of their own selfie (median distance 0.58), while from 24 px up 75–88 % did.
 */
export const MIN_FACE_SIZE = 24;
/** The detector's cap per image; a finish-line crowd can exceed face-api's default of 100. */
const MAX_FACES = 200;

// Loaded through require, not import: face-api's bundle requires @tensorflow/tfjs itself, and an
// ESM import could resolve to tfjs's ESM build (vitest prefers the "module" field), a second
// tfjs engine without the wasm backend registered on it.
const require = createRequire(import.meta.url);
const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as typeof FaceApi;
const tf = require('@tensorflow/tfjs') as typeof Tf;
const tfWasm = require('@tensorflow/tfjs-backend-wasm') as typeof TfWasm;
const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep;

let ready: Promise<void> | undefined;

/** Starts the wasm backend and loads the three models, once per process (or worker thread). */
export function loadFaceModels(): Promise<void> {
  ready ??= (async () => {
    tfWasm.setWasmPaths(wasmDir);
    const exceptionListeners = process.listeners('uncaughtException');
    const rejectionListeners = process.listeners('unhandledRejection');
    const started = await tf.setBackend('wasm');
    // The backend's emscripten runtime adds process listeners that rethrow every uncaught error,
    // which would bypass the server's own handlers (graceful close, logging): take them off.
    for (const listener of process.listeners('uncaughtException'))
      if (!exceptionListeners.includes(listener)) process.off('uncaughtException', listener);
    for (const listener of process.listeners('unhandledRejection'))
      if (!rejectionListeners.includes(listener)) process.off('unhandledRejection', listener);
    if (!started) throw new Error('Face model: the tfjs wasm backend did not start');
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
    await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
  })();
  ready.catch(() => (ready = undefined));
  return ready;
}

interface Raster extends DecodedImage {
  /** Original pixels per raster pixel. */
  scale: number;
}

async function decode(image: Buffer | DecodedImage, maxSide: number): Promise<Raster> {
  try {
    const decoded = await detectorImage(image, maxSide);
    return { ...decoded, scale: decoded.originalWidth / decoded.width };
  } catch (error) {
    throw new Error(`Face model: not a readable image (${(error as Error).message})`, { cause: error });
  }
}

/**
 * Finds the faces in a photo or selfie (JPEG, PNG, WebP, …, or a photo already decoded) with their
 * descriptors, best first.
 */
export async function detectFaces(image: Buffer | DecodedImage, options: DetectOptions = {}): Promise<DetectedFace[]> {
  const { maxSide = DEFAULT_MAX_SIDE, minScore = DEFAULT_MIN_SCORE, minFaceSize = MIN_FACE_SIZE } = options;
  const [raster] = await Promise.all([decode(image, maxSide), loadFaceModels()]);
  // The same SSD run answers the confident boxes and the unsure ones: a lower threshold adds boxes
  // but never removes or moves one above it (its non-maximum suppression goes by score).
  const firstLook = await locateFaces(raster, Math.min(minScore, UNSURE_MIN_SCORE));
  const confident = firstLook.filter((box) => box.score >= minScore);
  const foundAgain = options.secondLook === false ? [] : await lookAgain(raster, firstLook, minScore, minFaceSize);
  // Faces too small to keep are dropped before their landmarks and descriptor are computed.
  const detections = [...confident, ...foundAgain].filter((detection) => detection.width >= minFaceSize);
  const faces: DetectedFace[] = [];
  for (const { score, ...rect } of detections) {
    const box = new faceapi.Box(rect);
    const descriptor = await describe(raster, box);
    if (descriptor) faces.push({ box: toOriginal(box, raster), score, descriptor });
  }
  return faces.sort((a, b) => b.score - a.score);
}

/** The second look (second-look.ts): SSD on mosaics of the unsure boxes' areas, enlarged. */
async function lookAgain(
  raster: Raster,
  firstLook: ScoredRect[],
  minScore: number,
  minFaceSize: number,
): Promise<ScoredRect[]> {
  const unsure = unsureBoxes(firstLook, minScore, minFaceSize);
  const found: ScoredRect[] = [];
  for (let start = 0; start < unsure.length; start += BOXES_PER_MOSAIC) {
    const mosaic = mosaicOf(raster, unsure.slice(start, start + BOXES_PER_MOSAIC));
    const inMosaic = await locateFaces({ ...mosaic.image, scale: 1 }, minScore);
    found.push(...facesFromMosaic(inMosaic, mosaic));
  }
  return newFaces(
    found,
    firstLook.filter((box) => box.score >= minScore),
  );
}

/**
 * The descriptors of faces whose boxes are already known (in the image's pixels), without detecting
 * them: how a face looks in a given picture, e.g. a photo's public preview. Null where a box has no
 * pixels in the image.
 */
export async function describeFaces(
  image: Buffer | DecodedImage,
  boxes: readonly DetectedFace['box'][],
  maxSide = DEFAULT_MAX_SIDE,
): Promise<(Float32Array | null)[]> {
  const [raster] = await Promise.all([decode(image, maxSide), loadFaceModels()]);
  const descriptors: (Float32Array | null)[] = [];
  for (const { x, y, width, height } of boxes) {
    const box = new faceapi.Box({
      x: x / raster.scale,
      y: y / raster.scale,
      width: width / raster.scale,
      height: height / raster.scale,
    });
    descriptors.push((await describe(raster, box)) ?? null);
  }
  return descriptors;
}

/**
 * SSD MobileNet v1 on the raster padded to a square and scaled to 512 × 512 exactly as face-api
 * would (ssd-input.ts). A copy scaled by libvips instead would save a little more but moves boxes
 * by a few pixels and finds a different set of borderline faces (decisions/056).
 */
async function locateFaces(raster: Raster, minScore: number): Promise<ScoredRect[]> {
  const tensor = tf.tensor3d(ssdInput(raster), [SSD_SIDE, SSD_SIDE, 3], 'float32');
  try {
    const options = new faceapi.SsdMobilenetv1Options({ minConfidence: minScore, maxResults: MAX_FACES });
    const found = await faceapi.nets.ssdMobilenetv1.locateFaces(tensor, options);
    return found.map(({ box, score }) => ({ ...inRaster(box, raster), score }));
  } finally {
    tensor.dispose();
  }
}

/**
 * What face-api's withFaceLandmarks().withFaceDescriptors() computes for one detected face: its 68
 * landmarks in its box, then its descriptor in the box aligned on them, both cut from the raster at
 * full resolution. Undefined for a box with no pixels in the image.
 */
async function describe(raster: Raster, box: FaceApi.Box): Promise<Float32Array | undefined> {
  const detectLandmarks = (face: Tf.Tensor3D) =>
    faceapi.nets.faceLandmark68Net.detectLandmarks(face) as Promise<FaceApi.FaceLandmarks68>;
  const landmarks = await withCrop(raster, box, detectLandmarks);
  if (!landmarks) return undefined;
  const aligned = landmarks.shiftBy(box.x, box.y).align(null, { useDlibAlignment: true });
  const computeDescriptor = (face: Tf.Tensor3D) =>
    faceapi.nets.faceRecognitionNet.computeFaceDescriptor(face) as Promise<Float32Array>;
  return withCrop(raster, aligned, computeDescriptor);
}

/**
 * Runs `work` on an int32 tensor of the raster's pixels in `rect`, clipped to the image and cut at
 * whole pixels as face-api's extractFaceTensors cuts them, its light evened out (face-light.ts),
 * then disposes it. Only the crop is copied: no tensor of the whole raster is ever made.
 */
async function withCrop<T>(
  raster: Raster,
  rect: FaceApi.Box,
  work: (face: Tf.Tensor3D) => Promise<T>,
): Promise<T | undefined> {
  const { x, y, width, height } = rect.clipAtImageBorders(raster.width, raster.height);
  if (width <= 0 || height <= 0) return undefined;
  const pixels = new Int32Array(width * height * 3);
  for (let row = 0; row < height; row += 1) {
    const start = ((y + row) * raster.width + x) * 3;
    pixels.set(raster.data.subarray(start, start + width * 3), row * width * 3);
  }
  evenFaceLight(pixels);
  const face = tf.tensor3d(pixels, [height, width, 3], 'int32');
  try {
    return await work(face);
  } finally {
    face.dispose();
  }
}

function toOriginal(
  box: { x: number; y: number; width: number; height: number },
  { scale, originalWidth, originalHeight }: Raster,
): DetectedFace['box'] {
  const left = clamp(Math.round(box.x * scale), 0, originalWidth);
  const top = clamp(Math.round(box.y * scale), 0, originalHeight);
  const right = clamp(Math.round((box.x + box.width) * scale), 0, originalWidth);
  const bottom = clamp(Math.round((box.y + box.height) * scale), 0, originalHeight);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A selfie's clearest face: the detector's confidence weighted by the face's size. */
export function clearestFace(faces: DetectedFace[]): DetectedFace | undefined {
  return faces.reduce<DetectedFace | undefined>((best, face) => {
    const weight = (f: DetectedFace) => f.score * f.box.width * f.box.height;
    return !best || weight(face) > weight(best) ? face : best;
  }, undefined);
}
