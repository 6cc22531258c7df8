// Dev tool, run once: `npx tsx scripts/find-sample-people.ts`.
// Finds the faces in face-api's sample photos and writes head-and-shoulders crops to
// server/src/demo/sample-people.json, so the demo race-photo generator needs no model at run time.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as faceapi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import sharp from 'sharp';
import type { SamplePeopleFile, SamplePerson } from '../server/src/demo/race-photo.ts';

const require = createRequire(import.meta.url);
const faceApiDir = path.dirname(require.resolve('@vladmandic/face-api/package.json'));
const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'));
const output = fileURLToPath(new URL('../server/src/demo/sample-people.json', import.meta.url));

const MIN_SCORE = 0.6;
// Faces smaller than this would turn into blurry runners once scaled up.
const MIN_FACE_PX = 60;

type Box = SamplePerson['face'];

/** Head and upper body: a face-derived box, wider than the face and reaching well below the chin. */
function personBox(face: Box, width: number, height: number): Box {
  const left = Math.max(0, Math.round(face.x - face.width * 0.9));
  const top = Math.max(0, Math.round(face.y - face.height * 0.45));
  const right = Math.min(width, Math.round(face.x + face.width * 1.9));
  const bottom = Math.min(height, Math.round(face.y + face.height * 2.3));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

async function main(): Promise<void> {
  setWasmPaths(`${path.join(wasmDir, 'dist')}/`);
  await tf.setBackend('wasm');
  await tf.ready();
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(path.join(faceApiDir, 'model'));
  const options = new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_SCORE, maxResults: 20 });

  const result: SamplePeopleFile = { samples: [] };
  for (let index = 1; index <= 6; index += 1) {
    const file = `sample${index}.jpg`;
    const { data, info } = await sharp(path.join(faceApiDir, 'demo', file))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const tensor = tf.tensor3d(new Int32Array(data), [info.height, info.width, 3], 'int32');
    const detections = await faceapi.detectAllFaces(tensor as unknown as faceapi.TNetInput, options);
    tensor.dispose();

    const people = detections
      .filter((detection) => detection.box.width >= MIN_FACE_PX)
      .sort((a, b) => a.box.x - b.box.x)
      .map((detection): SamplePerson => {
        const face = {
          x: Math.round(detection.box.x),
          y: Math.round(detection.box.y),
          width: Math.round(detection.box.width),
          height: Math.round(detection.box.height),
        };
        return { face, crop: personBox(face, info.width, info.height), score: Number(detection.score.toFixed(3)) };
      });
    console.info(`${file}: ${info.width}×${info.height}, ${detections.length} faces, ${people.length} kept`);
    result.samples.push({ file, width: info.width, height: info.height, people });
  }
  writeFileSync(output, `${JSON.stringify(result, null, 2)}\n`);
  console.info(`wrote ${path.relative(process.cwd(), output)}`);
}

await main();
