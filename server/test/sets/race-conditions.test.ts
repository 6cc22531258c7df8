import { describe, expect, it } from 'vitest';
import { raceBibs, racePlan, RACE_CONDITIONS } from '../../../scripts/sets/race-conditions.ts';
import { racePhotoPeople, samplePeopleCount } from '../../src/demo/race-photo.ts';

describe('racePlan', () => {
  const plan = racePlan(5 * RACE_CONDITIONS.length);

  it('plans the same photos each time, every condition in turn, each runner always in their own bib', () => {
    expect(racePlan(5 * RACE_CONDITIONS.length)).toEqual(plan);
    for (const condition of RACE_CONDITIONS)
      expect(plan.filter((photo) => photo.condition === condition)).toHaveLength(5);
    const bibs = raceBibs();
    expect(new Set(bibs).size).toBe(samplePeopleCount);
    for (const runner of plan.flatMap((photo) => photo.runners)) expect(runner.bib).toBe(bibs[runner.person]);
    expect(new Set(plan.map((photo) => photo.seed)).size).toBe(plan.length);
  });

  it('draws the people it labels, 2–3 close together in a group, and labels hidden bibs as not legible', () => {
    for (const photo of plan) {
      const drawn = racePhotoPeople(photo.options).map((person) => person.box);
      expect(drawn).toEqual(photo.runners.map((runner) => runner.box));
      expect(new Set(photo.runners.map((runner) => runner.person)).size).toBe(photo.runners.length);
    }
    const groups = plan.filter((photo) => photo.condition === 'group');
    for (const { runners } of groups) {
      expect(runners.length).toBeGreaterThanOrEqual(2);
      const gaps = runners.slice(1).map((runner, index) => runner.box.x - runners[index]!.box.x);
      expect(Math.max(...gaps)).toBeLessThan(2 * Math.max(...runners.map((runner) => runner.box.width)));
    }
    const hidden = plan.filter((photo) => photo.condition === 'bib covered by another runner');
    expect(hidden.flatMap((photo) => photo.runners).every((runner) => !runner.bibLegible)).toBe(true);
  });
});

describe('a chosen sample person', () => {
  it('is the one drawn, wherever the seed would have put someone else', () => {
    const takenAt = new Date(0);
    const [first] = racePhotoPeople({ seed: 1, runners: [{ bib: '1', personIndex: 0 }], takenAt });
    const [again] = racePhotoPeople({ seed: 2, runners: [{ bib: '1', personIndex: 0 }], takenAt });
    expect(first!.file).toBe(again!.file);
    expect(first!.face).toEqual(again!.face);
    expect(() =>
      racePhotoPeople({
        seed: 1,
        runners: [
          { bib: '1', personIndex: 3 },
          { bib: '2', personIndex: 3 },
        ],
        takenAt,
      }),
    ).toThrow(RangeError);
  });
});
