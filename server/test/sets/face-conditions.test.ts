import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  FACE_CONDITIONS,
  faceSetPlan,
  generateLabelledPhoto,
  VISIBLE_FACE_WIDTH,
} from '../../../scripts/sets/face-conditions.ts';

describe('faceSetPlan', () => {
  it('plans the same photos for the same seed, the asked number per condition, 1–3 runners each', () => {
    const plan = faceSetPlan(5);
    expect(plan).toHaveLength(5 * FACE_CONDITIONS.length);
    for (const condition of FACE_CONDITIONS)
      expect(plan.filter((photo) => photo.condition === condition)).toHaveLength(5);
    for (const photo of plan) expect(photo.runners.length).toBeGreaterThanOrEqual(1);
    for (const photo of plan) expect(photo.runners.length).toBeLessThanOrEqual(3);
    expect(new Set(plan.map((photo) => photo.seed)).size).toBe(plan.length);
    expect(faceSetPlan(5)).toEqual(plan);
    expect(faceSetPlan(5, 7)).not.toEqual(plan);
  });

  it('gives each condition its own faces: far ones small, tilted ones rolled, sunglasses and caps worn', () => {
    const plan = faceSetPlan(20);
    const runners = (condition: string) =>
      plan.filter((photo) => photo.condition === condition).flatMap((p) => p.runners);
    expect(runners('far').every((runner) => runner.faceWidth! < 50)).toBe(true);
    expect(runners('near').every((runner) => runner.faceWidth! >= 100)).toBe(true);
    expect(runners('tilted').every((runner) => Math.abs(runner.roll!) >= 12)).toBe(true);
    expect(runners('turned').every((runner) => runner.facing! < 0.9)).toBe(true);
    expect(runners('sunglasses').every((runner) => runner.sunglasses)).toBe(true);
    expect(runners('cap').every((runner) => runner.cap)).toBe(true);
  });
});

describe('generateLabelledPhoto', () => {
  it('labels who is in the photo, where their face is and whether it can be seen, with the same bytes each time', async () => {
    const far = faceSetPlan(20).find(
      (photo) => photo.condition === 'far' && photo.runners.some((runner) => runner.faceWidth! < VISIBLE_FACE_WIDTH),
    )!;
    const photo = await generateLabelledPhoto(far);
    expect(photo.people).toHaveLength(far.runners.length);
    for (const [index, person] of photo.people.entries()) {
      expect(person.box.width).toBeCloseTo(far.runners[index]!.faceWidth!, 5);
      expect(person.visible).toBe(person.box.width >= VISIBLE_FACE_WIDTH);
    }
    expect(photo.people.some((person) => !person.visible)).toBe(true);
    expect((await generateLabelledPhoto(far)).image.equals(photo.image)).toBe(true);
  });

  it('darkens the photo in low light and the faces when backlit', async () => {
    const plan = faceSetPlan(1);
    // stats() reads its input, not the pipeline's output: cut the box out first.
    const brightness = async (image: Buffer, box?: { x: number; y: number; width: number; height: number }) => {
      const area = box
        ? await sharp(image)
            .extract({
              left: Math.round(box.x),
              top: Math.round(box.y),
              width: Math.round(box.width),
              height: Math.round(box.height),
            })
            .png()
            .toBuffer()
        : image;
      const { channels } = await sharp(area).stats();
      return channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
    };
    const [lowLight, backlit] = await Promise.all(
      (['low light', 'backlit'] as const).map((condition) =>
        generateLabelledPhoto(plan.find((photo) => photo.condition === condition)!),
      ),
    );
    expect(await brightness(lowLight!.image)).toBeLessThan(60);
    const face = backlit!.people[0]!.box;
    expect(await brightness(backlit!.image, face)).toBeLessThan((await brightness(backlit!.image)) * 0.5);
  });
});
