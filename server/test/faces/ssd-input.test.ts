import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type * as Tf from '@tensorflow/tfjs';
import type * as FaceApi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFaceModels } from '../../src/faces/face-model.ts';
import { inRaster, ssdInput, SSD_SIDE } from '../../src/faces/ssd-input.ts';

// The face detector's input is made from the picture's bytes instead of by face-api from a tensor
// of the whole picture: SSD must see the very same numbers, and its boxes come back in the very
// same pixels, or borderline faces would change (decisions/056, 085).
const require = createRequire(import.meta.url);
// The same tfjs and face-api instances face-model.ts uses (one CommonJS module cache).
const tf = require('@tensorflow/tfjs') as typeof Tf;
const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as typeof FaceApi;
const demoDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

type Raster = { data: Buffer; width: number; height: number };
/** Real photos at the sizes the detector sees: photos (1 600 px, odd sizes), a portrait, a padded selfie, a mosaic. */
let rasters: Raster[];

beforeAll(async () => {
  await loadFaceModels();
  const photo = await readFile(path.join(demoDir, 'sample4.jpg'));
  const sized = async (image: Sharp) => {
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  rasters = await Promise.all([
    sized(sharp(photo).resize(1600)),
    sized(sharp(photo).resize(1234)),
    sized(sharp(photo).resize(777)),
    sized(sharp(photo).rotate(90).resize(null, 1600)),
    sized(sharp(photo).resize(800, 800, { fit: 'contain', background: '#808080' })),
    sized(sharp(photo).resize(SSD_SIDE, SSD_SIDE)),
  ]);
});

/** What face-api does with an int32 tensor of the picture (NetInput.toBatchTensor, padToSquare). */
function faceApiInput({ data, width, height }: Raster): Float32Array {
  return tf.tidy(() => {
    let image = tf.cast(tf.tensor3d(data, [height, width, 3], 'int32'), 'float32').expandDims(0) as Tf.Tensor4D;
    const axis = height > width ? 2 : 1;
    const shape: [number, number, number, number] = [...image.shape];
    shape[axis] = Math.abs(height - width);
    if (height !== width) image = tf.concat([image, tf.fill(shape, 0, 'float32')], axis);
    if (image.shape[1] !== SSD_SIDE) image = tf.image.resizeBilinear(image, [SSD_SIDE, SSD_SIDE]);
    return image.dataSync() as Float32Array;
  });
}

const options = new faceapi.SsdMobilenetv1Options({ minConfidence: 0.2, maxResults: 200 });

describe("the face detector's input", () => {
  it('holds the numbers face-api would make, bit for bit, at any size and orientation', () => {
    for (const raster of rasters) {
      const made = ssdInput(raster);
      expect(Buffer.from(made.buffer).equals(Buffer.from(faceApiInput(raster).buffer))).toBe(true);
    }
  });

  it('gives the boxes face-api finds on the whole picture, in the same pixels', async () => {
    for (const raster of rasters.slice(0, 4)) {
      const whole = tf.tensor3d(raster.data, [raster.height, raster.width, 3], 'int32');
      const square = tf.tensor3d(ssdInput(raster), [SSD_SIDE, SSD_SIDE, 3], 'float32');
      const [expected, found] = await Promise.all([
        faceapi.nets.ssdMobilenetv1.locateFaces(whole, options),
        faceapi.nets.ssdMobilenetv1.locateFaces(square, options),
      ]);
      tf.dispose([whole, square]);
      expect(found.length).toBeGreaterThan(2);
      expect(found.map(({ box, score }) => ({ ...inRaster(box, raster), score }))).toEqual(
        expected.map(({ box: { x, y, width, height }, score }) => ({ x, y, width, height, score })),
      );
    }
  });
});
