import { describe, expect, it } from 'vitest';
import { FaceIndexRegistry, type FaceLoader } from '../../src/faces/face-index-registry.ts';
import { seededRandom } from '../../src/demo/race-photo.ts';
import { decodeDescriptor, encodeDescriptor } from '../../src/faces/descriptor.ts';
import { FaceIndex, type FaceMatch, type FaceSearchOptions, type IndexedFace } from '../../src/faces/face-index.ts';

/** Deterministic normal samples (mulberry32 + Box–Muller), so that a failure can be replayed. */
function gaussian(seed: number): () => number {
  const uniform = seededRandom(seed);
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** People around a common mean (about 0.8 apart); their faces about 0.3 from each other. */
function makePeople(seed: number, people: number) {
  const random = gaussian(seed);
  const mean = Float32Array.from({ length: 128 }, () => random() * 0.06);
  const centers = Array.from({ length: people }, () => mean.map((value) => value + random() * 0.05));
  const sample = (person: number, noise = 0.02) => centers[person]!.map((value) => value + random() * noise);
  return { sample, random };
}

function makeFaces(seed: number, count: number, { people = 40, firstId = 1, facesPerPhoto = 2 } = {}) {
  const { sample, random } = makePeople(seed, people);
  const faces: IndexedFace[] = Array.from({ length: count }, (_, i) => ({
    faceId: firstId + i,
    photoId: 1000 + Math.floor((firstId + i) / facesPerPhoto),
    descriptor: sample(Math.floor(Math.abs(random()) * 1000) % people),
  }));
  return { faces, query: (person: number) => sample(person) };
}

/** The obvious implementation the index must agree with exactly. */
function reference(faces: IndexedFace[], query: Float32Array, { threshold, limit, exclude }: FaceSearchOptions) {
  const matches: FaceMatch[] = [];
  for (const face of faces) {
    if (exclude?.has(face.faceId)) continue;
    let sum = 0;
    for (let j = 0; j < 128; j++) sum += (face.descriptor[j]! - query[j]!) ** 2;
    const distance = Math.sqrt(sum);
    if (distance <= threshold) matches.push({ faceId: face.faceId, photoId: face.photoId, distance });
  }
  matches.sort((a, b) => a.distance - b.distance || a.faceId - b.faceId);
  const photos = new Set<number>();
  return matches.filter((match) => !photos.has(match.photoId) && photos.add(match.photoId)).slice(0, limit);
}

describe.each([true, false])('FaceIndex (quantize: %s)', (quantize) => {
  const { faces, query } = makeFaces(1, 3000);

  it('finds exactly what a naive scan finds, best first, within threshold and limit', () => {
    const index = new FaceIndex({ quantize });
    index.add(faces.slice(0, 1000));
    index.add(faces.slice(1000));
    expect(index.size).toBe(3000);
    expect(index.lastFaceId).toBe(3000);
    let matched = 0;
    for (let person = 0; person < 20; person++) {
      for (const options of [
        { threshold: 0.35, limit: 1000 },
        { threshold: 0.5, limit: 1000 },
        { threshold: 0.6, limit: 7 },
      ]) {
        const q = query(person);
        const found = index.search(q, options);
        expect(found).toEqual(reference(faces, q, options));
        expect(found.length).toBeLessThanOrEqual(options.limit);
        expect(found.every((match) => match.distance <= options.threshold)).toBe(true);
        matched += found.length;
      }
    }
    expect(matched).toBeGreaterThan(500); // the data does produce matches, and not everything
    expect(matched).toBeLessThan(20 * 3000);
  });

  it('returns a photo once, at its best face', () => {
    const { query: samplePerson } = makeFaces(2, 0);
    const q = samplePerson(0);
    const near = (offset: number) => q.map((value, j) => (j === 0 ? value + offset : value));
    const index = new FaceIndex({ quantize });
    index.add([
      { faceId: 1, photoId: 7, descriptor: near(0.3) },
      { faceId: 2, photoId: 7, descriptor: near(0.1) },
      { faceId: 3, photoId: 8, descriptor: near(0.2) },
    ]);
    const found = index.search(q, { threshold: 0.5, limit: 10 });
    expect(found.map(({ faceId, photoId }) => `${faceId}@${photoId}`)).toEqual(['2@7', '3@8']);
    expect(found[0]!.distance).toBeCloseTo(0.1, 6);
    expect(index.search(q, { threshold: 0.5, limit: 10, exclude: new Set([2]) }).map((m) => m.faceId)).toEqual([3, 1]);
    expect(index.search(q, { threshold: 0.15, limit: 10 }).map((m) => m.faceId)).toEqual([2]);
    expect(index.search(q, { threshold: 0.5, limit: 0 })).toEqual([]);
  });

  it('honours exclusions', () => {
    const index = new FaceIndex({ quantize });
    index.add(faces);
    const q = query(3);
    const exclude = new Set(index.search(q, { threshold: 0.5, limit: 5 }).map((match) => match.faceId));
    expect(exclude.size).toBe(5);
    const found = index.search(q, { threshold: 0.5, limit: 1000, exclude });
    expect(found.some((match) => exclude.has(match.faceId))).toBe(false);
    expect(found).toEqual(reference(faces, q, { threshold: 0.5, limit: 1000, exclude }));
  });

  it('removes faces with tombstones, then compacts, and keeps working', () => {
    const index = new FaceIndex({ quantize });
    index.add(faces);
    const memoryBefore = index.memoryBytes;
    expect(index.remove([5, 5, 6, 999_999])).toBe(2);
    expect(index.size).toBe(2998);
    let kept = faces.filter((face) => face.faceId !== 5 && face.faceId !== 6);
    const q = query(4);
    expect(index.search(q, { threshold: 0.6, limit: 1000 })).toEqual(
      reference(kept, q, { threshold: 0.6, limit: 1000 }),
    );

    // Two thirds gone: compaction runs and gives memory back.
    expect(index.remove(faces.filter((face) => face.faceId % 3 !== 0).map((face) => face.faceId))).toBe(1999); // 5 was already gone
    kept = kept.filter((face) => face.faceId % 3 === 0);
    expect(index.size).toBe(999);
    expect(index.memoryBytes).toBeLessThan(memoryBefore / 2);
    for (let person = 0; person < 10; person++) {
      const p = query(person);
      expect(index.search(p, { threshold: 0.6, limit: 1000 })).toEqual(
        reference(kept, p, { threshold: 0.6, limit: 1000 }),
      );
    }

    expect(index.remove([3])).toBe(1);
    expect(index.remove([3])).toBe(0);
    kept = kept.filter((face) => face.faceId !== 3);
    const more = makeFaces(3, 500, { firstId: 5000 }).faces;
    index.add(more);
    expect(index.lastFaceId).toBe(5499);
    expect(index.search(q, { threshold: 0.6, limit: 1000 })).toEqual(
      reference([...kept, ...more], q, { threshold: 0.6, limit: 1000 }),
    );
  });

  it('skips faces already loaded and refuses malformed descriptors', () => {
    const index = new FaceIndex({ quantize });
    index.add(faces.slice(0, 100));
    index.add(faces.slice(50, 150).reverse());
    expect(index.size).toBe(150);
    expect(() => index.add([{ faceId: 9999, photoId: 1, descriptor: new Float32Array(64) }])).toThrow(/128/);
    expect(() => index.search(new Float32Array(3), { threshold: 0.5, limit: 5 })).toThrow(/128/);
    expect(index.size).toBe(150);
  });
});

it('stays exact when later faces fall outside the first batch’s quantisation range', () => {
  const small = makeFaces(4, 500).faces;
  const large = makeFaces(5, 500, { firstId: 501 }).faces.map((face) => ({
    ...face,
    descriptor: face.descriptor.map((value) => value * 6),
  }));
  const index = new FaceIndex();
  index.add(small);
  index.add(large);
  const all = [...small, ...large];
  for (const face of [small[7]!, large[9]!]) {
    for (const threshold of [0.3, 0.6, 2]) {
      const options = { threshold, limit: 1000 };
      expect(index.search(face.descriptor, options)).toEqual(reference(all, face.descriptor, options));
    }
  }
});

it('equals the exact scan on uneven and uniform descriptors, faces exactly at the threshold included', () => {
  const random = gaussian(9);
  // Clustered, with a spread that differs tenfold between dimensions, then plain uniform noise.
  const spread = Float32Array.from({ length: 128 }, (_, j) => 0.01 + (0.1 * ((j * 37) % 128)) / 128);
  const centers = Array.from({ length: 30 }, () => spread.map((s) => random() * s * 3));
  const clustered = Array.from({ length: 1500 }, (_, i) => ({
    faceId: i + 1,
    photoId: 1 + Math.floor(i / 3),
    descriptor: centers[i % 30]!.map((value, j) => value + random() * spread[j]!),
  }));
  const uniform = seededRandom(10);
  const scattered = Array.from({ length: 1500 }, (_, i) => ({
    faceId: 1501 + i,
    photoId: 600 + i,
    descriptor: Float32Array.from({ length: 128 }, () => (uniform() - 0.5) * 0.12),
  }));
  const query = clustered[0]!.descriptor;
  // Faces at a few distances along one axis: each search below uses one of those exact distances.
  const onAxis = [0.31, 0.5, 0.6].flatMap((offset, k) =>
    [5, 77].map((axis, a) => ({
      faceId: 4000 + k * 2 + a,
      photoId: 5000 + k * 2 + a,
      descriptor: query.map((value, j) => (j === axis ? value + offset : value)),
    })),
  );
  const all = [...clustered, ...scattered, ...onAxis];
  const index = new FaceIndex();
  index.add(all);
  const exactDistances = onAxis.map((face) => reference([face], query, { threshold: 1, limit: 1 })[0]!.distance);
  for (const threshold of [...exactDistances, 0.35, 0.5, 0.6]) {
    const options = { threshold, limit: 10_000 };
    const expected = reference(all, query, options);
    expect(index.search(query, options)).toEqual(expected);
  }
  for (const face of [clustered[700]!, scattered[3]!, onAxis[3]!]) {
    const options = { threshold: 0.5, limit: 10_000 };
    expect(index.search(face.descriptor, options)).toEqual(reference(all, face.descriptor, options));
  }
  // The faces exactly at a threshold are found at it.
  const atThreshold = index.search(query, { threshold: exactDistances[2]!, limit: 10_000 });
  expect(atThreshold.some((match) => match.faceId === onAxis[2]!.faceId)).toBe(true);
  expect(atThreshold.some((match) => match.faceId === onAxis[4]!.faceId)).toBe(false);
});

it('stays exact across scan chunks, for queries beyond the codes’ range and more candidates than a chunk holds', () => {
  const { faces, query } = makeFaces(11, 40_000, { people: 400 }); // three chunks of the SIMD scan
  const index = new FaceIndex();
  index.add(faces);
  const far = query(3).map((value, j) => (j % 2 ? value * 40 : -value * 40));
  for (const [q, threshold] of [
    [query(3), 0.5],
    [faces[39_999]!.descriptor, 0.45],
    [far, 40],
    [query(5), 5], // every face is a candidate
  ] as const) {
    const options = { threshold, limit: 50_000 };
    const expected = reference(faces, q, options);
    expect(index.search(q, options)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  }
});

it('ignores non-finite descriptors, which can never match', () => {
  const { faces } = makeFaces(8, 300);
  const broken = [NaN, Infinity, -Infinity].map((value, i) => ({
    faceId: 301 + i,
    photoId: 1,
    descriptor: faces[0]!.descriptor.map((v, j) => (j === 5 ? value : v)),
  }));
  const index = new FaceIndex();
  index.add([...faces, ...broken]);
  const options = { threshold: 0.6, limit: 1000 };
  expect(index.search(faces[0]!.descriptor, options)).toEqual(reference(faces, faces[0]!.descriptor, options));
});

it('round-trips descriptors through their stored form', () => {
  const descriptor = makeFaces(6, 0).query(0);
  const stored = encodeDescriptor(descriptor);
  expect(stored.length).toBe(512);
  expect(Buffer.from(stored).readFloatLE(4)).toBe(descriptor[1]);
  expect(decodeDescriptor(stored)).toEqual(descriptor);
  expect(decodeDescriptor(new Uint8Array(stored))).toEqual(descriptor);
});

describe('FaceIndexRegistry', () => {
  const { faces, query } = makeFaces(7, 1000);
  const options = { threshold: 0.6, limit: 1000 };

  /** A Face table in memory: each activity's faces in id order, served page by page. */
  function table(rows: Map<number, IndexedFace[]>) {
    const calls: [number, number, number][] = [];
    const loader: FaceLoader = async (activityId, afterFaceId, limit) => {
      calls.push([activityId, afterFaceId, limit]);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return (rows.get(activityId) ?? []).filter((face) => face.faceId > afterFaceId).slice(0, limit);
    };
    return { calls, loader };
  }

  it('loads an activity page by page on its first search', async () => {
    const { calls, loader } = table(new Map([[1, faces]]));
    const registry = new FaceIndexRegistry({ loader, pageSize: 300 });
    const q = query(1);
    expect(await registry.search(1, q, options)).toEqual(reference(faces, q, options));
    expect(calls.map(([activityId, after, limit]) => `${activityId}:${after}:${limit}`)).toEqual([
      '1:0:300',
      '1:300:300',
      '1:600:300',
      '1:900:300',
    ]);
  });

  it('picks up new faces once the index is older than the refresh interval, one refresh for concurrent searches', async () => {
    const rows = new Map([[1, faces.slice(0, 600)]]);
    const { calls, loader } = table(rows);
    let now = 0;
    const registry = new FaceIndexRegistry({ loader, refreshIntervalMs: 2000, now: () => now });
    const q = query(2);
    await registry.search(1, q, options);
    expect(calls).toHaveLength(1);

    rows.set(1, faces);
    now = 1999;
    expect(await registry.search(1, q, options)).toEqual(reference(faces.slice(0, 600), q, options));
    expect(calls).toHaveLength(1);

    now = 2000;
    const answers = await Promise.all([1, 2, 3].map(() => registry.search(1, q, options)));
    expect(calls.map(([, after]) => after)).toEqual([0, 600]); // one refresh for the three searches
    for (const answer of answers) expect(answer).toEqual(reference(faces, q, options));
  });

  it('loads new faces at the next search once expired, however recent its last load', async () => {
    const rows = new Map([[1, faces.slice(0, 600)]]);
    const { calls, loader } = table(rows);
    const registry = new FaceIndexRegistry({ loader, refreshIntervalMs: 2000, now: () => 0 });
    const q = query(6);
    await registry.search(1, q, options);
    rows.set(1, faces); // as an undone hide-me writes its faces again, under new ids
    registry.expire(1);
    registry.expire(2); // not loaded: nothing to do
    expect(await registry.search(1, q, options)).toEqual(reference(faces, q, options));
    expect(calls.map(([activityId, after]) => `${activityId}:${after}`)).toEqual(['1:0', '1:600']);
  });

  it('removes faces at once, even those of a page being loaded', async () => {
    const { loader } = table(new Map([[1, faces]]));
    const registry = new FaceIndexRegistry({ loader, pageSize: 500 });
    const q = query(3);
    const hidden = reference(faces, q, options).map((match) => match.faceId);
    expect(hidden.length).toBeGreaterThan(2);
    registry.removeFaces(1, hidden); // not loaded: nothing to do
    const searching = registry.search(1, q, options);
    registry.removeFaces(1, hidden); // the loader is answering its first page now
    expect(await searching).toEqual([]);

    registry.removeFaces(2, [1]);
    expect(await registry.search(2, q, options)).toEqual([]);
  });

  it('reloads a dropped activity and evicts the least recently used beyond its budget', async () => {
    const rows = new Map([1, 2, 3].map((activityId) => [activityId, faces]));
    const { calls, loader } = table(rows);
    const one = new FaceIndex();
    one.add(faces);
    const registry = new FaceIndexRegistry({ loader, memoryBudgetBytes: one.memoryBytes * 2.5 });
    const q = query(4);
    await registry.search(1, q, options);
    await registry.search(2, q, options);
    await registry.search(1, q, options); // 2 is now the least recently used
    await registry.search(3, q, options);
    expect(registry.memoryBytes).toBeLessThanOrEqual(one.memoryBytes * 2.5);
    expect(calls.map(([activityId]) => activityId)).toEqual([1, 2, 3]);

    await registry.search(1, q, options);
    expect(calls).toHaveLength(3);
    await registry.search(2, q, options);
    expect(calls.at(-1)).toEqual([2, 0, 50_000]);

    registry.drop(2);
    expect(await registry.search(2, q, options)).toEqual(reference(faces, q, options));
    expect(calls.filter(([activityId]) => activityId === 2)).toHaveLength(3);
  });

  it('lets a failed load be retried by the next search', async () => {
    let fail = true;
    const { loader } = table(new Map([[1, faces]]));
    const registry = new FaceIndexRegistry({
      loader: (...args) => (fail ? Promise.reject(new Error('database down')) : loader(...args)),
    });
    const q = query(5);
    await expect(registry.search(1, q, options)).rejects.toThrow('database down');
    fail = false;
    expect(await registry.search(1, q, options)).toEqual(reference(faces, q, options));
  });
});
