import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { burstTimes, demoBibs, generateRacePhoto } from '../../src/demo/race-photo.ts';

// 23:30 UTC on 28 February is 07:30 on 1 March in Taipei.
const takenAt = new Date('2025-02-28T23:30:00.250Z');

describe('generateRacePhoto', () => {
  it('makes the same JPEG for the same seed and a different one for another seed', async () => {
    const options = { seed: 42, runners: [{ bib: '1234' }, { bib: '56789' }], takenAt };
    const first = await generateRacePhoto(options);
    const again = await generateRacePhoto(options);
    const other = await generateRacePhoto({ ...options, seed: 43 });
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it('is a 1920×1280 JPEG by default and takes another size when asked', async () => {
    const standard = await sharp(await generateRacePhoto({ seed: 1, runners: [{ bib: '321' }], takenAt })).metadata();
    expect(standard).toMatchObject({ format: 'jpeg', width: 1920, height: 1280 });
    const small = await generateRacePhoto({ seed: 1, runners: [], takenAt, width: 800, height: 600 });
    expect(await sharp(small).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
  });

  it('writes the shooting time as Taipei wall time with its offset', async () => {
    const photo = await generateRacePhoto({ seed: 2, runners: [{ bib: '777' }], takenAt });
    const exif = await exifr.parse(photo, { reviveValues: false });
    expect(exif).toMatchObject({
      DateTimeOriginal: '2025:03:01 07:30:00',
      SubSecTimeOriginal: '250',
      OffsetTimeOriginal: '+08:00',
    });
  });

  it('refuses more runners than fit in a photo', async () => {
    const runners = ['1', '2', '3', '4'].map((digit) => ({ bib: digit.repeat(4) }));
    await expect(generateRacePhoto({ seed: 3, runners, takenAt })).rejects.toThrow(RangeError);
  });
});

describe('demoBibs', () => {
  it('gives distinct 3–6 digit numbers without a leading zero, the same for the same seed', () => {
    const bibs = demoBibs(7, 200);
    expect(new Set(bibs).size).toBe(200);
    for (const bib of bibs) expect(bib).toMatch(/^[1-9]\d{2,5}$/);
    expect(demoBibs(7, 200)).toEqual(bibs);
    expect(demoBibs(8, 200)).not.toEqual(bibs);
  });
});

describe('burstTimes', () => {
  it('shoots in bursts 0.5–2 s apart separated by pauses of 10–120 s', () => {
    const start = new Date('2025-03-01T06:00:00+08:00');
    const times = burstTimes(start, 300, 5);
    expect(times).toHaveLength(300);
    expect(times[0]).toEqual(start);
    const gaps = times.slice(1).map((time, index) => time.getTime() - times[index]!.getTime());
    const inBurst = gaps.filter((gap) => gap >= 500 && gap <= 2000);
    const pauses = gaps.filter((gap) => gap >= 10_000 && gap <= 122_000);
    expect(inBurst.length + pauses.length).toBe(gaps.length);
    expect(inBurst.length).toBeGreaterThan(pauses.length);
    expect(pauses.length).toBeGreaterThan(20);
    expect(burstTimes(start, 300, 5)).toEqual(times);
  });
});
